import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { longDate } from '../common/i18n/dates';
import { agentText, type AgentMessageId } from '../common/i18n/messages';
import type { MessageValues } from '../common/i18n/problem-catalogue';
import type { BlockedReason, JourneyStatus, MilestoneStatus } from '../journey/journey-engine';
import type { ActionIntent } from './agent-actions';
import { humanize } from './agent-actions';
import type { MessageIntent } from './message-intent';

/** The journey as the agent sees it (DESIGN §5 shapes, only the fields it grounds its answers in). */
export interface AgentJourney {
  id: string;
  status: JourneyStatus;
  title: string;
  current_milestone_code: string | null;
  progress: number;
  blocked_reason: BlockedReason | null;
}

export interface AgentMilestone {
  code: string;
  title: string;
  description: string;
  position: number;
  status: MilestoneStatus;
  why_applies: string;
  questions: { key: string; label: string; required: boolean }[];
  required_documents: {
    document_code: string;
    /** What the citizen calls it, in the answer's language: replies name documents so, never by code. */
    name: string;
    why: string;
    how_to_add: string;
    provided: boolean;
  }[];
  /** The step's deadline (YYYY-MM-DD), its kind and text, and whether it has passed (DESIGN §16). */
  due_date?: string | null;
  due_kind?: 'LEGAL' | 'ADVISED' | null;
  due_text?: string | null;
  overdue?: boolean;
  /** The first day the step can be done (YYYY-MM-DD) and what it means, for a step that opens on a date. */
  opens_on?: string;
  opens_text?: string;
}

/** Everything an answer may rest on: the journey, its plan, and the redacted evidence of the vault. */
export interface AgentContext {
  journey: AgentJourney;
  milestones: readonly AgentMilestone[];
  /** Document codes now in the citizen's vault (redacted evidence). */
  vaultDocuments: ReadonlySet<string>;
  /** The language of the answer (DESIGN §17); the journey and plan texts are already in it. */
  locale?: Locale;
}

export interface AgentAnswer {
  reply: string;
  actions: ActionIntent[];
}

const VIEW_PLAN: ActionIntent = { type: 'VIEW_PLAN' };
const REFRESH: ActionIntent = { type: 'REFRESH_EVIDENCE' };

/** A sentence of the agent catalogue in the answer's language. */
const say = (ctx: AgentContext, id: AgentMessageId, values?: MessageValues) =>
  agentText(id, ctx.locale ?? DEFAULT_LOCALE, values);

/** Sentences joined into one reply (a sentence may be empty: it is left out). */
const sentences = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** "a, b and c" in the answer's language. */
function list(ctx: AgentContext, items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : say(ctx, 'list.and', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

/**
 * What a document is called in the answer's language: its name in the plan (the template's, already
 * translated), never its code. A code the plan does not hold is read as words.
 */
export function documentName(ctx: Pick<AgentContext, 'milestones'>, code: string): string {
  for (const m of ctx.milestones)
    for (const d of m.required_documents) if (d.document_code === code) return d.name;
  return humanize(code);
}

const nameOf = documentName;

function currentMilestone(ctx: AgentContext): AgentMilestone | undefined {
  return ctx.milestones.find((m) => m.code === ctx.journey.current_milestone_code);
}

/** The offline, grounded agent: answers only from the journey's plan and state, plainly says when it cannot. */
export function answer(ctx: AgentContext, intent: MessageIntent): AgentAnswer {
  switch (intent.kind) {
    case 'NEXT_STEP':
      return nextStep(ctx);
    case 'WHY':
      return why(ctx, intent);
    case 'HOW_TO_ADD':
      return howToAdd(ctx, intent);
    case 'PROGRESS':
      return progress(ctx);
    case 'DEADLINE':
      return deadline(ctx);
    case 'HELP':
      return help(ctx);
    default:
      if (intent.documentCode) return why(ctx, intent);
      if (intent.milestoneCode) return why(ctx, intent);
      return dontKnow(ctx);
  }
}

/** The next step, and its deadline when it has one. */
function nextStep(ctx: AgentContext): AgentAnswer {
  const step = nextStepOnly(ctx);
  const current = currentMilestone(ctx);
  return current && ctx.journey.status !== 'COMPLETED'
    ? { ...step, reply: sentences(step.reply, dueSentence(ctx, current)) }
    : step;
}

function nextStepOnly(ctx: AgentContext): AgentAnswer {
  const { journey } = ctx;
  const current = currentMilestone(ctx);
  if (journey.status === 'COMPLETED' || !current) {
    return { reply: say(ctx, 'next.complete', { title: journey.title }), actions: [VIEW_PLAN] };
  }
  // `provided` is as of the journey's last evaluation; the vault now is what completion will check
  // (a document deleted since then must be uploaded again, not completed past).
  const toUpload = current.required_documents.filter((d) => !ctx.vaultDocuments.has(d.document_code));
  const waiting = current.required_documents.filter(
    (d) => !d.provided && ctx.vaultDocuments.has(d.document_code),
  );
  if (toUpload.length) {
    const needs = toUpload.map((d) =>
      say(ctx, 'document.needed', { name: nameOf(ctx, d.document_code), why: d.why }),
    );
    return {
      reply: say(ctx, 'next.upload', {
        step: current.title,
        count: toUpload.length,
        documents: list(ctx, needs),
      }),
      actions: [
        ...toUpload.map((d): ActionIntent => ({ type: 'UPLOAD_DOCUMENT', document_code: d.document_code })),
        REFRESH,
      ],
    };
  }
  if (waiting.length) {
    return {
      reply: say(ctx, 'next.refresh', {
        documents: list(
          ctx,
          waiting.map((d) => nameOf(ctx, d.document_code)),
        ),
        count: waiting.length,
        step: current.title,
      }),
      actions: [REFRESH],
    };
  }
  if (current.questions.length === 0) {
    return { reply: say(ctx, 'next.documents_only', { step: current.title }), actions: [REFRESH] };
  }
  return {
    reply: say(ctx, 'next.questions', {
      step: current.title,
      description: current.description,
      questions: list(
        ctx,
        current.questions.map((q) => q.label),
      ),
    }),
    actions: [{ type: 'COMPLETE_MILESTONE', milestone_code: current.code }],
  };
}

/** What a step's deadline means, or from when it can be done ("" when it has neither). */
function dueSentence(ctx: AgentContext, m: AgentMilestone): string {
  if (!m.due_date)
    return m.opens_on
      ? sentences(
          say(ctx, 'opens.from', { step: m.title, date: longDate(m.opens_on, ctx.locale) }),
          m.opens_text ?? '',
        )
      : '';
  const date = longDate(m.due_date, ctx.locale);
  return sentences(
    m.overdue
      ? say(ctx, 'due.overdue', { step: m.title, date })
      : say(ctx, 'due.by', { step: m.title, date, kind: m.due_kind === 'LEGAL' ? 'LEGAL' : 'ADVISED' }),
    m.due_text ?? '',
  );
}

/** The next deadline of a step not done yet, from the plan (DESIGN §16). */
function deadline(ctx: AgentContext): AgentAnswer {
  const open = ctx.milestones
    .filter((m) => m.status !== 'COMPLETED' && m.due_date)
    .sort((a, b) => (a.due_date! < b.due_date! ? -1 : 1));
  const finished = ctx.journey.status === 'CLOSED' || ctx.journey.status === 'COMPLETED';
  // No deadline, but a step that opens on a day: say when (it is what "when can I …" asks).
  const opening = ctx.milestones
    .filter((m) => m.status !== 'COMPLETED' && m.opens_on)
    .sort((a, b) => (a.opens_on! < b.opens_on! ? -1 : 1))[0];
  if (!finished && !open.length && opening)
    return {
      reply: sentences(say(ctx, 'deadline.none_yet'), dueSentence(ctx, opening)),
      actions: [VIEW_PLAN],
    };
  if (finished || !open.length) {
    return {
      reply: finished
        ? say(ctx, 'deadline.finished', { title: ctx.journey.title })
        : say(ctx, 'deadline.none'),
      actions: [VIEW_PLAN],
    };
  }
  const [first, ...rest] = open;
  const more = rest.length
    ? say(ctx, 'deadline.after', {
        steps: list(
          ctx,
          rest.map((m) =>
            say(ctx, 'deadline.step', { step: m.title, date: longDate(m.due_date!, ctx.locale) }),
          ),
        ),
      })
    : '';
  return { reply: sentences(dueSentence(ctx, first), more), actions: [VIEW_PLAN] };
}

function documentIn(ctx: AgentContext, code: string) {
  for (const m of ctx.milestones) {
    const d = m.required_documents.find((r) => r.document_code === code);
    if (d) return { milestone: m, document: d };
  }
  return undefined;
}

function why(ctx: AgentContext, intent: MessageIntent): AgentAnswer {
  if (intent.documentCode) {
    const found = documentIn(ctx, intent.documentCode);
    if (found) {
      const users = ctx.milestones.filter((m) =>
        m.required_documents.some((r) => r.document_code === intent.documentCode),
      );
      const inVault = ctx.vaultDocuments.has(intent.documentCode);
      return {
        reply: sentences(
          say(ctx, 'why.document', {
            name: nameOf(ctx, intent.documentCode),
            steps: list(
              ctx,
              users.map((m) => `"${m.title}"`),
            ),
            why: found.document.why,
          }),
          inVault ? say(ctx, 'why.in_vault') : '',
        ),
        actions: inVault ? [VIEW_PLAN] : [{ type: 'UPLOAD_DOCUMENT', document_code: intent.documentCode }],
      };
    }
  }
  const milestone =
    ctx.milestones.find((m) => m.code === intent.milestoneCode) ??
    (intent.milestoneCode ? undefined : currentMilestone(ctx));
  if (milestone) {
    return {
      reply: say(ctx, 'why.step', {
        step: milestone.title,
        why: milestone.why_applies,
        description: milestone.description,
      }).replace(/\.\./g, '.'),
      actions: [VIEW_PLAN],
    };
  }
  return dontKnow(ctx);
}

function howToAdd(ctx: AgentContext, intent: MessageIntent): AgentAnswer {
  const code = intent.documentCode ?? soleMissingDocument(ctx);
  const found = code ? documentIn(ctx, code) : undefined;
  if (found && code) {
    return {
      reply: say(ctx, 'how.document', { how: found.document.how_to_add }),
      actions: [{ type: 'UPLOAD_DOCUMENT', document_code: code }, REFRESH],
    };
  }
  const all = [
    ...new Set(ctx.milestones.flatMap((m) => m.required_documents.map((d) => nameOf(ctx, d.document_code)))),
  ];
  return {
    reply: all.length ? say(ctx, 'how.unknown', { documents: list(ctx, all) }) : say(ctx, 'how.no_documents'),
    actions: [VIEW_PLAN],
  };
}

function soleMissingDocument(ctx: AgentContext): string | undefined {
  const missing =
    currentMilestone(ctx)?.required_documents.filter((d) => !ctx.vaultDocuments.has(d.document_code)) ?? [];
  return missing.length === 1 ? missing[0].document_code : undefined;
}

function progress(ctx: AgentContext): AgentAnswer {
  const { journey, milestones } = ctx;
  const done = milestones.filter((m) => m.status === 'COMPLETED').length;
  if (journey.status === 'COMPLETED') {
    return {
      reply: say(ctx, 'progress.finished', { title: journey.title, total: milestones.length }),
      actions: [VIEW_PLAN],
    };
  }
  const current = currentMilestone(ctx);
  return {
    reply: sentences(
      say(ctx, 'progress.through', {
        percent: journey.progress,
        title: journey.title,
        done,
        total: milestones.length,
      }),
      current ? say(ctx, 'progress.current', { step: current.title }) : '',
      journey.status === 'BLOCKED' ? say(ctx, 'progress.blocked') : '',
    ),
    actions: [VIEW_PLAN],
  };
}

function help(ctx: AgentContext): AgentAnswer {
  return { reply: say(ctx, 'help', { title: ctx.journey.title }), actions: [VIEW_PLAN] };
}

function dontKnow(ctx: AgentContext): AgentAnswer {
  return { reply: say(ctx, 'dont_know', { title: ctx.journey.title }), actions: [VIEW_PLAN] };
}
