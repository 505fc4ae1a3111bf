import birth from '../../workflow-template/templates/birth-of-a-child.json';
import job from '../../workflow-template/templates/losing-a-job.json';
import moving from '../../workflow-template/templates/moving-home.json';
import { readIntentConfig } from '../../config/intent.config';
import type { WorkflowTemplateDefinition } from '../../workflow-template/workflow-template.types';
import { NluIntentCompiler } from '../nlu-intent-compiler';
import { HELD_OUT } from '../../../test/intent/held-out-phrasings';
import { NONE_UTTERANCES } from './none-utterances';
import { canonicalUtterance, normalizeUtterance } from './text-normalization';
import { EXTRA_UTTERANCES } from './training-corpus';

const templates = [birth, job, moving] as unknown as WorkflowTemplateDefinition[];
/** Issue 12: the held-out accuracy may not fall below 95 %, and no unrelated message may start a journey. */
const MIN_ACCURACY = 0.95;
const UNRELATED = 'unrelated';
const today = new Date('2026-11-20T12:00:00Z');

/** Words of a sentence, normalised, for the near-copy check. */
function words(text: string): Set<string> {
  return new Set(normalizeUtterance(text).split(' ').filter(Boolean));
}

/** Jaccard similarity of two sentences' word sets. */
function similarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / (x.size + y.size - shared || 1);
}

describe('Default intent compiler on held-out phrasings (issue 12)', () => {
  let compiler: NluIntentCompiler;
  beforeAll(async () => {
    compiler = await NluIntentCompiler.train(templates, readIntentConfig({}).minConfidence);
  });

  it('is measured on enough phrasings that are neither training utterances nor near copies of one', () => {
    const training = [
      ...templates.flatMap((t) => t.example_utterances),
      ...Object.values(EXTRA_UTTERANCES).flat(),
      ...NONE_UTTERANCES,
    ];
    const trained = new Set(training.flatMap((u) => [normalizeUtterance(u), canonicalUtterance(u)]));
    const equalAfterNormalisation = HELD_OUT.filter(
      (h) => trained.has(normalizeUtterance(h.message)) || trained.has(canonicalUtterance(h.message)),
    ).map((h) => h.message);
    expect(equalAfterNormalisation).toEqual([]);
    const nearCopies = HELD_OUT.flatMap((h) =>
      training.filter((u) => similarity(u, h.message) >= 0.7).map((u) => `${h.message} ≈ ${u}`),
    );
    expect(nearCopies).toEqual([]);
    expect(new Set(HELD_OUT.map((h) => h.message)).size).toBe(HELD_OUT.length);
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(150);
    for (const t of templates)
      expect(HELD_OUT.filter((h) => h.expected === t.code).length).toBeGreaterThanOrEqual(30);
    expect(HELD_OUT.filter((h) => h.expected === null).length).toBeGreaterThanOrEqual(60);
  });

  it(`tells the life events apart with accuracy ≥ ${MIN_ACCURACY * 100} % and classes no unrelated message as one`, async () => {
    const groups = new Map<string, { right: number; total: number }>();
    const misses: string[] = [];
    for (const h of HELD_OUT) {
      const got = (await compiler.compile(h.message, today)).workflowCode;
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
    const lines = [...groups].map(
      ([name, g]) => `  ${name.padEnd(18)} ${g.right}/${g.total}  ${pct(g.right, g.total)}`,
    );
    // The figure the README quotes comes from this line.
    console.log(
      [
        `Held-out intent accuracy: ${right}/${HELD_OUT.length} = ${pct(right, HELD_OUT.length)}`,
        ...lines,
        ...(misses.length ? ['Misses:', ...misses] : []),
      ].join('\n'),
    );
    const unrelated = groups.get(UNRELATED);
    expect(misses.filter((m) => m.endsWith(`(expected ${UNRELATED})`))).toEqual([]);
    expect(unrelated?.right).toBe(unrelated?.total);
    expect(right / HELD_OUT.length).toBeGreaterThanOrEqual(MIN_ACCURACY);
  });

  it.each([
    ['We welcomed a little boy into the family last night', 'birth-of-a-child'],
    ['we sold the house and are renting in Bristol from June', 'moving-home'],
    ["the plant closed and I'm out of work", 'losing-a-job'],
    ['I was fired today', 'losing-a-job'],
  ])("classes the issue's example %j as %s", async (message, code) => {
    expect(HELD_OUT).toContainEqual({ message, expected: code });
    const compiled = await compiler.compile(message, today);
    expect(compiled.workflowCode).toBe(code);
    expect(compiled.confidence).toBeGreaterThanOrEqual(readIntentConfig({}).minConfidence);
  });

  it('is deterministic: the same message gives the same answer after retraining', async () => {
    const again = await NluIntentCompiler.train(templates, readIntentConfig({}).minConfidence);
    for (const h of HELD_OUT.slice(0, 40)) {
      expect(await again.compile(h.message, today)).toEqual(await compiler.compile(h.message, today));
    }
  });
});
