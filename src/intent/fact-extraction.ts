import type { FactDeclaration } from '../workflow-template/workflow-template.types';

/**
 * Extracts the facts a template declares from a citizen's message, using each fact's `cues`:
 * - boolean: a cue phrase in the message makes it true (unless just negated: "no kids");
 * - number: a count right before a cue noun ("two kids", "3 children"; "no children" is 0);
 * - date: a date right after a cue ("born on 2 March", "last day is 2026-04-30"), written YYYY-MM-DD;
 *   a date without a year takes the year of `today`; "today", "yesterday" and "tomorrow" count.
 * Deterministic, offline; facts not stated are left out.
 */
export type FactValue = boolean | number | string;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH = `(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)}|t)?`).join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4})';
const NUMBER_WORDS: Record<string, number> = {
  no: 0,
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const NEGATIONS = /\b(no|not|without|never|don't|do not|doesn't|haven't|have not|isn't|wasn't)\s+(\w+\s+)?$/;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function normalize(message: string): string {
  return message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return undefined;
  return d.toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m !== null && isoDate(Number(m[1]), Number(m[2]), Number(m[3])) === value;
}

function monthNumber(name: string): number {
  return MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3))) + 1;
}

/** A date at the very start of `text` (after optional "the"/"of"), or undefined. */
export function leadingDate(text: string, today: Date): string | undefined {
  const t = text.toLowerCase().replace(/^\s*(?:on\s+)?(?:the\s+)?/, '');
  const thisYear = today.getUTCFullYear();
  let m = new RegExp(`^(\\d{4})-(\\d{2})-(\\d{2})\\b`).exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = new RegExp(`^${DAY}(?:\\s+of)?\\s+${MONTH}(?:,?\\s+${YEAR})?\\b`).exec(t);
  if (m) return isoDate(m[3] ? Number(m[3]) : thisYear, monthNumber(m[2]), Number(m[1]));
  m = new RegExp(`^${MONTH}\\s+${DAY}(?:,?\\s+${YEAR})?\\b`).exec(t);
  if (m) return isoDate(m[3] ? Number(m[3]) : thisYear, monthNumber(m[1]), Number(m[2]));
  const relative: Record<string, number> = { today: 0, yesterday: -1, tomorrow: 1 };
  m = /^(today|yesterday|tomorrow)\b/.exec(t);
  if (m) return new Date(today.getTime() + relative[m[1]] * 86_400_000).toISOString().slice(0, 10);
  return undefined;
}

function cueIndexes(text: string, cue: string): number[] {
  const re = new RegExp(`(?<![\\w'])${escape(cue.toLowerCase())}(?![\\w'])`, 'g');
  return [...text.matchAll(re)].map((m) => m.index);
}

function extractBoolean(text: string, fact: FactDeclaration): boolean | undefined {
  for (const cue of fact.cues) {
    for (const at of cueIndexes(text, cue)) {
      if (!NEGATIONS.test(text.slice(Math.max(0, at - 30), at))) return true;
    }
  }
  return undefined;
}

function extractNumber(text: string, fact: FactDeclaration): number | undefined {
  const words = Object.keys(NUMBER_WORDS).join('|');
  for (const cue of fact.cues) {
    const re = new RegExp(
      `(?<![\\w'])(\\d{1,3}|${words})\\s+(?:\\w+\\s+)?${escape(cue.toLowerCase())}(?![\\w'])`,
      'g',
    );
    for (const m of text.matchAll(re)) {
      const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
      if (n !== undefined) return n;
    }
  }
  return undefined;
}

function extractDate(text: string, fact: FactDeclaration, today: Date): string | undefined {
  // Longer cues first, so "born on" wins over "born".
  for (const cue of [...fact.cues].sort((a, b) => b.length - a.length)) {
    for (const at of cueIndexes(text, cue)) {
      const date = leadingDate(text.slice(at + cue.length), today);
      if (date) return date;
    }
  }
  return undefined;
}

export function extractFacts(
  message: string,
  facts: readonly FactDeclaration[],
  today: Date,
): Record<string, FactValue> {
  const text = normalize(message);
  const out: Record<string, FactValue> = {};
  for (const fact of facts) {
    const value =
      fact.type === 'boolean'
        ? extractBoolean(text, fact)
        : fact.type === 'number'
          ? extractNumber(text, fact)
          : fact.type === 'date'
            ? extractDate(text, fact, today)
            : undefined;
    if (value !== undefined) out[fact.key] = value;
  }
  return out;
}
