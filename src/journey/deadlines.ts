import { addDays, addMonths, endOfMonth, isoDay } from '../common/calendar';
import type {
  DayReckoning,
  DueKind,
  RuleContext,
  WorkflowTemplateDefinition,
} from '../workflow-template/workflow-template.types';
import { evaluateRule } from '../workflow-template/template-rules';
import { type JourneyEvaluation, type JourneyState, ruleContext } from './journey-engine';

/** A milestone's deadline on a given day (DESIGN §16). Dates are calendar days, YYYY-MM-DD, UTC. */
export interface MilestoneDue {
  dueDate: string;
  kind: DueKind;
  text: string;
  overdue: boolean;
}

/** YYYY-MM-DD of a Date (UTC), or of a date answer/fact as given. */
export function calendarDay(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : isoDay(value);
}

/** The last calendar day a date written YYYY-MM-DD can name. */
const LAST_DAY = '9999-12-31';

/**
 * The day a deadline or an opening falls on, counted from `day` as `due` (or `opens`) says: `days` or
 * calendar `months` after it (from the end of its month with `from_end_of_month`), then to the end of
 * the month reached with `to_end_of_month`. A date answer near the end of year 9999 would give a day
 * past what YYYY-MM-DD can write (toISOString says "+010000-…"): it is shown as the last day there is.
 */
function dueDay(day: string, due: DayReckoning): string | null {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  let date = new Date(time);
  if (due.from_end_of_month) date = endOfMonth(date);
  date = due.months !== undefined ? addMonths(date, due.months) : addDays(date, due.days ?? 0);
  if (due.to_end_of_month) date = endOfMonth(date);
  return date.getUTCFullYear() > 9999 ? LAST_DAY : isoDay(date);
}

/** The date a `due.from` names in this state, or null when it is not known yet. */
function startOf(from: string, state: JourneyState, createdAt: Date): string | null {
  const [source, key] = from.split(':');
  if (source === 'journey_created') return calendarDay(createdAt);
  if (source === 'fact') {
    const value = state.facts[key];
    return typeof value === 'string' ? calendarDay(value) : null;
  }
  if (source === 'answer') {
    // The latest completed milestone that answered the key.
    for (const c of [...state.completed].reverse()) {
      const value = c.answers[key];
      if (typeof value === 'string') return calendarDay(value);
    }
    // Not answered yet: a fact of the same key (told in the first message) stands in.
    const fact = state.facts[key];
    return typeof fact === 'string' ? calendarDay(fact) : null;
  }
  const done = state.completed.find((c) => c.code === key);
  return done ? calendarDay(done.completedAt) : null;
}

/**
 * The deadline of each applicable milestone that declares one, whose start date is known and whose
 * `due.applies_when` (if any) holds.
 * A completed milestone keeps its date but is never overdue. Far past or future dates are shown as
 * they are (never an error).
 */
export function deadlines(
  template: WorkflowTemplateDefinition,
  state: JourneyState,
  evaluation: JourneyEvaluation,
  createdAt: Date,
  today: Date,
): Map<string, MilestoneDue> {
  const day = calendarDay(today);
  const result = new Map<string, MilestoneDue>();
  let context: RuleContext | undefined;
  for (const { definition: m, status } of evaluation.milestones) {
    if (!m.due) continue;
    if (
      m.due.applies_when !== undefined &&
      !evaluateRule(m.due.applies_when, (context ??= ruleContext(state)))
    )
      continue;
    const start = startOf(m.due.from, state, createdAt);
    const dueDate = start === null ? null : dueDay(start, m.due);
    if (dueDate === null) continue;
    result.set(m.code, {
      dueDate,
      kind: m.due.kind,
      text: m.due.text,
      overdue: status !== 'COMPLETED' && dueDate < day,
    });
  }
  return result;
}

/** The first day a step can be done (a template's `opens`): not a deadline, never overdue, no reminder. */
export interface MilestoneOpening {
  opensOn: string;
  text: string;
}

/**
 * The first day each applicable milestone that declares `opens` can be done, where its start date is
 * known ("You can ask for the final order from 6 weeks and 1 day after the conditional order").
 */
export function openings(
  state: JourneyState,
  evaluation: JourneyEvaluation,
  createdAt: Date,
): Map<string, MilestoneOpening> {
  const result = new Map<string, MilestoneOpening>();
  for (const { definition: m } of evaluation.milestones) {
    if (!m.opens) continue;
    const start = startOf(m.opens.from, state, createdAt);
    const opensOn = start === null ? null : dueDay(start, m.opens);
    if (opensOn !== null) result.set(m.code, { opensOn, text: m.opens.text });
  }
  return result;
}

/** The earliest due date among milestones not completed yet (null when none). */
export function nextDueDate(dues: Map<string, MilestoneDue>, evaluation: JourneyEvaluation): string | null {
  const open = new Set(
    evaluation.milestones.filter((m) => m.status !== 'COMPLETED').map((m) => m.definition.code),
  );
  let next: string | null = null;
  for (const [code, due] of dues)
    if (open.has(code) && (next === null || due.dueDate < next)) next = due.dueDate;
  return next;
}
