import type { FieldProblem } from '../common/errors/domain-error';
import { addDays, addMonths, isIsoDate, isoDay } from '../common/calendar';
import { hasVisibleText } from '../common/visible-text';
import type { MilestoneDefinition, Question } from '../workflow-template/workflow-template.types';

/** Longest accepted text answer (characters). */
export const MAX_TEXT_ANSWER = 2000;

/** A surrogate code unit that is not half of a pair (the `u` flag reads pairs as one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

const RELATIVE = /^today([+-]\d+)([dmy])$/;

/** Hours the earliest and the latest time zones on earth are behind and ahead of UTC. */
const ZONE_HOURS = { not_before: -12, not_after: 14 } as const;

/**
 * A template's date bound (`not_before` / `not_after`) as YYYY-MM-DD. "today" is the date somewhere on
 * earth now, in whichever time zone is kinder to the citizen: for `not_after` the latest (UTC+14, a day
 * ahead of UTC for ten hours), for `not_before` the earliest (UTC−12); a citizen anywhere may rightly
 * answer with their own today. "today-5y", "today+6m", "today+30d" move that date by whole years,
 * months or days; a month that lacks the day ends at its last day (31 January + 1m: 28 February).
 */
function dateBound(bound: string, side: keyof typeof ZONE_HOURS, now: Date): string {
  if (isIsoDate(bound)) return bound;
  const today = new Date(now.getTime() + ZONE_HOURS[side] * 3_600_000);
  const relative = RELATIVE.exec(bound);
  if (!relative) return isoDay(today);
  const [n, unit] = [Number(relative[1]), relative[2]];
  return isoDay(unit === 'd' ? addDays(today, n) : addMonths(today, unit === 'm' ? n : 12 * n));
}

function dateProblem(q: Question, value: unknown, now: Date): string | null {
  if (!isIsoDate(value)) return 'must be a date written YYYY-MM-DD';
  // YYYY-MM-DD strings compare as dates.
  const earliest = q.not_before && dateBound(q.not_before, 'not_before', now);
  if (earliest && value < earliest)
    return q.not_before === 'today' ? 'must not be in the past' : `must not be before ${earliest}`;
  const latest = q.not_after && dateBound(q.not_after, 'not_after', now);
  if (latest && value > latest)
    return q.not_after === 'today' ? 'must not be in the future' : `must not be after ${latest}`;
  return null;
}

/**
 * The answers of other milestones a date question is bound by, or binds (`not_before_answer`,
 * `not_after_answer`): by question key, with the question that was asked.
 */
export type OtherAnswers = ReadonlyMap<string, { question: Question; value: unknown }>;

/**
 * A date against the answers of other milestones, both ways: this answer against the earlier one it
 * names, and against every other answer that names this question (changing a date of death to after
 * the funeral is refused on the date of death).
 */
function answerBoundProblem(q: Question, value: string, others: OtherAnswers): string | null {
  const before = q.not_before_answer && others.get(q.not_before_answer)?.value;
  if (isIsoDate(before) && value < before) return `must not be before ${before}`;
  const after = q.not_after_answer && others.get(q.not_after_answer)?.value;
  if (isIsoDate(after) && value > after) return `must not be after ${after}`;
  for (const { question, value: other } of others.values()) {
    if (!isIsoDate(other)) continue;
    if (question.not_before_answer === q.key && value > other) return `must not be after ${other}`;
    if (question.not_after_answer === q.key && value < other) return `must not be before ${other}`;
  }
  return null;
}

function problemWith(q: Question, value: unknown, now: Date): string | null {
  const allowed = new Set((q.options ?? []).map((o) => o.value));
  switch (q.input_type) {
    case 'text':
      if (typeof value !== 'string') return 'must be a string';
      // Neither can be stored in PostgreSQL (jsonb): refuse them here rather than fail on insert.
      if (value.includes('\u0000')) return 'must not contain NUL characters';
      if (LONE_SURROGATE.test(value)) return 'must be well-formed Unicode text';
      if (q.required && !hasVisibleText(value)) return 'must not be empty';
      if (value.length > MAX_TEXT_ANSWER) return `must be at most ${MAX_TEXT_ANSWER} characters`;
      return null;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (q.integer && !Number.isInteger(value)) return 'must be a whole number';
      if (q.min !== undefined && value < q.min) return `must be at least ${q.min}`;
      if (q.max !== undefined && value > q.max) return `must be at most ${q.max}`;
      return null;
    case 'date':
      return dateProblem(q, value, now);
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'single_choice':
      return typeof value === 'string' && allowed.has(value)
        ? null
        : `must be one of: ${[...allowed].join(', ')}`;
    case 'multi_choice': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
        return 'must be a list of option values';
      const unknown = value.filter((v: string) => !allowed.has(v));
      if (unknown.length)
        return `has unknown options ${unknown.join(', ')}; allowed: ${[...allowed].join(', ')}`;
      if (new Set(value).size !== value.length) return 'must not repeat an option';
      const alone = q.options?.find((o) => o.exclusive && value.includes(o.value));
      if (alone && value.length > 1) return `must choose ${alone.value} alone`;
      if (q.required && value.length === 0) return 'must choose at least one option';
      return null;
    }
  }
}

/**
 * Checks answers against a milestone's questions (unknown keys, required, types, options, number and
 * date bounds; `now` decides what "today" is; `others`, the other milestones' answers, bound dates
 * that name one another) and
 * returns them as stored: only the milestone's keys, optional questions left empty (`null`) omitted.
 * Throws nothing: the caller turns problems into 422 ANSWERS_INVALID.
 */
export function checkAnswers(
  milestone: MilestoneDefinition,
  answers: Record<string, unknown>,
  now: Date,
  others: OtherAnswers = new Map(),
): { answers: Record<string, unknown>; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const known = new Map(milestone.questions.map((q) => [q.key, q]));
  for (const key of Object.keys(answers)) {
    if (!known.has(key))
      problems.push({ field: `answers.${key}`, message: 'is not a question of this milestone' });
  }
  const accepted: Record<string, unknown> = {};
  for (const q of milestone.questions) {
    const value = answers[q.key];
    if (value === undefined || value === null) {
      if (q.required) problems.push({ field: `answers.${q.key}`, message: 'is required' });
      continue;
    }
    const problem =
      problemWith(q, value, now) ??
      (q.input_type === 'date' && others.size ? answerBoundProblem(q, value as string, others) : null);
    if (problem) problems.push({ field: `answers.${q.key}`, message: problem });
    else accepted[q.key] = value;
  }
  return { answers: accepted, problems };
}
