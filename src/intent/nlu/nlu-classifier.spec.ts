import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkflowTemplateDefinition } from '../../workflow-template/workflow-template.types';
import { NluClassifier } from './nlu-classifier';

const dir = join(__dirname, '../../workflow-template/templates');
const shipped = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as WorkflowTemplateDefinition);

describe('NluClassifier.train (a model trained here is kept for the same templates)', () => {
  // Two small sets, neither the shipped one, so both are trained (English only, to keep it quick).
  const one = shipped.filter((t) => t.code === 'birth-of-a-child');
  const two = shipped.filter((t) => t.code === 'losing-a-job');

  it('gives a second app on the same templates the model trained for the first, and trains for others', async () => {
    expect([one.length, two.length]).toEqual([1, 1]);
    const first = await NluClassifier.train(one, { languages: [] });
    expect(await NluClassifier.train(one, { languages: [] })).toBe(first);
    const other = await NluClassifier.train(two, { languages: [] });
    expect(other).not.toBe(first);
    expect(await NluClassifier.train(one, { languages: [] })).toBe(first);
  });

  it('always trains afresh when asked not to use a precomputed or kept model', async () => {
    const kept = await NluClassifier.train(one, { languages: [] });
    expect(await NluClassifier.train(one, { languages: [], precomputed: false })).not.toBe(kept);
  });
});
