/**
 * Writes the offline intent classifier's model trained on the shipped templates to
 * src/intent/nlu/trained-model.json, so that start-up loads it instead of training (the classifier
 * trains anyway when its training documents differ from the model's). `--check` exits 1 when the
 * committed model is stale.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NluClassifier, type PrecomputedModel } from '../intent/nlu/nlu-classifier';
import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';

async function main(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const dir = join(root, 'src', 'workflow-template', 'templates');
  const templates = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as WorkflowTemplateDefinition);
  const fresh = await NluClassifier.precompute(templates);
  const file = join(root, 'src', 'intent', 'nlu', 'trained-model.json');
  if (process.argv.includes('--check')) {
    const committed = JSON.parse(readFileSync(file, 'utf8')) as PrecomputedModel;
    if (committed.key !== fresh.key) {
      console.error(`${file} is stale: run npm run nlu:model`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(file, JSON.stringify(fresh) + '\n');
  console.log(`wrote ${file}`);
}

void main();
