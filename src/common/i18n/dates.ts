import { DEFAULT_LOCALE, type Locale } from './locales';

/** Long date formats, one per language, built once ("12 December 2026", "12 Rhagfyr 2026"). */
const LONG_DATES = new Map<Locale, Intl.DateTimeFormat>();

/** A YYYY-MM-DD date written out in `locale`, as a citizen reads dates. */
export function longDate(day: string, locale: Locale = DEFAULT_LOCALE): string {
  let format = LONG_DATES.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    LONG_DATES.set(locale, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}
