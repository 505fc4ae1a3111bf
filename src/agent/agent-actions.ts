import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { agentText } from '../common/i18n/messages';

/**
 * The agent's closed list of actions and the server's own route table. Whatever suggests an action
 * (the offline agent or a language model) only names its type and, where needed, a milestone or a
 * document of the journey's plan; the href and method always come from here.
 */
export const AGENT_ACTION_TYPES = [
  'COMPLETE_MILESTONE',
  'UPLOAD_DOCUMENT',
  'REFRESH_EVIDENCE',
  'VIEW_PLAN',
] as const;
export type AgentActionType = (typeof AGENT_ACTION_TYPES)[number];
export const AGENT_ACTION_METHODS = ['GET', 'POST'] as const;
export type AgentActionMethod = (typeof AGENT_ACTION_METHODS)[number];

/** What an agent may ask for: a type from the closed list and the plan item it is about. */
export type ActionIntent =
  | { type: 'COMPLETE_MILESTONE'; milestone_code: string }
  | { type: 'UPLOAD_DOCUMENT'; document_code: string }
  | { type: 'REFRESH_EVIDENCE' }
  | { type: 'VIEW_PLAN' };

/** An action as the client receives it: built by the server, never by the AI side. */
export interface AgentAction {
  type: AgentActionType;
  /** A short label for a button. */
  label: string;
  method: AgentActionMethod;
  /** A path of this API (under /api/v1), relative to the service's origin. */
  href: string;
  milestone_code?: string;
  document_code?: string;
}

/** The parts of a plan the action rules look at. */
export interface PlanRefs {
  journeyId: string;
  milestoneCodes: ReadonlySet<string>;
  documentCodes: ReadonlySet<string>;
}

const API = '/api/v1';
const seg = (value: string) => encodeURIComponent(value);

/** The route table: one entry per action type. */
const ROUTES: {
  [T in AgentActionType]: (
    journeyId: string,
    ref: string | undefined,
  ) => { method: AgentActionMethod; href: string };
} = {
  COMPLETE_MILESTONE: (j, milestone) => ({
    method: 'POST',
    href: `${API}/journeys/${seg(j)}/milestones/${seg(milestone!)}/complete`,
  }),
  UPLOAD_DOCUMENT: () => ({ method: 'POST', href: `${API}/vault/documents` }),
  REFRESH_EVIDENCE: (j) => ({ method: 'POST', href: `${API}/journeys/${seg(j)}/evidence-refresh` }),
  VIEW_PLAN: (j) => ({ method: 'GET', href: `${API}/journeys/${seg(j)}/plan` }),
};

/** Whether an intent names only things of this journey's plan. */
export function isGrounded(intent: ActionIntent, plan: PlanRefs): boolean {
  switch (intent.type) {
    case 'COMPLETE_MILESTONE':
      return plan.milestoneCodes.has(intent.milestone_code);
    case 'UPLOAD_DOCUMENT':
      return plan.documentCodes.has(intent.document_code);
    case 'REFRESH_EVIDENCE':
    case 'VIEW_PLAN':
      return true;
    default:
      return false;
  }
}

/**
 * Turns intents into actions with server-built links, dropping any that are not grounded in the
 * plan and any duplicates. `labels` gives citizen-readable names of milestones and documents, and
 * the action labels are in `locale`.
 */
export function buildActions(
  intents: readonly ActionIntent[],
  plan: PlanRefs,
  labels: Readonly<Record<string, string>> = {},
  locale: Locale = DEFAULT_LOCALE,
): AgentAction[] {
  const seen = new Set<string>();
  const actions: AgentAction[] = [];
  for (const intent of intents) {
    if (!AGENT_ACTION_TYPES.includes(intent.type) || !isGrounded(intent, plan)) continue;
    const ref =
      intent.type === 'COMPLETE_MILESTONE'
        ? intent.milestone_code
        : intent.type === 'UPLOAD_DOCUMENT'
          ? intent.document_code
          : undefined;
    const key = `${intent.type}:${ref ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const route = ROUTES[intent.type](plan.journeyId, ref);
    const action: AgentAction = {
      type: intent.type,
      label: labelOf(intent, labels, locale),
      method: route.method,
      href: route.href,
    };
    if (intent.type === 'COMPLETE_MILESTONE') action.milestone_code = intent.milestone_code;
    if (intent.type === 'UPLOAD_DOCUMENT') action.document_code = intent.document_code;
    actions.push(action);
  }
  return actions;
}

function labelOf(intent: ActionIntent, labels: Readonly<Record<string, string>>, locale: Locale): string {
  switch (intent.type) {
    case 'COMPLETE_MILESTONE':
      return agentText('action.complete', locale, {
        step: labels[intent.milestone_code] ?? intent.milestone_code,
      });
    case 'UPLOAD_DOCUMENT':
      return agentText('action.upload', locale, {
        name: labels[intent.document_code] ?? humanize(intent.document_code),
      });
    case 'REFRESH_EVIDENCE':
      return agentText('action.refresh', locale);
    case 'VIEW_PLAN':
      return agentText('action.view_plan', locale);
  }
}

/** `birth-certificate` → `birth certificate`. */
export function humanize(code: string): string {
  return code.replace(/-/g, ' ');
}
