import type * as chrono from 'chrono-node';
import type { FactDeclaration } from '../workflow-template/workflow-template.types';
import type { FactLanguageData } from './nlu/language-pack';

/**
 * Extracts the facts a template declares from a citizen's message, using each fact's `cues`:
 * - boolean: a cue phrase in the message makes it true (unless just negated: "no kids");
 * - number: a count right before a cue noun ("two kids", "3 children"; "no children" is 0);
 * - date: a date near a cue ("born on 2 March", "last day is 2026-04-30", "2 weeks ago she was
 *   born"), read by chrono-node: absolute, partial and relative dates, resolved against `today`,
 *   the open part on the side the sentence speaks of; written YYYY-MM-DD. When the template
 *   declares one date fact and the message holds one date, that date is the fact.
 * Deterministic, offline; facts not stated are left out.
 *
 * Another language (a language pack's `facts`, e.g. Welsh) brings its cues (merged into the
 * declarations by the caller), its negations, number words, tense words and other dated things,
 * and rewrites of its date phrases into the English ones chrono reads ("ddoe" → "yesterday",
 * "ar 3 Mawrth" → "on 3 march"): chrono has no Welsh, and no library parses Welsh dates, so one
 * resolution of dates (past or future, durations, "since") serves every language.
 */
export type FactValue = boolean | number | string;

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

/** How a message's language is read: English by default, or a language pack's rules. */
interface Reading {
  negations: RegExp;
  numberWords: Readonly<Record<string, number>>;
  past: RegExp;
  future: RegExp;
  clauseBreaks: RegExp;
  otherThings: RegExp;
  rewrites: readonly [RegExp, string][];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function normalize(message: string, reading: Reading): string {
  let text = message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  if (reading === ENGLISH) return text;
  text = fold(text);
  for (const [re, to] of reading.rewrites) text = text.replace(re, to).replace(/ {2,}/g, ' ');
  return text;
}

/** Accents dropped (another language's cues and messages: "tŷ" and "ty" are one word). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

export { isIsoDate } from '../common/calendar';

function cueIndexes(text: string, cue: string): number[] {
  const re = new RegExp(`(?<![\\w'])${escape(cue.toLowerCase())}(?![\\w'])`, 'g');
  return [...text.matchAll(re)].map((m) => m.index);
}

function extractBoolean(text: string, fact: FactDeclaration, reading: Reading): boolean | undefined {
  for (const cue of fact.cues) {
    for (const at of cueIndexes(text, cue)) {
      if (!reading.negations.test(text.slice(Math.max(0, at - 30), at))) return true;
    }
  }
  return undefined;
}

function extractNumber(text: string, fact: FactDeclaration, reading: Reading): number | undefined {
  const words = Object.keys(reading.numberWords).join('|');
  for (const cue of fact.cues) {
    const re = new RegExp(
      `(?<![\\w'])(\\d{1,3}|${words})\\s+(?:\\w+\\s+)?${escape(cue.toLowerCase())}(?![\\w'])`,
      'g',
    );
    for (const m of text.matchAll(re)) {
      const n = /^\d+$/.test(m[1]) ? Number(m[1]) : reading.numberWords[m[1]];
      if (n !== undefined) return n;
    }
  }
  return undefined;
}

/** "the 3rd", "the 21st": a day of the month on its own, which chrono leaves alone. */
const dayOfMonth = {
  pattern: () => /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})/i,
  extract: (_context: unknown, match: RegExpMatchArray) => {
    const day = Number(match[1]);
    return day >= 1 && day <= 31 ? { day } : null;
  },
};
// English only: chrono-node's index loads all of its fifteen locales (≈ 0.1–0.3 s of every start);
// `chrono-node/en` is the same module as its `en` export. Required by its export path, which the
// compiler's module resolution ("node") cannot type, so the type comes from the package's index.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const english = require('chrono-node/en') as typeof chrono.en;
const dates = english.GB.clone();
dates.parsers.push(dayOfMonth);

/** Words that put the date of a cue in the past ("was born on", "moved on", "my last day was", "died on"). */
const PAST =
  /\b(was|were|had|did|ago|born|arrived|delivered|moved|finished|ended|left|gave|welcomed|became|died|passed|lost|killed|separated|split|broke|retired|started|opened|launched|got|since)\b/;

/** A date chrono found, before the part it leaves open is placed on a side of today. */
interface ParsedDate {
  index: number;
  end: number;
  at: Date;
  /** What the text leaves open: the week of a weekday, the month of a day, the year of a month. */
  open: 'week' | 'month' | 'year' | null;
  /** The text itself places it in the past ("since Monday"). */
  past: boolean;
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Every date in the text with chrono (absolute, partial and relative: "15 June", "the 3rd",
 * "2 weeks ago", "last night", "next Friday"), resolved against `today`. Parsed once per message;
 * `resolve` then places each on the side of today its sentence speaks of.
 */
function parseDates(text: string, today: Date): ParsedDate[] {
  return dates
    .parse(text, today)
    .filter((r) => !isDuration(r.text) && !NOT_A_DATE.test(r.text.trim()))
    .map((r) => {
      const c = r.start;
      return {
        index: r.index,
        end: r.index + r.text.length,
        // "last month" names a month, not a day: its first day, as "in March" is 1 March.
        at: new Date(
          Date.UTC(
            c.get('year') ?? 0,
            (c.get('month') ?? 1) - 1,
            /\b(?:last|next|this) month\b/.test(r.text) ? 1 : (c.get('day') ?? 1),
          ),
        ),
        open: RELATIVE.test(r.text)
          ? null
          : !c.isCertain('day') && c.isCertain('weekday')
            ? 'week'
            : c.isCertain('day') && !c.isCertain('month')
              ? 'month'
              : c.isCertain('month') && !c.isCertain('year')
                ? 'year'
                : null,
        past: SINCE.test(text.slice(Math.max(0, r.index - 12), r.index)),
      };
    });
}

/**
 * A length of time is never a date: "after 12 years", "for 5 years", "within 3 months" say how
 * long, not when (chrono reads them as that far from today). "In 2 weeks" and "2 weeks ago" stay dates.
 */
function isDuration(said: string): boolean {
  return (
    /^(?:for|after|within|over|during|about|around|nearly|almost)\s/.test(said.trim()) &&
    !/\bago\b/.test(said)
  );
}

/** Dates chrono has already placed from today ("last Friday", "next Friday", "3 weeks ago"): never moved. */
const RELATIVE = /\b(?:last|next|ago|yesterday|tomorrow|today|tonight|in \d+|this)\b/;

/** "Now" ("what now?") names no day of its own. */
const NOT_A_DATE = /^(?:now|right now|just now|by now|until now|so far)$/;

/** A date right after "since" is in the past ("out of work since Monday"). */
const SINCE = /\bsince\s+(?:last\s+|the\s+)?$/;

/**
 * The date written YYYY-MM-DD, its open part placed in the past for `past`, else today or later
 * ("from June" said in November is next June).
 */
function resolve(date: ParsedDate, today: Date, saidPast: boolean): string {
  const past = saidPast || date.past;
  const todayIso = iso(today);
  const at = new Date(date.at);
  const step = (n: number) => {
    if (date.open === 'week') at.setUTCDate(at.getUTCDate() + 7 * n);
    else if (date.open === 'month') at.setUTCMonth(at.getUTCMonth() + n);
    else if (date.open === 'year') at.setUTCFullYear(at.getUTCFullYear() + n);
  };
  // A weekday alone said in the past tense is an earlier one ("my last day was Friday", said on a Friday).
  if (date.open && past)
    while (iso(at) > todayIso || (date.open === 'week' && iso(at) === todayIso)) step(-1);
  if (date.open && !past) while (iso(at) < todayIso) step(1);
  return iso(at);
}

/** Things that have dates of their own: "funeral on Friday" does not date a death. */
const OTHER_THINGS =
  /\b(?:funeral|appointment|meeting|interview|ceremony|party|holiday|exam|test|viewing|hearing|check ?up|scan|visit|deadline|payday)s?\b/;

/** Whether a date belongs to another thing named in its own clause ("…, the funeral is on Friday"). */
function ofAnotherThing(text: string, date: ParsedDate, reading: Reading): boolean {
  const before = text.slice(0, date.index);
  const clauseStart = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('.'));
  return reading.otherThings.test(before.slice(clauseStart + 1));
}

/** The clause a date is written in ("we had a baby and are moving in January": "are moving in January"). */
function clauseOf(text: string, date: ParsedDate, reading: Reading): string {
  const breaks = reading.clauseBreaks;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(breaks)) {
    if (m.index < date.index) start = m.index + m[0].length;
    else if (m.index >= date.end) {
      end = m.index;
      break;
    }
  }
  return text.slice(start, end);
}

/**
 * Whether a date found by its cue is in the past: the words just before and of the cue say so ("was
 * born on"), or the date's own clause does ("ges i fabi ddydd Sul, genedigaeth yn iawn": Sunday is
 * in a past clause before the cue).
 */
function saidPast(text: string, at: number, cue: string, date: ParsedDate, reading: Reading): boolean {
  if (reading.past.test(text.slice(Math.max(0, at - 20), at + cue.length))) return true;
  const clause = clauseOf(text, date, reading);
  return date.end <= at && reading.past.test(clause) && !reading.future.test(clause);
}

/** How far from its cue a date may be written ("born at the city hospital on 3 May"). */
const NEAR = 40;

function extractDate(
  text: string,
  fact: FactDeclaration,
  found: readonly ParsedDate[],
  today: Date,
  onlyDateFact: boolean,
  reading: Reading,
): string | undefined {
  // Longer cues first, so "born on" wins over "born".
  const own = found.filter((d) => !ofAnotherThing(text, d, reading));
  for (const cue of [...fact.cues].sort((a, b) => b.length - a.length)) {
    for (const at of cueIndexes(text, cue)) {
      const after = own.find((d) => d.index >= at + cue.length && d.index - (at + cue.length) <= NEAR);
      const before = own.filter((d) => d.end <= at && at - d.end <= NEAR).pop();
      const date = after ?? before;
      if (date) return resolve(date, today, saidPast(text, at, cue, date, reading));
    }
  }
  // A template with one date fact and a message with one date: that date is the fact
  // ("we had a baby last night"). The tense of the whole message decides an open date.
  if (onlyDateFact && found.length === 1 && own.length === 1) {
    const clause = clauseOf(text, found[0], reading);
    return resolve(found[0], today, reading.past.test(clause) && !reading.future.test(clause));
  }
  return undefined;
}

const ENGLISH: Reading = {
  negations: NEGATIONS,
  numberWords: NUMBER_WORDS,
  past: PAST,
  future: /\b(will|going to|from|next|are|am|is)\b/,
  clauseBreaks: /[,;.!?]|\b(?:and|but|so)\b/g,
  otherThings: OTHER_THINGS,
  rewrites: [],
};

const readings = new WeakMap<FactLanguageData, Reading>();

/** Another language's rules, compiled once; its tense words are added to English's (its rewrites write English). */
function readingOf(language: FactLanguageData | undefined): Reading {
  if (!language) return ENGLISH;
  let reading = readings.get(language);
  if (!reading) {
    reading = {
      negations: new RegExp(language.negations, 'u'),
      numberWords: { ...NUMBER_WORDS, ...language.number_words },
      past: new RegExp(`${language.past}|${PAST.source}`, 'u'),
      future: new RegExp(language.future, 'u'),
      clauseBreaks: new RegExp(language.clause_breaks, 'gu'),
      otherThings: new RegExp(`${language.other_things}|${OTHER_THINGS.source}`, 'u'),
      rewrites: language.rewrites.map(([re, to]) => [new RegExp(re, 'gu'), to]),
    };
    readings.set(language, reading);
  }
  return reading;
}

/**
 * The facts the message states. `language` is the rules of the message's language when it is not
 * English (its cues are then in `facts` beside the English ones).
 */
export function extractFacts(
  message: string,
  facts: readonly FactDeclaration[],
  today: Date,
  language?: FactLanguageData,
): Record<string, FactValue> {
  const reading = readingOf(language);
  const text = normalize(message, reading);
  const declared = reading === ENGLISH ? facts : facts.map((f) => ({ ...f, cues: f.cues.map(fold) }));
  const dateFacts = declared.filter((f) => f.type === 'date').length;
  // Dates are parsed once per message, and only when the template asks for one.
  const found = dateFacts > 0 ? parseDates(text, today) : [];
  const out: Record<string, FactValue> = {};
  for (const fact of declared) {
    const value =
      fact.type === 'boolean'
        ? extractBoolean(text, fact, reading)
        : fact.type === 'number'
          ? extractNumber(text, fact, reading)
          : fact.type === 'date'
            ? extractDate(text, fact, found, today, dateFacts === 1, reading)
            : undefined;
    if (value !== undefined) out[fact.key] = value;
  }
  return out;
}
