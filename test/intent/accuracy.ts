import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLanguagePacks } from '../../src/intent/nlu/language-pack';
import { NONE_UTTERANCES } from '../../src/intent/nlu/none-utterances';
import { canonicalUtterance, normalizeUtterance } from '../../src/intent/nlu/text-normalization';
import { EXTRA_UTTERANCES } from '../../src/intent/nlu/training-corpus';
import { readTemplateNlu } from '../../src/workflow-template/locale-nlu';
import { readWrittenCorpus } from '../../src/intent/nlu/written-corpus';
import type { WorkflowTemplateDefinition } from '../../src/workflow-template/workflow-template.types';
import { readIntentConfig } from '../../src/config/intent.config';
import { NluIntentCompiler } from '../../src/intent/nlu-intent-compiler';
import type { HeldOutPhrasing } from './phrasing-sets';

const UNRELATED = 'unrelated';

const TEMPLATES_DIR = join(__dirname, '../../src/workflow-template/templates');
/** Every shipped template: the classifier is measured as it runs, against all the active life events. */
export const SHIPPED_TEMPLATES: readonly WorkflowTemplateDefinition[] = readdirSync(TEMPLATES_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(TEMPLATES_DIR, f), 'utf8')) as WorkflowTemplateDefinition);

const SHIPPED_CODES = new Set(SHIPPED_TEMPLATES.map((t) => t.code));
/** A language's written corpus (src/intent/nlu/corpus), its sentences only. */
const writtenCorpus = (locale: string): string[] =>
  readWrittenCorpus(locale, SHIPPED_CODES, 'None').map(([sentence]) => sentence);

/** Every English training sentence: the templates', the extra corpus, the unrelated ones and the written corpus. */
export const englishTraining = (): string[] => [
  ...SHIPPED_TEMPLATES.flatMap((t) => t.example_utterances),
  ...Object.values(EXTRA_UTTERANCES).flat(),
  ...NONE_UTTERANCES,
  ...writtenCorpus('en'),
];

/** Every training sentence, English and Welsh. */
export const allTraining = (): string[] => [
  ...englishTraining(),
  ...Object.values(readTemplateNlu('cy')).flatMap((f) => f.example_utterances),
  ...readLanguagePacks().flatMap((p) => p.none_utterances),
  ...readLanguagePacks()
    .filter((p) => p.locale !== 'en')
    .flatMap((p) => writtenCorpus(p.locale)),
];

/** Words of a sentence, normalised, for the near-copy check. */
function words(text: string): Set<string> {
  return new Set(normalizeUtterance(text).split(' ').filter(Boolean));
}

/**
 * Accuracy per group, printed (the figures the README and the notes quote come from these lines);
 * fails below `minAccuracy` or when more than `maxUnrelatedMisread` unrelated messages get a workflow.
 */
export async function expectAccurate(
  compile: (message: string) => Promise<string | null>,
  name: string,
  set: readonly HeldOutPhrasing[],
  minAccuracy: number,
  maxUnrelatedMisread = 0,
): Promise<void> {
  const groups = new Map<string, { right: number; total: number }>();
  const misses: string[] = [];
  for (const h of set) {
    const got = await compile(h.message);
    const group = groups.get(h.expected ?? UNRELATED) ?? { right: 0, total: 0 };
    group.total += 1;
    if (got === h.expected) group.right += 1;
    else
      misses.push(
        `  ${JSON.stringify(h.message)} → ${got ?? UNRELATED} (expected ${h.expected ?? UNRELATED})`,
      );
    groups.set(h.expected ?? UNRELATED, group);
  }
  const right = [...groups.values()].reduce((n, g) => n + g.right, 0);
  const pct = (r: number, t: number) => `${((100 * r) / t).toFixed(1)} %`;
  console.log(
    [
      `${name} intent accuracy: ${right}/${set.length} = ${pct(right, set.length)}`,
      ...[...groups]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([group, g]) => `  ${group.padEnd(20)} ${g.right}/${g.total}  ${pct(g.right, g.total)}`),
      ...(misses.length ? ['Misses:', ...misses] : []),
    ].join('\n'),
  );
  const unrelatedMisread = misses.filter((m) => m.endsWith(`(expected ${UNRELATED})`));
  if (maxUnrelatedMisread === 0) expect(unrelatedMisread).toEqual([]);
  else expect(unrelatedMisread.length).toBeLessThanOrEqual(maxUnrelatedMisread);
  expect(right / set.length).toBeGreaterThanOrEqual(minAccuracy);
}

/** The clock of every accuracy spec: dates in the phrasings are read from this day. */
export const TODAY = new Date('2026-11-20T12:00:00Z');

/**
 * The default compiler, trained on the shipped templates once for the `describe` block this is
 * called in, and `measure`, which runs `expectAccurate` with it.
 */
export function defaultCompiler() {
  let compiler: NluIntentCompiler;
  beforeAll(async () => {
    compiler = await NluIntentCompiler.train(SHIPPED_TEMPLATES, readIntentConfig({}).minConfidence);
  });
  const compile = (message: string) => compiler.compile(message, TODAY);
  return {
    compile,
    measure: (name: string, set: readonly HeldOutPhrasing[], minAccuracy: number, maxUnrelatedMisread = 0) =>
      expectAccurate(
        async (m) => (await compile(m)).workflowCode,
        name,
        set,
        minAccuracy,
        maxUnrelatedMisread,
      ),
  };
}

/** Whether a message equals a training sentence once both are normalised (either way). */
function trainedAfterNormalisation(training: readonly string[]): (message: string) => boolean {
  const trained = new Set(training.flatMap((u) => [normalizeUtterance(u), canonicalUtterance(u)]));
  return (message) => trained.has(normalizeUtterance(message)) || trained.has(canonicalUtterance(message));
}

/** How alike two sentences may be (Jaccard of their word sets) before one counts as a copy of the other. */
const NEAR_COPY = 0.7;

/**
 * The training sentences that a message nearly copies: the Jaccard similarity of their word sets is at
 * least NEAR_COPY. Each training sentence is normalised once, not once per message: the check compares
 * every phrasing of a set with every training sentence, and normalising both each time was most of the
 * accuracy specs' run time.
 */
function nearCopiesIn(training: readonly string[]): (message: string) => string[] {
  const trained = training.map((sentence) => ({ sentence, words: [...words(sentence)] }));
  return (message) => {
    const y = words(message);
    const copies: string[] = [];
    for (const { sentence, words: x } of trained) {
      // Jaccard ≥ t needs the smaller set to hold at least t of the larger: skip the rest unread.
      if (Math.min(x.length, y.size) < NEAR_COPY * Math.max(x.length, y.size)) continue;
      let shared = 0;
      for (const w of x) if (y.has(w)) shared += 1;
      if (shared / (x.length + y.size - shared || 1) >= NEAR_COPY) copies.push(sentence);
    }
    return copies;
  };
}

/** Neither a training sentence nor a near copy of one, and no phrasing twice. */
export function expectNotTrainedOn(set: readonly HeldOutPhrasing[], training: readonly string[]): void {
  const trained = trainedAfterNormalisation(training);
  expect(set.filter((h) => trained(h.message)).map((h) => h.message)).toEqual([]);
  const copies = nearCopiesIn(training);
  const nearCopies = set.flatMap((h) => copies(h.message).map((u) => `${h.message} ≈ ${u}`));
  expect(nearCopies).toEqual([]);
  expect(new Set(set.map((h) => h.message)).size).toBe(set.length);
}

/**
 * A blind set without the phrasings that came out the same as, or nearly the same as, a training
 * sentence (written blind, some short ones do): they would measure memory, not understanding. How many
 * were left out is printed. `normalised`: also those equal to one after normalisation (the English
 * sets); the Welsh sets leave out near copies only.
 */
export function unseenPart<T extends HeldOutPhrasing>(
  name: string,
  set: readonly T[],
  training: readonly string[],
  normalised: boolean,
): T[] {
  // No phrasing twice in the set as written (what is left out below is what training already holds).
  expect(new Set(set.map((h) => h.message)).size).toBe(set.length);
  const trained = normalised ? trainedAfterNormalisation(training) : () => false;
  const nearCopies = nearCopiesIn(training);
  const unseen = set.filter((h) => !trained(h.message) && nearCopies(h.message).length === 0);
  console.log(
    `${name}: ${set.length - unseen.length} of ${set.length} left out as ${normalised ? '(near)' : 'near'} copies of training sentences`,
  );
  return unseen;
}
