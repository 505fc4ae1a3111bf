import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The stems of a Hunspell dictionary package laid out as wooorm/dictionaries ships them (`index.dic`
 * beside its entry point): each entry's word before its affix flags, lower-cased and passed through
 * `fold` (the language pack's accent folding). The affixes (plurals, verb endings, mutations) are not
 * expanded: a pack's own mutation table reads a mutated word back to its radical
 * (`PackNormalizer.radicals`), and a form neither covers is merely not known.
 */
export function hunspellStems(pkg: string, fold: (word: string) => string): ReadonlySet<string> {
  const lines = readFileSync(join(dirname(require.resolve(pkg)), 'index.dic'), 'utf8').split('\n');
  const stems = new Set<string>();
  // The first line is the entry count.
  for (let i = 1; i < lines.length; i += 1) {
    const slash = lines[i].indexOf('/');
    const stem = (slash === -1 ? lines[i] : lines[i].slice(0, slash)).trim().toLowerCase();
    if (stem) stems.add(fold(stem));
  }
  return stems;
}
