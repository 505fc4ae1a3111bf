import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The default locale: English, the language templates and the problem catalogue are written in. */
export const DEFAULT_LOCALE = 'en';

/** Where each locale's problem catalogue lives: `locales/<locale>/problems.json`. */
export const PROBLEM_LOCALES_DIR = join(__dirname, 'locales');

/** A BCP 47 language tag this service serves (`en`, `cy` …). Supported ones: {@link SUPPORTED_LOCALES}. */
export type Locale = string;

/**
 * A locale is supported when its directory exists (DESIGN §17: a locale is added by adding files):
 * `en` first (the default), then the others in name order. Read once, at start.
 */
function discoverLocales(): readonly Locale[] {
  const found = existsSync(PROBLEM_LOCALES_DIR)
    ? readdirSync(PROBLEM_LOCALES_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory() && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(d.name))
        .map((d) => d.name)
    : [];
  return [DEFAULT_LOCALE, ...found.filter((l) => l !== DEFAULT_LOCALE).sort()];
}

export const SUPPORTED_LOCALES: readonly Locale[] = discoverLocales();

const SUPPORTED = new Set(SUPPORTED_LOCALES);

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && SUPPORTED.has(value);
}
