import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLanguagePacks } from '../../src/intent/nlu/language-pack';
import { NONE_UTTERANCES } from '../../src/intent/nlu/none-utterances';
import { normalizeUtterance } from '../../src/intent/nlu/text-normalization';
import { EXTRA_UTTERANCES } from '../../src/intent/nlu/training-corpus';
import { readTemplateNlu } from '../../src/workflow-template/locale-nlu';
import type { WorkflowTemplateDefinition } from '../../src/workflow-template/workflow-template.types';
import type { HeldOutPhrasing } from './held-out-phrasings';

const UNRELATED = 'unrelated';

const TEMPLATES_DIR = join(__dirname, '../../src/workflow-template/templates');
/** Every shipped template: the classifier is measured as it runs, against all the active life events. */
export const SHIPPED_TEMPLATES: readonly WorkflowTemplateDefinition[] = readdirSync(TEMPLATES_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(TEMPLATES_DIR, f), 'utf8')) as WorkflowTemplateDefinition);

/** Every English training sentence: the templates', the extra corpus and the unrelated ones. */
export const englishTraining = (): string[] => [
  ...SHIPPED_TEMPLATES.flatMap((t) => t.example_utterances),
  ...Object.values(EXTRA_UTTERANCES).flat(),
  ...NONE_UTTERANCES,
];

/** Every training sentence, English and Welsh. */
export const allTraining = (): string[] => [
  ...englishTraining(),
  ...Object.values(readTemplateNlu('cy')).flatMap((f) => f.example_utterances),
  ...readLanguagePacks().flatMap((p) => p.none_utterances),
];

/** Words of a sentence, normalised, for the near-copy check. */
function words(text: string): Set<string> {
  return new Set(normalizeUtterance(text).split(' ').filter(Boolean));
}

/** Jaccard similarity of two sentences' word sets. */
export function similarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / (x.size + y.size - shared || 1);
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
