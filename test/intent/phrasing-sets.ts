import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The phrasing sets that measure the intent classifier. They are data, one file a set in
 * `test/intent/phrasings/<set>.json`: `{ "about": "who wrote it, when, and what it is for",
 * "phrasings": [...] }`, read and checked here. The held-out (blind) sets: NEVER train on them, never
 * copy them into training data or lexicons, and never describe their contents to anyone improving the
 * classifier — they measure it, nothing else. The development sets guide the work and are never
 * trained on either (the accuracy specs check for near copies).
 */

/** A message and the workflow code it should find (`null`: about no supported life event). */
export interface HeldOutPhrasing {
  message: string;
  expected: string | null;
}

/** Issue 23's first two blind sets also say what kind of wording each message is (plain, typo …). */
export interface HeldOutEightPhrasing extends HeldOutPhrasing {
  kind: string;
}

/** A Welsh blind set's phrasing, with an English gloss for reviewers. */
export interface WelshHeldOutPhrasing {
  text: string;
  expected: string | null;
  gloss: string;
}

type FieldKind = 'text' | 'code';
const MESSAGE = { message: 'text', expected: 'code' } as const;
const WITH_KIND = { ...MESSAGE, kind: 'text' } as const;
const WELSH = { text: 'text', expected: 'code', gloss: 'text' } as const;

/** One set's phrasings, each checked to have exactly the fields given (a code may be null). */
function load<T>(set: string, fields: Readonly<Record<keyof T, FieldKind>>): readonly T[] {
  const file = join(__dirname, 'phrasings', `${set}.json`);
  const { phrasings } = JSON.parse(readFileSync(file, 'utf8')) as { phrasings?: unknown };
  if (!Array.isArray(phrasings)) throw new Error(`${file}: no "phrasings" list`);
  const names = Object.keys(fields).sort().join(',');
  phrasings.forEach((p: unknown, i) => {
    const entry = (p ?? {}) as Record<string, unknown>;
    const wellFormed =
      typeof p === 'object' &&
      Object.keys(entry).sort().join(',') === names &&
      Object.entries(fields).every(([name, kind]) =>
        kind === 'code'
          ? entry[name] === null || typeof entry[name] === 'string'
          : typeof entry[name] === 'string',
      );
    if (!wellFormed) throw new Error(`${file}: phrasing ${i} does not have exactly the fields ${names}`);
  });
  return phrasings as T[];
}

/** Issue 12's held-out set (three life events and unrelated messages; relabelled by issue 23). */
export const HELD_OUT = load<HeldOutPhrasing>('held-out-phrasings', MESSAGE);
/** Issue 23's blind sets for the eight life events. */
export const HELD_OUT_EIGHT = load<HeldOutEightPhrasing>('held-out-eight-events', WITH_KIND);
export const HELD_OUT_EIGHT_B = load<HeldOutEightPhrasing>('held-out-eight-events-b', WITH_KIND);
export const HELD_OUT_EIGHT_C = load<HeldOutPhrasing>('held-out-eight-events-c', MESSAGE);
export const HELD_OUT_EIGHT_D = load<HeldOutPhrasing>('held-out-eight-events-d', MESSAGE);
export const HELD_OUT_EIGHT_E = load<HeldOutPhrasing>('held-out-eight-events-e', MESSAGE);
export const HELD_OUT_EIGHT_F = load<HeldOutPhrasing>('held-out-eight-events-f', MESSAGE);
export const HELD_OUT_EIGHT_G = load<HeldOutPhrasing>('held-out-eight-events-g', MESSAGE);
export const HELD_OUT_EIGHT_H = load<HeldOutPhrasing>('held-out-eight-events-h', MESSAGE);
export const HELD_OUT_EIGHT_I = load<HeldOutPhrasing>('held-out-eight-events-i', MESSAGE);
export const HELD_OUT_EIGHT_J = load<HeldOutPhrasing>('held-out-eight-events-j', MESSAGE);
export const HELD_OUT_EIGHT_K = load<HeldOutPhrasing>('held-out-eight-events-k', MESSAGE);
/** Issue 24's blind Welsh sets. */
export const WELSH_HELD_OUT = load<WelshHeldOutPhrasing>('held-out-cy', WELSH);
export const WELSH_HELD_OUT_B = load<WelshHeldOutPhrasing>('held-out-cy-b', WELSH);
export const WELSH_HELD_OUT_C = load<WelshHeldOutPhrasing>('held-out-cy-c', WELSH);
export const WELSH_HELD_OUT_D = load<WelshHeldOutPhrasing>('held-out-cy-d', WELSH);
export const WELSH_HELD_OUT_E = load<WelshHeldOutPhrasing>('held-out-cy-e', WELSH);
export const WELSH_HELD_OUT_F = load<WelshHeldOutPhrasing>('held-out-cy-f', WELSH);
export const WELSH_HELD_OUT_G = load<WelshHeldOutPhrasing>('held-out-cy-g', WELSH);
export const WELSH_HELD_OUT_H = load<WelshHeldOutPhrasing>('held-out-cy-h', WELSH);
export const WELSH_HELD_OUT_I = load<WelshHeldOutPhrasing>('held-out-cy-i', WELSH);
export const WELSH_HELD_OUT_J = load<WelshHeldOutPhrasing>('held-out-cy-j', WELSH);
export const WELSH_HELD_OUT_K = load<WelshHeldOutPhrasing>('held-out-cy-k', WELSH);
/** The English development sets (issue 23). */
export const DEV_SET = load<HeldOutPhrasing>('dev-phrasings', MESSAGE);
export const DEV_SET_B = load<HeldOutPhrasing>('dev-phrasings-b', MESSAGE);
export const DEV_SET_C = load<HeldOutPhrasing>('dev-phrasings-c', MESSAGE);
export const DEV_SET_D = load<HeldOutPhrasing>('dev-phrasings-d', MESSAGE);
export const DEV_SET_E = load<HeldOutPhrasing>('dev-phrasings-e', MESSAGE);
export const DEV_SET_F = load<HeldOutPhrasing>('dev-phrasings-f', MESSAGE);
/** The Welsh development sets (issues 23 and 24). */
export const DEV_SET_CY = load<HeldOutPhrasing>('dev-phrasings-cy', MESSAGE);
export const DEV_SET_CY_B = load<HeldOutPhrasing>('dev-phrasings-cy-b', MESSAGE);
export const DEV_SET_CY_C = load<HeldOutPhrasing>('dev-phrasings-cy-c', MESSAGE);
export const DEV_SET_CY_D = load<HeldOutPhrasing>('dev-phrasings-cy-d', MESSAGE);
/** The fifth Welsh development set keeps its writer's English glosses beside the messages. */
export const DEV_SET_CY_E: readonly HeldOutPhrasing[] = load<WelshHeldOutPhrasing>(
  'dev-phrasings-cy-e',
  WELSH,
).map(({ text, expected }) => ({ message: text, expected }));
export const DEV_SET_CY_F: readonly HeldOutPhrasing[] = load<WelshHeldOutPhrasing>(
  'dev-phrasings-cy-f',
  WELSH,
).map(({ text, expected }) => ({ message: text, expected }));
export const DEV_SET_CY_G: readonly HeldOutPhrasing[] = load<WelshHeldOutPhrasing>(
  'dev-phrasings-cy-g',
  WELSH,
).map(({ text, expected }) => ({ message: text, expected }));
/** Near misses only, English and Welsh: messages that must get no workflow (stop 42). */
export const DEV_NEAR_MISSES = load<HeldOutPhrasing>('dev-phrasings-near-misses', MESSAGE);
export const DEV_NEAR_MISSES_CY = load<HeldOutPhrasing>('dev-phrasings-cy-near-misses', MESSAGE);
