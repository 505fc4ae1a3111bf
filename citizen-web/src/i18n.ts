import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The app's words, one catalogue per language in `locales/<language>.json` (ICU MessageFormat, plurals
 * with every category the language has). Every `*.json` there is a language; the gate test
 * (`citizen-web/test/locales.spec.ts`) fails when one lacks a message or leaves it in English.
 */
export const LOCALES_DIR = join(__dirname, '..', 'locales');

type Catalogue = Record<string, string>;

const catalogues: Record<string, Catalogue> = Object.fromEntries(
  readdirSync(LOCALES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [
      f.slice(0, -'.json'.length),
      JSON.parse(readFileSync(join(LOCALES_DIR, f), 'utf8')) as Catalogue,
    ]),
);

/** The languages offered, English first. */
export const LANGUAGES = Object.keys(catalogues).sort((a, b) =>
  a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b),
);

export const isLanguage = (value: unknown): value is string =>
  typeof value === 'string' && LANGUAGES.includes(value);

const formats = new Map<string, IntlMessageFormat>();

/** A message in `lang`, its values filled in. An unknown key is a programming error: it throws. */
export function translate(lang: string, key: string, values?: Record<string, string | number>): string {
  const id = `${lang}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    const source = catalogues[lang]?.[key] ?? catalogues.en[key];
    if (source === undefined) throw new Error(`no message ${key}`);
    format = new IntlMessageFormat(source, lang);
    formats.set(id, format);
  }
  return String(format.format(values));
}

/** "7 December 2026" / "7 Rhagfyr 2026" for a YYYY-MM-DD date or an ISO timestamp. */
export function longDate(lang: string, value: string): string {
  const day = value.slice(0, 10);
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(`${lang}-GB`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "4:05pm" for an ISO timestamp, in UK time. */
export function clockTime(lang: string, value: string): string {
  return new Date(value)
    .toLocaleTimeString(`${lang}-GB`, {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Europe/London',
    })
    .replace(/\s/g, '');
}
