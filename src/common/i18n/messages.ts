import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { OnFirstUse } from '../on-first-use';
import { DEFAULT_LOCALE, isSupportedLocale, Locale, PROBLEM_LOCALES_DIR } from './locales';
import type { MessageValues } from './problem-catalogue';

/**
 * The service's own sentences beside the problem catalogue (DESIGN §17, issue 24), one flat file per
 * kind in every locale, `locales/<locale>/<name>.json`: message id → ICU MessageFormat. `fields` are
 * the per-field `errors[].message` of problem answers, `intents` the compile answer's summary, `agent`
 * the offline journey agent's replies. Parsed once per locale, like the problem catalogue.
 */
export const MESSAGE_CATALOGUES = ['fields', 'intents', 'agent', 'sharing'] as const;
export type MessageCatalogueName = (typeof MESSAGE_CATALOGUES)[number];

export type IntentMessageId = keyof typeof import('./locales/en/intents.json');
export type AgentMessageId = keyof typeof import('./locales/en/agent.json');
export type SharingMessageId = keyof typeof import('./locales/en/sharing.json');

export function readMessages(locale: Locale, name: MessageCatalogueName): Record<string, string> {
  return JSON.parse(readFileSync(join(PROBLEM_LOCALES_DIR, locale, `${name}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** One locale's catalogues parsed: `<name>\u0000<id>` → message. */
function compileLocale(locale: Locale): Map<string, IntlMessageFormat> {
  return new Map(
    MESSAGE_CATALOGUES.flatMap((name) =>
      Object.entries(readMessages(locale, name)).map(([id, text]): [string, IntlMessageFormat] => [
        `${name}\u0000${id}`,
        new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }),
      ]),
    ),
  );
}

/** English is parsed at start; another locale on its first message (DESIGN §17), then kept. */
const compiled = new OnFirstUse(compileLocale);
compiled.get(DEFAULT_LOCALE);

/**
 * A message of the service's own catalogues in `locale`, formatted by its rules (plurals). Never
 * throws: a message the locale lacks, or missing a value, falls back to the English, then to its id.
 */
export function formatMessage(
  name: MessageCatalogueName,
  id: string,
  values: MessageValues | undefined,
  locale: Locale,
): string {
  for (const l of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    if (!isSupportedLocale(l)) continue;
    const format = compiled.get(l).get(`${name}\u0000${id}`);
    if (!format) continue;
    try {
      return String(format.format(values));
    } catch {
      // A value the message names was not given: try the English.
    }
  }
  return id;
}

export const intentText = (id: IntentMessageId, locale: Locale, values?: MessageValues) =>
  formatMessage('intents', id, values, locale);
export const agentText = (id: AgentMessageId, locale: Locale, values?: MessageValues) =>
  formatMessage('agent', id, values, locale);
export const sharingText = (id: SharingMessageId, locale: Locale, values?: MessageValues) =>
  formatMessage('sharing', id, values, locale);

/**
 * Field messages are written in English where they arise (the answers validator, class-validator and
 * the DTOs' own messages), and the English `fields` catalogue is the list of them: an exact text, or a
 * pattern whose `{arguments}` are read back from the text. Built once: an English answer keeps its
 * text untouched, another language is a map lookup (or one of a few anchored patterns) and a format.
 */
const FIELD_MESSAGES = readMessages(DEFAULT_LOCALE, 'fields');
const FIELD_EXACT = new Map<string, string>();
const FIELD_PATTERNS: { pattern: RegExp; id: string }[] = [];
for (const [id, text] of Object.entries(FIELD_MESSAGES)) {
  if (!text.includes('{')) {
    FIELD_EXACT.set(text, id);
    continue;
  }
  const source = text
    .split(/(\{[a-z_]+\})/)
    .map((part) =>
      /^\{[a-z_]+\}$/.test(part)
        ? `(?<${part.slice(1, -1)}>.+?)`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  FIELD_PATTERNS.push({ pattern: new RegExp(`^${source}$`), id });
}
// The most specific first: "must be at most {max} characters" before "must be at most {max}".
FIELD_PATTERNS.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

/** The catalogue id and values of an English field message, or undefined when it is not in the catalogue. */
export function fieldMessageOf(english: string): { id: string; values?: MessageValues } | undefined {
  const exact = FIELD_EXACT.get(english);
  if (exact) return { id: exact };
  for (const { pattern, id } of FIELD_PATTERNS) {
    const groups = pattern.exec(english)?.groups;
    if (!groups) continue;
    const values: MessageValues = {};
    for (const [name, value] of Object.entries(groups))
      values[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    return { id, values };
  }
  return undefined;
}

/** A field message in `locale` (DESIGN §17); the English, unchanged, when the catalogue lacks it. */
export function fieldMessage(english: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return english;
  const known = fieldMessageOf(english);
  return known ? formatMessage('fields', known.id, known.values, locale) : english;
}
