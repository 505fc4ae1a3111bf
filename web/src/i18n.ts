import { IntlMessageFormat } from 'intl-messageformat';
import en from './locales/en.json';

/**
 * The app's words, one catalogue per language in `locales/<language>.json` (ICU MessageFormat:
 * plurals with every category the language has — Welsh has six). A language is added by adding its
 * file: every `*.json` here is a language, and the gate test fails when one lacks a message.
 */
export type MessageKey = keyof typeof en;
type Catalogue = Record<MessageKey, string>;

const catalogues = Object.fromEntries(
  Object.entries(import.meta.glob<Catalogue>('./locales/*.json', { eager: true, import: 'default' })).map(
    ([path, messages]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), messages],
  ),
) as Record<string, Catalogue>;

/** The languages offered, English first. */
export const LANGUAGES = Object.keys(catalogues).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

const STORED = 'cjs.language';

/** The citizen's choice, remembered on this device; English until one is made. */
export function language(): string {
  const stored = localStorage.getItem(STORED);
  return stored && stored in catalogues ? stored : 'en';
}

export function setLanguage(next: string): void {
  if (next in catalogues) localStorage.setItem(STORED, next);
  document.documentElement.lang = language();
}

const formats = new Map<string, IntlMessageFormat>();

/** A message in the chosen language (in another one when `lang` is given), its values filled in. */
export function t(key: MessageKey, values?: Record<string, string | number>, lang = language()): string {
  const id = `${lang}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogues[lang][key], lang);
    formats.set(id, format);
  }
  return String(format.format(values));
}

/** "7 December 2026" / "7 Rhagfyr 2026" for a YYYY-MM-DD date. */
export function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(`${language()}-GB`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
