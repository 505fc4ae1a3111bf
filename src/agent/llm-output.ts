import {
  AGENT_ACTION_TYPES,
  type ActionIntent,
  type AgentActionType,
  isGrounded,
  type PlanRefs,
} from './agent-actions';
import type { AgentAnswer } from './offline-agent';

/**
 * Validation of what a language model says (DESIGN §9): its text is data, never instructions. The
 * output must be exactly `{ "reply": string, "actions": [ { "type", "milestone_code" | "document_code" } ] }`
 * with types from the closed list naming only this plan's milestones and documents. Anything else —
 * an extra key (href, method, headers, url…), an unknown type, a foreign code, a link in the reply, an
 * oversized reply — makes the whole output invalid; the caller then drops it.
 */
export const MAX_REPLY_CHARS = 1500;
export const MAX_ACTIONS = 4;

const KEYS_BY_TYPE: Record<AgentActionType, readonly string[]> = {
  COMPLETE_MILESTONE: ['type', 'milestone_code'],
  UPLOAD_DOCUMENT: ['type', 'document_code'],
  REFRESH_EVIDENCE: ['type'],
  VIEW_PLAN: ['type'],
};

/** Links, markup or control characters have no place in a reply shown to a citizen (line breaks are folded first). */
const UNSAFE_REPLY = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|<[a-z!/]|javascript:|data:|\p{Cc}/iu;

export type ParseResult = { ok: true; answer: AgentAnswer } | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseAgentOutput(content: unknown, plan: PlanRefs): ParseResult {
  if (typeof content !== 'string') return { ok: false, reason: 'no text content' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isObject(parsed)) return { ok: false, reason: 'not an object' };
  const extra = Object.keys(parsed).filter((k) => k !== 'reply' && k !== 'actions');
  if (extra.length) return { ok: false, reason: `unknown keys: ${extra.join(', ')}` };
  const { actions } = parsed;
  if (typeof parsed.reply !== 'string' || parsed.reply.trim() === '')
    return { ok: false, reason: 'reply missing' };
  const reply = parsed.reply.replace(/[\r\n\t]+/g, ' ').trim();
  if (reply.length > MAX_REPLY_CHARS) return { ok: false, reason: 'reply too long' };
  if (UNSAFE_REPLY.test(reply))
    return { ok: false, reason: 'reply contains a link, markup or control characters' };
  if (!Array.isArray(actions)) return { ok: false, reason: 'actions missing' };
  if (actions.length > MAX_ACTIONS) return { ok: false, reason: 'too many actions' };
  const intents: ActionIntent[] = [];
  for (const raw of actions) {
    const intent = parseAction(raw);
    if (!intent) return { ok: false, reason: 'an action is not of the closed list' };
    if (!isGrounded(intent, plan))
      return { ok: false, reason: `an action names something outside the plan (${intent.type})` };
    intents.push(intent);
  }
  return { ok: true, answer: { reply, actions: intents } };
}

function parseAction(raw: unknown): ActionIntent | undefined {
  if (!isObject(raw) || typeof raw.type !== 'string') return undefined;
  const type = raw.type as AgentActionType;
  if (!AGENT_ACTION_TYPES.includes(type)) return undefined;
  const allowed = KEYS_BY_TYPE[type];
  if (Object.keys(raw).some((k) => !allowed.includes(k))) return undefined;
  switch (type) {
    case 'COMPLETE_MILESTONE':
      return typeof raw.milestone_code === 'string'
        ? { type, milestone_code: raw.milestone_code }
        : undefined;
    case 'UPLOAD_DOCUMENT':
      return typeof raw.document_code === 'string' ? { type, document_code: raw.document_code } : undefined;
    default:
      return { type };
  }
}
