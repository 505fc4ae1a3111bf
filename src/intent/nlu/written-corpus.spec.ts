import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHIPPED_TEMPLATES } from '../../../test/intent/accuracy';
import { CORPUS_DIR, readWrittenCorpus } from './written-corpus';

describe('the written training corpora (src/intent/nlu/corpus)', () => {
  const files = readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.json'));
  const codes = new Set(SHIPPED_TEMPLATES.map((t) => t.code));

  it.each(files)(
    '%s labels its sentences with shipped workflow codes or none, each sentence once',
    (file) => {
      const parsed = JSON.parse(readFileSync(join(CORPUS_DIR, file), 'utf8')) as {
        about: string;
        sentences: Record<string, unknown[]>;
      };
      expect(parsed.about.length).toBeGreaterThan(0);
      expect(Object.keys(parsed.sentences).filter((k) => k !== 'none' && !codes.has(k))).toEqual([]);
      const texts = Object.values(parsed.sentences)
        .flat()
        .map((s) => (typeof s === 'string' ? s : (s as { text: string }).text));
      expect(texts.every((t) => typeof t === 'string' && t.trim().length > 0)).toBe(true);
      expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
    },
  );

  it('answers [sentence, label] pairs for the active codes only, none under the given label', () => {
    const locale = files[0].replace(/\.json$/, '');
    const all = readWrittenCorpus(locale, codes, 'None');
    const one = readWrittenCorpus(locale, new Set(['retiring']), 'None');
    expect(all.length).toBeGreaterThan(one.length);
    expect(new Set(one.map(([, label]) => label))).toEqual(new Set(['retiring', 'None']));
    expect(readWrittenCorpus('xx', codes, 'None')).toEqual([]);
  });
});
