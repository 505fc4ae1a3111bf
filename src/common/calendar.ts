/**
 * Calendar days, YYYY-MM-DD in UTC, moved by days, months or years: the arithmetic of template date
 * bounds ("today-5y") and deadlines ("within 3 months") alike.
 */

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** A UTC date from its parts, with no two-digit-year rule (Date.UTC reads year 50 as 1950). */
function utc(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date;
}

/** `date` moved by `n` calendar months; a month that lacks the day ends at its last day (31 Jan + 1: 28 Feb). */
export function addMonths(date: Date, n: number): Date {
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth() + n];
  const lastDay = utc(year, month + 1, 0).getUTCDate();
  return utc(year, month, Math.min(date.getUTCDate(), lastDay));
}

/** `date` moved by `n` whole days. */
export function addDays(date: Date, n: number): Date {
  return new Date(date.getTime() + n * DAY_MS);
}

/** The last day of `date`'s month. */
export function endOfMonth(date: Date): Date {
  return utc(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
}

/** YYYY-MM-DD of a UTC date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
