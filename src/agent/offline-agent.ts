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
  required_documents: { document_code: string; why: string; how_to_add: string; provided: boolean }[];
  /** The step's deadline (YYYY-MM-DD), its kind and text, and whether it has passed (DESIGN §16). */
  due_date?: string | null;
  due_kind?: 'LEGAL' | 'ADVISED' | null;
  due_text?: string | null;
  overdue?: boolean;
}

/** Everything an answer may rest on: the journey, its plan, and the redacted evidence of the vault. */
export interface AgentContext {
  journey: AgentJourney;
  milestones: readonly AgentMilestone[];
  /** Document codes now in the citizen's vault (redacted evidence). */
  vaultDocuments: ReadonlySet<string>;
}

export interface AgentAnswer {
  reply: string;
  actions: ActionIntent[];
}

const VIEW_PLAN: ActionIntent = { type: 'VIEW_PLAN' };
const REFRESH: ActionIntent = { type: 'REFRESH_EVIDENCE' };

const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

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
    ? { ...step, reply: step.reply + dueSentence(current) }
    : step;
}

function nextStepOnly(ctx: AgentContext): AgentAnswer {
  const { journey } = ctx;
  const current = currentMilestone(ctx);
  if (journey.status === 'COMPLETED' || !current) {
    return {
      reply: `Your journey "${journey.title}" is complete: every step is done and nothing else is needed.`,
      actions: [VIEW_PLAN],
    };
  }
  // `provided` is as of the journey's last evaluation; the vault now is what completion will check
  // (a document deleted since then must be uploaded again, not completed past).
  const toUpload = current.required_documents.filter((d) => !ctx.vaultDocuments.has(d.document_code));
  const waiting = current.required_documents.filter(
    (d) => !d.provided && ctx.vaultDocuments.has(d.document_code),
  );
  if (toUpload.length) {
    const needs = toUpload.map((d) => `your ${humanize(d.document_code)} (${d.why})`);
    return {
      reply:
        `Your current step is "${current.title}". It needs ${toUpload.length === 1 ? 'a document that is' : 'documents that are'} ` +
        `not in your vault yet: ${list(needs)}. Upload ${toUpload.length === 1 ? 'it' : 'them'} to your vault, then refresh your journey.`,
      actions: [
        ...toUpload.map((d): ActionIntent => ({ type: 'UPLOAD_DOCUMENT', document_code: d.document_code })),
        REFRESH,
      ],
    };
  }
  if (waiting.length) {
    return {
      reply:
        `Your vault already has your ${list(waiting.map((d) => humanize(d.document_code)))}, but your journey has not seen ` +
        `${waiting.length === 1 ? 'it' : 'them'} yet. Refresh your journey so "${current.title}" can go ahead.`,
      actions: [REFRESH],
    };
  }
  if (current.questions.length === 0) {
    return {
      reply: `Your current step "${current.title}" only needs documents, and they are there. Refresh your journey and it completes by itself.`,
      actions: [REFRESH],
    };
  }
  const asked = current.questions.map((q) => q.label);
  return {
    reply: `Your next step is "${current.title}": ${current.description} You will be asked: ${list(asked)}`,
    actions: [{ type: 'COMPLETE_MILESTONE', milestone_code: current.code }],
  };
}

/** "12 December 2026" for a YYYY-MM-DD date. */
function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** What a step's deadline means, in one sentence ("" when it has none). */
function dueSentence(m: AgentMilestone): string {
  if (!m.due_date) return '';
  const by = longDate(m.due_date);
  const must = m.due_kind === 'LEGAL' ? 'must' : 'should';
  return m.overdue
    ? ` "${m.title}" was due by ${by}: do it as soon as you can. ${m.due_text ?? ''}`.trimEnd()
    : ` You ${must} do "${m.title}" by ${by}. ${m.due_text ?? ''}`.trimEnd();
}

/** The next deadline of a step not done yet, from the plan (DESIGN §16). */
function deadline(ctx: AgentContext): AgentAnswer {
  const open = ctx.milestones
    .filter((m) => m.status !== 'COMPLETED' && m.due_date)
    .sort((a, b) => (a.due_date! < b.due_date! ? -1 : 1));
  if (ctx.journey.status === 'CLOSED' || ctx.journey.status === 'COMPLETED' || !open.length) {
    return {
      reply:
        ctx.journey.status === 'CLOSED' || ctx.journey.status === 'COMPLETED'
          ? `Your journey "${ctx.journey.title}" is finished, so nothing is due.`
          : 'None of your next steps has a deadline we know of yet. Some dates appear once you answer the first questions.',
      actions: [VIEW_PLAN],
    };
  }
  const [first, ...rest] = open;
  const more = rest.length
    ? ` After that: ${list(rest.map((m) => `"${m.title}" by ${longDate(m.due_date!)}`))}.`
    : '';
  return { reply: `${dueSentence(first).trim()}${more}`, actions: [VIEW_PLAN] };
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
        reply:
          `Your ${humanize(intent.documentCode)} is needed for ${list(users.map((m) => `"${m.title}"`))}: ${found.document.why}` +
          (inVault ? ' It is already in your vault.' : ''),
        actions: inVault ? [VIEW_PLAN] : [{ type: 'UPLOAD_DOCUMENT', document_code: intent.documentCode }],
      };
    }
  }
  const milestone =
    ctx.milestones.find((m) => m.code === intent.milestoneCode) ??
    (intent.milestoneCode ? undefined : currentMilestone(ctx));
  if (milestone) {
    return {
      reply:
        `"${milestone.title}" is in your plan: ${milestone.why_applies}. ${milestone.description}`.replace(
          /\.\./g,
          '.',
        ),
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
      reply:
        `${found.document.how_to_add} Upload it to your vault as document code "${code}" (PDF, PNG or JPEG), ` +
        'then refresh your journey so it takes the document into account.',
      actions: [{ type: 'UPLOAD_DOCUMENT', document_code: code }, REFRESH],
    };
  }
  const all = [
    ...new Set(ctx.milestones.flatMap((m) => m.required_documents.map((d) => humanize(d.document_code)))),
  ];
  return {
    reply: all.length
      ? `I don't know that one. I can only help with the documents your plan asks for: ${list(all)}.`
      : "I don't know that one: your plan does not ask for any documents.",
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
      reply: `You have finished "${journey.title}": all ${milestones.length} steps are done (100%).`,
      actions: [VIEW_PLAN],
    };
  }
  const current = currentMilestone(ctx);
  const blocked =
    journey.status === 'BLOCKED'
      ? ' It is waiting for documents: upload them, then refresh your journey.'
      : '';
  return {
    reply:
      `You are ${journey.progress}% through "${journey.title}": ${done} of ${milestones.length} steps done.` +
      (current ? ` Your current step is "${current.title}".` : '') +
      blocked,
    actions: [VIEW_PLAN],
  };
}

function help(ctx: AgentContext): AgentAnswer {
  return {
    reply:
      `I can help with your journey "${ctx.journey.title}": ask me what to do next, why you need a document or a step, ` +
      'how to add a document, or how far you are.',
    actions: [VIEW_PLAN],
  };
}

function dontKnow(ctx: AgentContext): AgentAnswer {
  return {
    reply:
      `I don't know. I can only answer from your journey "${ctx.journey.title}" and its plan: ` +
      'what to do next, why you need a document or a step, how to add a document, and how far you are.',
    actions: [VIEW_PLAN],
  };
}
