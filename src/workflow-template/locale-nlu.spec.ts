import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nluLocales, readTemplateNlu } from './locale-nlu';
import type { WorkflowTemplateDefinition } from './workflow-template.types';

const templatesDir = join(__dirname, 'templates');
const templates = readdirSync(templatesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(templatesDir, f), 'utf8')) as WorkflowTemplateDefinition);

describe("Templates' understanding files per locale (locales/<locale>/<code>.nlu.json)", () => {
  it('ships Welsh', () => {
    expect(nluLocales()).toContain('cy');
  });

  it.each(nluLocales())(
    '%s: one file per template, naming its facts, with at least 30 sentences, cues and synonyms',
    (locale) => {
      const files = readTemplateNlu(locale);
      expect(Object.keys(files).sort()).toEqual(templates.map((t) => t.code).sort());
      for (const t of templates) {
        const file = files[t.code];
        expect({ code: t.code, sentences: file.example_utterances.length >= 30 }).toEqual({
          code: t.code,
          sentences: true,
        });
        expect(Object.keys(file.facts).sort()).toEqual(t.facts.map((f) => f.key).sort());
        for (const [key, fact] of Object.entries(file.facts))
          expect({ code: t.code, key, cues: fact.cues.length > 0 }).toEqual({
            code: t.code,
            key,
            cues: true,
          });
        expect(Object.keys(file.synonyms).length).toBeGreaterThan(0);
        expect(new Set(file.example_utterances).size).toBe(file.example_utterances.length);
      }
    },
  );

  it('reads only *.nlu.json: the display translations beside them are not its business', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      mkdirSync(join(dir, 'xx'));
      writeFileSync(join(dir, 'xx', 'moving-home.json'), JSON.stringify({ title: 'Display only' }));
      writeFileSync(
        join(dir, 'xx', 'moving-home.nlu.json'),
        JSON.stringify({ example_utterances: ['a sentence'], facts: {}, synonyms: {} }),
      );
      mkdirSync(join(dir, 'yy'));
      writeFileSync(join(dir, 'yy', 'moving-home.json'), JSON.stringify({ title: 'Display only' }));
      expect(nluLocales(dir)).toEqual(['xx']);
      expect(readTemplateNlu('xx', dir)).toEqual({
        'moving-home': { example_utterances: ['a sentence'], facts: {}, synonyms: {} },
      });
      expect(readTemplateNlu('yy', dir)).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
