import type { Schemas } from '@citizen-journey/sdk';
import type { FieldError } from './web';

export type Question = Schemas['PlanQuestionDto'];
export type Answer = string | number | boolean | string[];

/** A message key with its values, for one field. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  return (Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : '').trim();
};

/** A Day / Month / Year date input: its parts as typed, and YYYY-MM-DD when they make a real date. */
export function readDate(
  body: Record<string, unknown>,
  name: string,
): {
  parts: { day: string; month: string; year: string };
  iso?: string;
  problem?: 'empty' | 'incomplete' | 'unreal';
} {
  const parts = {
    day: text(body, `${name}-day`),
    month: text(body, `${name}-month`),
    year: text(body, `${name}-year`),
  };
  if (!parts.day && !parts.month && !parts.year) return { parts, problem: 'empty' };
  if (!parts.day || !parts.month || !parts.year) return { parts, problem: 'incomplete' };
  if (![parts.day, parts.month, parts.year].every((p) => /^\d+$/.test(p)) || parts.year.length !== 4)
    return { parts, problem: 'unreal' };
  const [d, m, y] = [Number(parts.day), Number(parts.month), Number(parts.year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return { parts, problem: 'unreal' };
  return { parts, iso: `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}` };
}

/** Date parts of a stored YYYY-MM-DD answer, to fill a date input. */
export function dateParts(value: unknown): { day: string; month: string; year: string } {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m
    ? { day: String(Number(m[3])), month: String(Number(m[2])), year: m[1] }
    : { day: '', month: '', year: '' };
}

/**
 * The answer to one question from its form (the field is named after the question key; a date is
 * three fields), checked the way the service will check it, with a message in citizen words. An
 * optional question left empty answers `undefined`.
 */
export function readAnswer(
  q: Question,
  body: Record<string, unknown>,
): { value?: Answer; typed: unknown; error?: Message } {
  const label = q.label;
  switch (q.input_type) {
    case 'text': {
      const typed = text(body, 'answer');
      if (!typed)
        return q.required ? { typed, error: { key: 'answer.enterText', values: { label } } } : { typed };
      if (typed.length > 2000)
        return { typed, error: { key: 'answer.tooLong', values: { label, max: 2000 } } };
      return { value: typed, typed };
    }
    case 'number': {
      const typed = text(body, 'answer');
      if (!typed)
        return q.required ? { typed, error: { key: 'answer.enterNumber', values: { label } } } : { typed };
      const n = Number(typed.replace(/[,\s£]/g, ''));
      if (!Number.isFinite(n)) return { typed, error: { key: 'answer.notNumber', values: { label } } };
      if (q.integer && !Number.isInteger(n))
        return { typed, error: { key: 'answer.wholeNumber', values: { label } } };
      if (q.min !== undefined && n < q.min)
        return { typed, error: { key: 'answer.atLeast', values: { label, min: q.min } } };
      if (q.max !== undefined && n > q.max)
        return { typed, error: { key: 'answer.atMost', values: { label, max: q.max } } };
      return { value: n, typed };
    }
    case 'date': {
      const date = readDate(body, 'answer');
      if (date.problem === 'empty')
        return q.required
          ? { typed: date.parts, error: { key: 'answer.enterDate', values: { label } } }
          : { typed: date.parts };
      if (date.problem === 'incomplete')
        return { typed: date.parts, error: { key: 'answer.dateIncomplete', values: { label } } };
      if (date.problem === 'unreal')
        return { typed: date.parts, error: { key: 'answer.realDate', values: { label } } };
      return { value: date.iso, typed: date.parts };
    }
    case 'boolean': {
      const typed = text(body, 'answer');
      if (typed !== 'true' && typed !== 'false')
        return q.required ? { typed, error: { key: 'answer.chooseYesNo', values: { label } } } : { typed };
      return { value: typed === 'true', typed };
    }
    case 'single_choice': {
      const typed = text(body, 'answer');
      if (!(q.options ?? []).some((o) => o.value === typed))
        return q.required || typed
          ? { typed, error: { key: 'answer.chooseOne', values: { label } } }
          : { typed };
      return { value: typed, typed };
    }
    case 'multi_choice': {
      const raw = body.answer;
      const typed = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
      const allowed = new Set((q.options ?? []).map((o) => o.value));
      const chosen = [...new Set(typed.filter((v) => allowed.has(v)))];
      if (chosen.length === 0)
        return q.required
          ? { typed, error: { key: 'answer.chooseAtLeastOne', values: { label } } }
          : { typed };
      return { value: chosen, typed };
    }
  }
}

/**
 * The service's field messages the web app turns into its own words, in each language the service
 * answers in (it is asked in the citizen's): English and Welsh (src/common/i18n/locales/<lang>/fields.json;
 * test/forms.spec.ts reads them from there, so a changed text fails the test).
 */
const SERVICE_MESSAGES = {
  future: /in the future|yn y dyfodol/,
  past: /in the past|yn y gorffennol/,
  before: /(?:before|cyn) (\d{4}-\d{2}-\d{2})/,
  after: /(?:after|ar ôl) (\d{4}-\d{2}-\d{2})/,
  alone: /^(?:must choose (\S+) alone|rhaid dewis (\S+) ar ei ben ei hun)$/,
};

/**
 * Another answer of the journey a date is bound by (`not_before_answer`, `not_after_answer`, either
 * way round): the date may not be before it (`Before`) or after it (`After`).
 */
export interface BoundingAnswer {
  label: string;
  value: unknown;
  side: 'Before' | 'After';
}

/**
 * The answers given to the questions `q` is bound by or that are bound by it (a funeral by the death,
 * and the death by the funeral), from the plan's steps and their answers.
 */
export function boundingAnswers(
  q: Question,
  steps: readonly { questions: readonly Question[]; answers?: Record<string, unknown> | null }[],
): BoundingAnswer[] {
  const found: BoundingAnswer[] = [];
  for (const step of steps)
    for (const other of step.questions) {
      if (other.key === q.key) continue;
      // A lower bound: q names it as not_before_answer, or it names q as not_after_answer.
      const side =
        other.key === q.not_before_answer || other.not_after_answer === q.key
          ? 'Before'
          : other.key === q.not_after_answer || other.not_before_answer === q.key
            ? 'After'
            : undefined;
      const value = step.answers?.[other.key];
      if (side && value !== undefined) found.push({ label: other.label, value, side });
    }
  return found;
}

/**
 * The service's reason an answer was refused (ANSWERS_INVALID), in citizen words: the date bounds a
 * plan does not expose are read from its message, and a bound that is another answer's date is named
 * by that answer's question (`bounding`); anything else asks the citizen to check the answer.
 */
export function serviceAnswerError(
  q: Question,
  message: string,
  longDate: (iso: string) => string,
  bounding: readonly BoundingAnswer[] = [],
): Message {
  const label = q.label;
  if (SERVICE_MESSAGES.future.test(message)) return { key: 'answer.notFuture', values: { label } };
  if (SERVICE_MESSAGES.past.test(message)) return { key: 'answer.notPast', values: { label } };
  for (const [side, pattern] of [
    ['Before', SERVICE_MESSAGES.before],
    ['After', SERVICE_MESSAGES.after],
  ] as const) {
    const matched = pattern.exec(message);
    if (!matched) continue;
    const date = longDate(matched[1]);
    const other = bounding.find((b) => b.side === side && b.value === matched[1]);
    return other
      ? { key: `answer.not${side}Answer`, values: { label, date, other: other.label } }
      : { key: `answer.not${side}`, values: { label, date } };
  }
  // "None of these" beside another option: named by its words, never its code.
  const matched = SERVICE_MESSAGES.alone.exec(message);
  const alone = matched && [matched[0], matched[1] ?? matched[2]];
  const option = alone && q.options?.find((o) => o.value === alone[1]);
  if (option) return { key: 'answer.chooseAlone', values: { label, option: option.label } };
  return { key: 'answer.check', values: { label } };
}

/** The id of the input an error on `field` links to (the first of a date's three). */
export const inputId = (field: string, type?: string): string => (type === 'date' ? `${field}-day` : field);

export function fieldError(field: string, message: Message, type?: string): FieldError {
  return { field, href: `#${inputId(field, type)}`, key: message.key, values: message.values };
}

/** An answer as the check-your-answers page shows it: option labels, Yes/No, a long date. */
export function answerText(
  q: Question,
  value: unknown,
  t: (key: string) => string,
  longDate: (iso: string) => string,
): string {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0))
    return t('answer.notAnswered');
  if (q.input_type === 'boolean') return value ? t('common.yes') : t('common.no');
  if (q.input_type === 'date' && typeof value === 'string') return longDate(value);
  const label = (v: unknown) => q.options?.find((o) => o.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(label).join(', ');
  return label(value);
}
