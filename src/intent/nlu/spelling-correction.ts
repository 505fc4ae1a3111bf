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
  ) {
    const counts = new Map<string, number>();
    for (const w of words) if (/^[a-z]+$/.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    this.vocabulary = counts;
    this.spellCheck = new SpellCheck({ features: Object.fromEntries(counts), minLength: MIN_LENGTH });
  }

  correct(word: string): string {
    if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) return word;
    if (this.vocabulary.has(word) || this.known(word)) return word;
    return this.spellCheck.checkToken(word, word.length >= TWO_EDITS_FROM ? 2 : 1);
  }
}
