/** Lower case, accents dropped, split into words (apostrophes kept inside a word: "i'r"). */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/**
 * Which language a message is written in, for understanding it (the answer's language is the
 * request's, not this). Each language's words are those of its training sentences (and, for the
 * others, their marker words); a word two languages share tells nothing. The message is read as
 * the language with the most words of its own, and as English unless another language has more:
 * a trigram guesser is unreliable on a few words, and a message that is English must never be read
 * as anything else. Deterministic, a set look-up per word.
 */
export class LanguageGuesser {
  private readonly own: { locale: string; words: ReadonlySet<string> }[];

  constructor(
    english: Iterable<string>,
    others: readonly { locale: string; words: Iterable<string> }[],
    private readonly fallback = 'en',
  ) {
    const sets = [
      { locale: fallback, words: new Set([...english].flatMap(tokens)) },
      ...others.map((o) => ({ locale: o.locale, words: new Set([...o.words].flatMap(tokens)) })),
    ];
    this.own = sets.map(({ locale, words }) => ({
      locale,
      words: new Set([...words].filter((w) => !sets.some((s) => s.locale !== locale && s.words.has(w)))),
    }));
  }

  guess(text: string): string {
    const words = tokens(text);
    let best = this.fallback;
    let bestScore = this.score(this.fallback, words);
    for (const { locale } of this.own) {
      const score = this.score(locale, words);
      if (score > bestScore) {
        best = locale;
        bestScore = score;
      }
    }
    return best;
  }

  private score(locale: string, words: readonly string[]): number {
    const own = this.own.find((o) => o.locale === locale)?.words;
    return own ? words.filter((w) => own.has(w)).length : 0;
  }
}
