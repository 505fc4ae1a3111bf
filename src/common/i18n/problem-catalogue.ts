import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { OnFirstUse } from '../on-first-use';
import { DEFAULT_LOCALE, isSupportedLocale, Locale, PROBLEM_LOCALES_DIR } from './locales';

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

/** Messages are parsed once per locale; formatting a problem is a map lookup and a format call. */
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

/** English is parsed at start; another locale on its first problem answer (DESIGN §17), then kept. */
const catalogues = new OnFirstUse((locale: Locale) => compile(locale, readProblemCatalogue(locale)));
const english = catalogues.get(DEFAULT_LOCALE);
/** The compiled catalogue of a supported locale, else undefined. */
const catalogueOf = (locale: Locale) => (isSupportedLocale(locale) ? catalogues.get(locale) : undefined);

/** The title of a problem code in a locale (English when the locale lacks it: the gate test forbids that). */
export function problemTitle(code: string, locale: Locale = DEFAULT_LOCALE): string {
  return catalogueOf(locale)?.titles.get(code) ?? english.titles.get(code) ?? code;
}

/**
 * The detail of a problem in a locale, its values formatted by the locale's rules (plurals, numbers).
 * Never throws (a problem answer must always be written): a message missing a value falls back to
 * the English, then to the code's title.
 */
export function problemDetail(message: ProblemMessage, locale: Locale = DEFAULT_LOCALE): string {
  for (const catalogue of [catalogueOf(locale), english]) {
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
const labels = new OnFirstUse(
  (locale: Locale) =>
    JSON.parse(readFileSync(join(PROBLEM_LOCALES_DIR, locale, 'labels.json'), 'utf8')) as Record<
      string,
      string
    >,
);
const englishLabels = labels.get(DEFAULT_LOCALE);

/** A label of the service's own in `locale`, or undefined when there is no such label. */
export function serviceLabel(id: string, locale: Locale = DEFAULT_LOCALE): string | undefined {
  return (isSupportedLocale(locale) && labels.get(locale)[id]) || englishLabels[id];
}
