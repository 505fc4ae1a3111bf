/**
 * The journey state machine, as pure functions (no NestJS, no TypeORM): given a pinned template
 * version, the facts of the intent, the milestones completed so far (with their answers) and the
 * redacted evidence, it computes the plan, the current milestone, progress and status, and the
 * result of completing a milestone or refreshing evidence. Spec §3 and DESIGN §5.
 *
 * Rules:
 * - A milestone applies when it is completed (completed milestones are always preserved) or when
 *   its `applies_when` rule holds over `{ facts, answers, evidence }`.
 * - The current milestone is the first applicable milestone (by position) not yet completed; none
 *   left means COMPLETED (current null, progress 100, completion time stored).
 * - BLOCKED (reason DOCUMENTS_MISSING) while the current milestone needs documents not in evidence.
 * - A milestone with required documents and no questions completes by itself, on creation and on
 *   evidence refresh, once its documents are there.
 * - Repeating the completion of the most recently completed milestone with the same answers changes
 *   nothing; with other answers it is refused (they are changed with changeAnswers).
 * - Changing the answers of a completed milestone (DESIGN §11) re-evaluates the journey: completed
 *   milestones whose rule no longer holds are withdrawn (their answers stay in the events), and a
 *   milestone that now applies before the current one becomes current.
 * - An evidence refresh that changes nothing is no change at all (no event, no activity).
 */
import { isDeepStrictEqual } from 'node:util';
import { evaluateRule } from '../workflow-template/template-rules';
import type {
  MilestoneDefinition,
  Question,
  RuleContext,
  WorkflowTemplateDefinition,
} from '../workflow-template/workflow-template.types';
import type { StoredJourney } from './journey.repository';
import {
  AnswersInvalidError,
  DocumentsMissingError,
  JourneyAlreadyCompletedError,
  MilestoneAnsweredDifferentlyError,
  MilestoneNotApplicableError,
  MilestoneNotCompletedError,
  MilestoneNotCurrentError,
  MilestoneNotFoundError,
  MilestoneSkipsAheadError,
} from './journey.errors';
import { checkAnswers, type OtherAnswers } from './milestone-answers';

export const JOURNEY_STATUSES = ['ACTIVE', 'BLOCKED', 'COMPLETED', 'CLOSED'] as const;
/** CLOSED is set by the citizen (DESIGN §16), never by the engine. */
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];
export const CLOSE_REASONS = ['NO_LONGER_NEEDED', 'DONE_ELSEWHERE', 'CREATED_BY_MISTAKE'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const MILESTONE_STATUSES = ['COMPLETED', 'CURRENT', 'UPCOMING'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const BLOCKED_REASONS = ['DOCUMENTS_MISSING'] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

export type JourneyEventKind =
  | 'JOURNEY_CREATED'
  | 'MILESTONE_COMPLETED'
  | 'EVIDENCE_REFRESHED'
  | 'JOURNEY_BLOCKED'
  | 'JOURNEY_UNBLOCKED'
  | 'JOURNEY_COMPLETED'
  | 'ANSWERS_CHANGED'
  | 'MILESTONE_WITHDRAWN'
  | 'JOURNEY_CLOSED'
  | 'SHARING_CONSENT_CHANGED';

export interface CompletedMilestone {
  code: string;
  answers: Record<string, unknown>;
  completedAt: Date;
  /** True when it completed by itself (document-only milestone with its documents present). */
  automatic: boolean;
}

/** Everything that is stored about a journey's progress. */
export interface JourneyState {
  facts: Record<string, unknown>;
  /** In completion order. */
  completed: CompletedMilestone[];
  /** Document codes present in the vault at the last evaluation (redacted evidence). */
  documents: string[];
}

/** The state of a stored journey: its facts, its redacted evidence and its completed milestones. */
export function stateOf({ journey, milestones }: StoredJourney): JourneyState {
  return {
    facts: journey.facts,
    documents: journey.evidenceDocuments,
    completed: milestones.map((m) => ({
      code: m.milestoneCode,
      answers: m.answers,
      completedAt: m.completedAt,
      automatic: m.automatic,
    })),
  };
}

export interface MilestoneView {
  definition: MilestoneDefinition;
  status: MilestoneStatus;
  /** Required document codes not in the evidence. */
  missingDocuments: string[];
}

export interface JourneyEvaluation {
  /** Applicable milestones in position order. */
  milestones: MilestoneView[];
  status: JourneyStatus;
  currentMilestoneCode: string | null;
  blockedReason: BlockedReason | null;
  /** Integer 0–100: completed applicable milestones over applicable milestones; 100 when COMPLETED. */
  progress: number;
}

export interface JourneyEventDraft {
  kind: JourneyEventKind;
  milestoneCode: string | null;
  at: Date;
  /** What the event keeps for the history: the answers replaced (ANSWERS_CHANGED) or withdrawn. */
  detail?: { answers: Record<string, unknown> };
}

export interface Transition {
  state: JourneyState;
  evaluation: JourneyEvaluation;
  events: JourneyEventDraft[];
  /** Set when this transition completed the journey. */
  completedAt: Date | null;
}

export type CompletionOutcome = { changed: false } | ({ changed: true } & Transition);

/** Answers milestone `code` of a journey: its completion, or a change of its answers. */
export type AnswerStep = (
  template: WorkflowTemplateDefinition,
  state: JourneyState,
  code: string,
  answers: Record<string, unknown>,
  now: Date,
) => CompletionOutcome;

/** What a template's rules read about a journey: its facts, each completed milestone's answers, its evidence. */
export function ruleContext(state: JourneyState): RuleContext {
  const answers: Record<string, Record<string, unknown>> = {};
  for (const c of state.completed) answers[c.code] = c.answers;
  return { facts: state.facts, answers, evidence: { documents: [...state.documents] } };
}

function byPosition(template: WorkflowTemplateDefinition): MilestoneDefinition[] {
  return [...template.milestones].sort((a, b) => a.position - b.position);
}

/** The plan and status of a journey in a given state. */
export function evaluate(template: WorkflowTemplateDefinition, state: JourneyState): JourneyEvaluation {
  const done = new Set(state.completed.map((c) => c.code));
  const present = new Set(state.documents);
  const context = ruleContext(state);
  const applicable = byPosition(template).filter(
    (m) => done.has(m.code) || evaluateRule(m.applies_when, context),
  );
  const current = applicable.find((m) => !done.has(m.code)) ?? null;
  const milestones = applicable.map<MilestoneView>((m) => ({
    definition: m,
    status: done.has(m.code) ? 'COMPLETED' : m === current ? 'CURRENT' : 'UPCOMING',
    missingDocuments: m.required_documents.map((d) => d.document_code).filter((code) => !present.has(code)),
  }));
  if (!current) {
    return {
      milestones,
      status: 'COMPLETED',
      currentMilestoneCode: null,
      blockedReason: null,
      progress: 100,
    };
  }
  const completedCount = milestones.filter((m) => m.status === 'COMPLETED').length;
  const blocked = milestones.find((m) => m.definition === current)!.missingDocuments.length > 0;
  return {
    milestones,
    status: blocked ? 'BLOCKED' : 'ACTIVE',
    currentMilestoneCode: current.code,
    blockedReason: blocked ? 'DOCUMENTS_MISSING' : null,
    progress: Math.floor((completedCount * 100) / milestones.length),
  };
}

function isDocumentOnly(m: MilestoneDefinition): boolean {
  return m.questions.length === 0 && m.required_documents.length > 0;
}

/** Completes document-only current milestones whose documents are present, one after another. */
function autoComplete(template: WorkflowTemplateDefinition, state: JourneyState, now: Date): JourneyState {
  let next = state;
  for (;;) {
    const evaluation = evaluate(template, next);
    const current = evaluation.milestones.find((m) => m.status === 'CURRENT');
    if (!current || !isDocumentOnly(current.definition) || current.missingDocuments.length) return next;
    next = {
      ...next,
      completed: [
        ...next.completed,
        { code: current.definition.code, answers: {}, completedAt: now, automatic: true },
      ],
    };
  }
}

/** Events describing the change from `before` to `after` (besides the triggering event). */
function changeEvents(
  before: { state: JourneyState; evaluation: JourneyEvaluation } | null,
  after: { state: JourneyState; evaluation: JourneyEvaluation },
  now: Date,
): JourneyEventDraft[] {
  const events: JourneyEventDraft[] = [];
  const already = new Set(before?.state.completed.map((c) => c.code));
  for (const c of after.state.completed) {
    if (!already.has(c.code)) events.push({ kind: 'MILESTONE_COMPLETED', milestoneCode: c.code, at: now });
  }
  const was = before?.evaluation.status ?? 'ACTIVE';
  const is = after.evaluation.status;
  if (
    is === 'BLOCKED' &&
    (was !== 'BLOCKED' || before?.evaluation.currentMilestoneCode !== after.evaluation.currentMilestoneCode)
  ) {
    events.push({ kind: 'JOURNEY_BLOCKED', milestoneCode: after.evaluation.currentMilestoneCode, at: now });
  }
  if (was === 'BLOCKED' && is !== 'BLOCKED') {
    events.push({
      kind: 'JOURNEY_UNBLOCKED',
      milestoneCode: before?.evaluation.currentMilestoneCode ?? null,
      at: now,
    });
  }
  if (is === 'COMPLETED' && was !== 'COMPLETED')
    events.push({ kind: 'JOURNEY_COMPLETED', milestoneCode: null, at: now });
  return events;
}

function transition(
  template: WorkflowTemplateDefinition,
  before: JourneyState | null,
  after: JourneyState,
  leading: JourneyEventDraft[],
  now: Date,
): Transition {
  const previous = before ? { state: before, evaluation: evaluate(template, before) } : null;
  const evaluation = evaluate(template, after);
  const events = [...leading, ...changeEvents(previous, { state: after, evaluation }, now)];
  const justCompleted = evaluation.status === 'COMPLETED' && previous?.evaluation.status !== 'COMPLETED';
  return { state: after, evaluation, events, completedAt: justCompleted ? now : null };
}

/** A new journey: nothing completed yet except document-only milestones whose documents are present. */
export function startJourney(
  template: WorkflowTemplateDefinition,
  facts: Record<string, unknown>,
  documents: string[],
  now: Date,
): Transition {
  const initial: JourneyState = { facts, completed: [], documents: [...new Set(documents)].sort() };
  const after = autoComplete(template, initial, now);
  return transition(template, null, after, [{ kind: 'JOURNEY_CREATED', milestoneCode: null, at: now }], now);
}

/**
 * The date answers of the other completed milestones, for the questions bound by one another's
 * answers (`not_before_answer`, `not_after_answer`); empty when the template has no such bound.
 */
function otherAnswers(template: WorkflowTemplateDefinition, state: JourneyState, code: string): OtherAnswers {
  const others = new Map<string, { question: Question; value: unknown }>();
  const bound = template.milestones.some((m) =>
    m.questions.some((q) => q.not_before_answer !== undefined || q.not_after_answer !== undefined),
  );
  if (!bound) return others;
  for (const c of state.completed) {
    if (c.code === code) continue;
    const definition = template.milestones.find((m) => m.code === c.code);
    for (const question of definition?.questions ?? [])
      if (question.input_type === 'date' && c.answers[question.key] !== undefined)
        others.set(question.key, { question, value: c.answers[question.key] });
  }
  return others;
}

/**
 * Completes milestone `code` with `answers`. Throws the domain errors of DESIGN §3; answers
 * `{ changed: false }` for the idempotent repeat of the most recently completed milestone.
 */
export const completeMilestone: AnswerStep = (template, state, code, answers, now) => {
  const definition = template.milestones.find((m) => m.code === code);
  if (!definition) throw new MilestoneNotFoundError(code);
  const last = state.completed.at(-1);
  if (last?.code === code) {
    const repeated = checkAnswers(definition, answers, now, otherAnswers(template, state, code));
    if (repeated.problems.length) throw new AnswersInvalidError(repeated.problems);
    if (isDeepStrictEqual(repeated.answers, last.answers)) return { changed: false };
    throw new MilestoneAnsweredDifferentlyError(code);
  }
  const evaluation = evaluate(template, state);
  const current = evaluation.milestones.find((m) => m.status === 'CURRENT');
  if (!current) throw new MilestoneNotCurrentError(code, null);
  const view = evaluation.milestones.find((m) => m.definition.code === code);
  if (!view) throw new MilestoneNotApplicableError(code);
  if (view.status === 'COMPLETED') throw new MilestoneNotCurrentError(code, current.definition.code);
  if (view.status === 'UPCOMING') throw new MilestoneSkipsAheadError(code, current.definition.code);
  if (view.missingDocuments.length) throw new DocumentsMissingError(definition, view.missingDocuments);
  const checked = checkAnswers(definition, answers, now, otherAnswers(template, state, code));
  if (checked.problems.length) throw new AnswersInvalidError(checked.problems);
  const after: JourneyState = {
    ...state,
    completed: [...state.completed, { code, answers: checked.answers, completedAt: now, automatic: false }],
  };
  return { changed: true, ...transition(template, state, after, [], now) };
};

/**
 * Re-evaluates with new redacted evidence: completed milestones are preserved, document-only
 * milestones whose documents are now present complete by themselves. The same documents and nothing
 * completed is no change (DESIGN §11: no event, not activity).
 */
export function refreshEvidence(
  template: WorkflowTemplateDefinition,
  state: JourneyState,
  documents: string[],
  now: Date,
): CompletionOutcome {
  const withEvidence: JourneyState = { ...state, documents: [...new Set(documents)].sort() };
  const after = autoComplete(template, withEvidence, now);
  if (
    isDeepStrictEqual(withEvidence.documents, [...new Set(state.documents)].sort()) &&
    after.completed.length === state.completed.length
  ) {
    return { changed: false };
  }
  return {
    changed: true,
    ...transition(
      template,
      state,
      after,
      [{ kind: 'EVIDENCE_REFRESHED', milestoneCode: null, at: now }],
      now,
    ),
  };
}

/**
 * Changes the answers of completed milestone `code` (DESIGN §11) and re-evaluates: completed
 * milestones whose `applies_when` no longer holds leave the plan (withdrawn, their answers kept in a
 * MILESTONE_WITHDRAWN event); a milestone that now applies before the current one becomes current
 * (evaluate picks the first applicable milestone not completed); document-only milestones complete
 * by themselves as usual. The same answers again change nothing.
 */
export const changeAnswers: AnswerStep = (template, state, code, answers, now) => {
  const definitions = new Map(template.milestones.map((m) => [m.code, m]));
  const definition = definitions.get(code);
  if (!definition) throw new MilestoneNotFoundError(code);
  if (evaluate(template, state).status === 'COMPLETED') throw new JourneyAlreadyCompletedError();
  const changed = state.completed.find((c) => c.code === code);
  if (!changed) throw new MilestoneNotCompletedError(code);
  // The answers on their own first: they decide which milestones stay in the plan.
  const own = checkAnswers(definition, answers, now, new Map());
  if (own.problems.length) throw new AnswersInvalidError(own.problems);
  if (isDeepStrictEqual(own.answers, changed.answers)) return { changed: false };

  let completed = state.completed.map((c) => (c === changed ? { ...c, answers: own.answers } : c));
  const withdrawn: CompletedMilestone[] = [];
  // Withdrawing one milestone removes its answers from the rules, which may withdraw another.
  for (;;) {
    const context = ruleContext({ ...state, completed });
    const stale = completed.find(
      (c) => c.code !== code && !evaluateRule(definitions.get(c.code)?.applies_when, context),
    );
    if (!stale) break;
    completed = completed.filter((c) => c !== stale);
    withdrawn.push(stale);
  }
  // Then the dates bounded by other answers, against the milestones that stay: a withdrawn
  // milestone's date bounds nothing any more.
  const checked = checkAnswers(
    definition,
    answers,
    now,
    otherAnswers(template, { ...state, completed }, code),
  );
  if (checked.problems.length) throw new AnswersInvalidError(checked.problems);

  const leading: JourneyEventDraft[] = [
    { kind: 'ANSWERS_CHANGED', milestoneCode: code, at: now, detail: { answers: changed.answers } },
  ];
  for (const stale of withdrawn)
    leading.push({
      kind: 'MILESTONE_WITHDRAWN',
      milestoneCode: stale.code,
      at: now,
      detail: { answers: stale.answers },
    });
  const after = autoComplete(template, { ...state, completed }, now);
  return { changed: true, ...transition(template, state, after, leading, now) };
};
