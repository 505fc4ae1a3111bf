import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Per-locale content of the templates: `locales/<locale>/<code>.json` (display) and `<code>.nlu.json` (understanding). */
export const LOCALES_DIR = join(__dirname, 'locales');

/**
 * What the offline intent compiler learns of one template in one more language, kept as data
 * (`locales/<locale>/<code>.nlu.json`), so that a language is added by adding files:
 * - `example_utterances`: how citizens say it in that language;
 * - `facts`: the cues of the template's facts in that language, by fact key;
 * - `synonyms`: words and phrases of that language that mean one of the classifier's canonical
 *   terms (`"died": ["marw", "bu farw"]`), so that the term check that guards a match reads them too.
 */
export interface TemplateNlu {
  example_utterances: string[];
  facts: Record<string, { cues: string[] }>;
  synonyms: Record<string, string[]>;
}

const SUFFIX = '.nlu.json';

/** The locales with understanding files, in a stable order. */
export function nluLocales(dir = LOCALES_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(join(dir, d.name)).some((f) => f.endsWith(SUFFIX)))
    .map((d) => d.name)
    .sort();
}

/** The understanding files of one locale, by workflow code (only `*.nlu.json`; display files are not read). */
export function readTemplateNlu(locale: string, dir = LOCALES_DIR): Record<string, TemplateNlu> {
  const folder = join(dir, locale);
  if (!existsSync(folder)) return {};
  const out: Record<string, TemplateNlu> = {};
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(SUFFIX))
    .sort()) {
    const parsed = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Partial<TemplateNlu>;
    out[file.slice(0, -SUFFIX.length)] = {
      example_utterances: parsed.example_utterances ?? [],
      facts: parsed.facts ?? {},
      synonyms: parsed.synonyms ?? {},
    };
  }
  return out;
}
