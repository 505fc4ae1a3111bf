import { SpellCheck } from '@nlpjs/similarity';

/** Words shorter than this are left alone: at one edit they have too many neighbours ("bin", "ben"). */
const MIN_LENGTH = 4;
/** From this length a word may be two edits from its correction ("redundnt" is one, "seperatd" two). */
const TWO_EDITS_FROM = 8;

let dictionary: ReadonlySet<string> | undefined;
/**
 * ~275,000 English words: a word found here is what the citizen meant, even if training never saw it.
 * Loaded on the first word the vocabulary does not know, not at start (required then, so that the
 * 3 MB list is not in the heap of a replica that never needs it).
 */
function english(): ReadonlySet<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (dictionary ??= new Set(require('an-array-of-english-words') as string[]));
}

/**
 * Corrects a misspelt word to the nearest word of the classifier's vocabulary (the words its
 * training sentences and synonym lists use) by edit distance, with nlp.js's own spell checker
 * (Levenshtein distance, ties to the closer length and then the more frequent word). Only a word
 * that is neither in that vocabulary nor an English word is corrected, so "dyed" stays "dyed"
 * however close it is to "died"; digits and short words are left alone.
 */
export class SpellingCorrector {
  private readonly spellCheck: SpellCheck;
  private readonly vocabulary: ReadonlyMap<string, number>;

  /**
   * @param words the vocabulary a misspelt word is corrected to.
   * @param known words left as written although the vocabulary lacks them (English: the English word
   *   list; another language: its training sentences' words, since no word list of it ships).
   */
  constructor(
    words: Iterable<string>,
    private readonly known: (word: string) => boolean = (w) => english().has(w),
    /** Misspellings of the vocabulary's own sentences and what they stand for ({@link misspellingsIn}). */
    private readonly misspellings: Record<string, string> = {},
  ) {
    const counts = new Map<string, number>();
    for (const w of words)
      if (/^[a-z]+$/.test(w) && !Object.hasOwn(misspellings, w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    this.vocabulary = counts;
    this.spellCheck = new SpellCheck({ features: Object.fromEntries(counts), minLength: MIN_LENGTH });
  }

  /** The misspellings this corrector was given (what the precomputed model stores). */
  get misspellingsFound(): Record<string, string> {
    return this.misspellings;
  }

  correct(word: string): string {
    if (Object.hasOwn(this.misspellings, word)) return this.misspellings[word];
    if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) return word;
    if (this.vocabulary.has(word) || this.known(word)) return word;
    if (word.endsWith('in') && this.vocabulary.has(`${word}g`)) return `${word}g`;
    return this.spellCheck.checkToken(word, editsFor(word));
  }
}

/** How many edits from its correction a word may be. */
const editsFor = (word: string): number => (word.length >= TWO_EDITS_FROM ? 2 : 1);

/**
 * The misspellings among training sentences' words: a word that is neither an English word, a lexicon
 * word nor a name, and lies within reach (one edit, two from 8 letters) of a vocabulary word that is
 * one, mapped to that word ("redundnt" → "redundant", "retirin" → "retiring"). Citizens' sentences are
 * written with their typos, as citizens type; read as written, each typo was a word of its own that
 * the model saw once or twice, and a vocabulary word the corrector kept as it was, so a message with
 * the same typo was never corrected either. A typo keeps its first letter and is rarer than the word
 * it stands for (at most half as frequent); a dropped g ("movin") is read as the word with it. Words
 * written with a capital inside a sentence ("Leeds", "June") are names, and words out of reach of any
 * (jargon: "hmrc") stay as they are.
 */
export function misspellingsIn(
  sentences: readonly string[],
  words: readonly string[],
  lexicon: readonly string[],
): Record<string, string> {
  const names = new Set(
    sentences.flatMap((s) => [...s.matchAll(/(?<=\S\s+)\p{Lu}\p{L}+/gu)].map(([n]) => n.toLowerCase())),
  );
  const counts = new Map<string, number>();
  for (const w of [...words, ...lexicon]) if (/^[a-z]+$/.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const lexical = new Set(lexicon);
  const trusted = new Map([...counts].filter(([w]) => lexical.has(w) || english().has(w)));
  const check = new SpellCheck({ features: Object.fromEntries(trusted), minLength: MIN_LENGTH });
  const found: Record<string, string> = {};
  for (const [w, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    if (trusted.has(w) || names.has(w) || w.length < MIN_LENGTH) continue;
    const meant = w.endsWith('in') && trusted.has(`${w}g`) ? `${w}g` : check.checkToken(w, editsFor(w));
    if (meant !== w && meant[0] === w[0] && trusted.get(meant)! >= 2 * count) found[w] = meant;
  }
  return found;
}
