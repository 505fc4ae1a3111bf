import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, Locale, PROBLEM_LOCALES_DIR, SUPPORTED_LOCALES } from './locales';

type EnglishCatalogue = typeof import('./locales/en/problems.json');
/** A problem `code` the catalogue has a title for. */
export type ProblemCode = keyof EnglishCatalogue['titles'];
/** A problem `detail` message of the catalogue (ICU MessageFormat). */
export type ProblemDetailId = keyof EnglishCatalogue['details'];
export type MessageValues = Record<string, string | number>;

/** A problem detail: a catalogue id, with the values its message names. */
export interface ProblemMessage {
  id: ProblemDetailId;
  values?: MessageValues;
}

/** One locale's problem catalogue as stored: titles by code, detail messages by id. */
export interface ProblemCatalogueFile {
  titles: Record<string, string>;
  details: Record<string, string>;
}

interface CompiledCatalogue {
  titles: Map<string, string>;
  details: Map<string, IntlMessageFormat>;
}

export function readProblemCatalogue(locale: Locale): ProblemCatalogueFile {
  return JSON.parse(
    readFileSync(join(PROBLEM_LOCALES_DIR, locale, 'problems.json'), 'utf8'),
  ) as ProblemCatalogueFile;
}

/** Messages are parsed once, at start; formatting a problem is a map lookup and a format call. */
function compile(locale: Locale, file: ProblemCatalogueFile): CompiledCatalogue {
  return {
    titles: new Map(Object.entries(file.titles)),
    details: new Map(
      Object.entries(file.details).map(([id, text]) => [
        id,
        new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }),
      ]),
    ),
  };
}

const catalogues = new Map<Locale, CompiledCatalogue>(
  SUPPORTED_LOCALES.map((locale) => [locale, compile(locale, readProblemCatalogue(locale))]),
);
const english = catalogues.get(DEFAULT_LOCALE)!;

/** The title of a problem code in a locale (English when the locale lacks it: the gate test forbids that). */
export function problemTitle(code: string, locale: Locale = DEFAULT_LOCALE): string {
  return catalogues.get(locale)?.titles.get(code) ?? english.titles.get(code) ?? code;
}

/**
 * The detail of a problem in a locale, its values formatted by the locale's rules (plurals, numbers).
 * Never throws (a problem answer must always be written): a message missing a value falls back to
 * the English, then to the code's title.
 */
export function problemDetail(message: ProblemMessage, locale: Locale = DEFAULT_LOCALE): string {
  for (const catalogue of [catalogues.get(locale), english]) {
    const format = catalogue?.details.get(message.id);
    if (!format) continue;
    try {
      return String(format.format(message.values));
    } catch {
      // A value the message names was not given: try the English, then the title.
    }
  }
  return `${problemTitle(message.id.split('.')[0], locale)}.`;
}

/** Short labels the service itself shows (`locales/<locale>/labels.json`), by id. */
const labels = new Map<Locale, Record<string, string>>(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(join(PROBLEM_LOCALES_DIR, locale, 'labels.json'), 'utf8')) as Record<
      string,
      string
    >,
  ]),
);

/** A label of the service's own in `locale`, or undefined when there is no such label. */
export function serviceLabel(id: string, locale: Locale = DEFAULT_LOCALE): string | undefined {
  return labels.get(locale)?.[id] || labels.get(DEFAULT_LOCALE)![id];
}
