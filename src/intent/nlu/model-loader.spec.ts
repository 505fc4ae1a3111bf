import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPrecomputed } from './model-loader';
import { PRECOMPUTED_MODEL_FILE } from './nlu-classifier';

interface Loaded {
  domainManagers: Record<string, unknown>;
  extraSentences: [string, string][];
}

/** Records what nlp.js would be given. */
function recordingManager() {
  const loaded: Loaded[] = [];
  return { loaded, fromJSON: (json: unknown) => loaded.push(json as Loaded) };
}

describe('loadPrecomputed (the model of a language is loaded on its first use)', () => {
  const saved = JSON.parse(readFileSync(PRECOMPUTED_MODEL_FILE, 'utf8')) as { key: string; model: Loaded };

  it('loads English at once and Welsh only when asked, from the same file', () => {
    const manager = recordingManager();
    const load = loadPrecomputed(manager, saved, ['en'], PRECOMPUTED_MODEL_FILE);
    expect(manager.loaded).toHaveLength(1);
    expect(Object.keys(manager.loaded[0].domainManagers)).toEqual(['en']);
    // The saved model keeps no language-guesser sentences (precompute drops them): none to split.
    expect(manager.loaded[0].extraSentences).toEqual(saved.model.extraSentences.filter(([l]) => l === 'en'));

    load('en');
    expect(manager.loaded).toHaveLength(1);
    load('cy');
    expect(manager.loaded).toHaveLength(2);
    expect(Object.keys(manager.loaded[1].domainManagers)).toEqual(['cy']);
    expect(JSON.stringify(manager.loaded[1].domainManagers.cy)).toBe(
      JSON.stringify(saved.model.domainManagers.cy),
    );
    expect(manager.loaded[1].extraSentences).toEqual(saved.model.extraSentences.filter(([l]) => l === 'cy'));
  });

  it('refuses a model file replaced since the start', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nlu-')), 'trained-model.json');
    writeFileSync(file, JSON.stringify(saved));
    const load = loadPrecomputed(recordingManager(), saved, ['en'], file);
    writeFileSync(file, JSON.stringify({ ...saved, key: 'another' }));
    expect(() => load('cy')).toThrow('changed since the service started');
  });
});
