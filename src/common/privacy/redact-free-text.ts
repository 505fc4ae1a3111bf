/**
 * Free text a citizen writes (intent and agent messages) is stored with national-identifier-like
 * sequences replaced by `[redacted]` (DESIGN §12), before it reaches a compiler, a language model,
 * the database or a log. What counts as "national-identifier-like" (docs/decisions.md):
 *
 * - a UK National Insurance number: two letters, six digits, a letter A–D ("AB 12 34 56 C");
 * - a run of digit groups joined by single spaces, hyphens, dots or slashes holding 6 to 20 digits
 *   in all, with up to three letters stuck to either end ("850101-1234", "123 456 7890",
 *   "X1234567") — identity, passport, social security, health and tax numbers, and phone numbers;
 * - a token of 8 to 32 letters and digits with at least 4 digits and a letter ("T8F3A91C04B2");
 *
 * but never a calendar date ("2026-11-02", "02/11/2026", "2.11.2026"), which the intent compiler
 * reads as a fact, nor an amount of money ("£250000").
 */
export const REDACTED = '[redacted]';

const NINO = /\b[A-CEGHJ-PR-TW-Z]{2}(?:[ -]?\d{2}){3}[ -]?[A-D]\b/gi;
const DIGIT_RUN = /(?<![\p{L}\p{N}])[A-Za-z]{0,3}\d+(?:[ .\-/]?\d+)*[A-Za-z]{0,3}(?![\p{L}\p{N}])/gu;
const MIXED_TOKEN = /(?<![\p{L}\p{N}])[A-Za-z0-9]{8,32}(?![\p{L}\p{N}])/gu;
const DATE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})$/;

function digits(text: string): number {
  return text.replace(/\D/g, '').length;
}

export function redactFreeText(text: string): string {
  return text
    .replace(NINO, REDACTED)
    .replace(DIGIT_RUN, (m: string, at: number, all: string) =>
      DATE.test(m) || digits(m) < 6 || digits(m) > 20 || /[£$€]\s?$/.test(all.slice(0, at)) ? m : REDACTED,
    )
    .replace(MIXED_TOKEN, (m) => (digits(m) >= 4 && /[A-Za-z]/.test(m) ? REDACTED : m));
}
