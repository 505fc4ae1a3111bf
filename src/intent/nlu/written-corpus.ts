import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the written training corpora live: `corpus/<locale>.json`, one file per language. */
export const CORPUS_DIR = join(__dirname, 'corpus');

/** The label of sentences that are about none of the life events. */
const NONE_KEY = 'none';

/** A sentence as written, with its English gloss when it is in another language. */
type Written = string | { text: string; gloss: string };

/**
 * Training sentences written as citizens type them, in bulk, by writers who saw neither the blind
 * held-out sets nor each other's work (docs/decisions.md, "Stop 41"): `{ "about", "sentences": {
 * "<workflow code>": [...], "none": [...] } }`. A language gains a corpus by adding its file.
 * Answers `[sentence, label]` pairs, `none` as `noneLabel`, only for the codes in `codes` (a
 * template that is not active is not trained on).
 */
export function readWrittenCorpus(
  locale: string,
  codes: ReadonlySet<string>,
  noneLabel: string,
  dir = CORPUS_DIR,
): [string, string][] {
  const file = join(dir, `${locale}.json`);
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { sentences?: Record<string, Written[]> };
  const out: [string, string][] = [];
  for (const [key, sentences] of Object.entries(parsed.sentences ?? {})) {
    if (key !== NONE_KEY && !codes.has(key)) continue;
    for (const s of sentences)
      out.push([typeof s === 'string' ? s : s.text, key === NONE_KEY ? noneLabel : key]);
  }
  return out;
}
