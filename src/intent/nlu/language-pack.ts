import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TemplateNlu } from '../../workflow-template/locale-nlu';
import {
  BREAK,
  compilePhrases,
  dropBreaks,
  markNegation,
  markPhrases,
  type NegationRules,
  type Phrases,
} from './text-normalization';

/**
 * A language the offline intent compiler understands besides English (which is the classifier's
 * own code: text-normalization.ts, training-corpus.ts). All of it is data, in
 * `nlu/languages/<locale>.json`; with the templates' `locales/<locale>/<code>.nlu.json` files it is
 * all a new language needs. See languages/cy.json for Welsh.
 */
export interface LanguagePack {
  locale: string;
  /** Function words typical of the language, for telling it from English. */
  markers: string[];
  /** Words (or short phrases) written another way, before accents are dropped: dialect and chat forms. */
  spellings: Record<string, string>;
  /** Clitics written out: `[regular expression, replacement]`, applied before apostrophes are dropped. */
  contractions: [string, string][];
  /** Initial consonant mutations: each radical initial and the forms it takes (soft, nasal, aspirate). */
  initial_mutations?: Record<string, string[]>;
  /** Initials that never mutate although they start like one that does ("ch" is not "c"). */
  unmutated_initials?: string[];
  /** Written before a vowel-initial word by some mutations (Welsh "ei henw", "ein hanner"). */
  vowel_prefix?: string;
  /** Generated forms that are never used: they are common words of their own (Welsh "chi" is "you", not "ci"). */
  protected: string[];
  negators: string[];
  negation_passes: string[];
  clause_starts: string[];
  /** Where a message is cut to classify each part (a regular expression, case-insensitive). */
  clause_breaks: string;
  none_utterances: string[];
  /** Language-wide synonym groups (near misses: animals, figures of speech, one's own certificate …). */
  synonyms: Record<string, string[]>;
  facts: FactLanguageData;
  /**
   * An npm package holding a Hunspell dictionary of the language (`index.dic`): a word found there
   * (or whose radical is) is what the citizen wrote, and the spelling corrector leaves it as it is.
   */
  dictionary?: string;
}

/** What fact extraction needs of a language (fact-extraction.ts), as data. */
export interface FactLanguageData {
  /** A negation right before a boolean cue ("dim plant"), a regular expression ending in `$`. */
  negations: string;
  number_words: Record<string, number>;
  /** Words that put a date in the past / in the future. */
  past: string;
  future: string;
  clause_breaks: string;
  /** Things with dates of their own ("angladd" — a funeral — dates no death). */
  other_things: string;
  /** Date phrases rewritten into the English ones chrono reads: `[regular expression, replacement]`. */
  rewrites: [string, string][];
}

export const LANGUAGES_DIR = join(__dirname, 'languages');

/** Every language pack shipped (`languages/*.json`), in a stable order. */
export function readLanguagePacks(dir = LANGUAGES_DIR): LanguagePack[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as LanguagePack);
}

const REGEX_PREFIX = 're:';
/** Stands for a space inside a marked term ("stop working"), so that the term stays one word. */
const WORD_JOIN = '\uE002';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Accents dropped: citizens often leave out the circumflex ("ty" for "tŷ"). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Normalisation of one language pack, the counterpart of English's `canonicalUtterance`: the same
 * steps (lower case, clitics written out, synonyms merged into the canonical terms the term check
 * reads, negation marked), driven by the pack's data and the templates' synonyms in that language.
 */
export class PackNormalizer {
  private readonly spellings: RegExp | null;
  private readonly contractions: readonly [RegExp, string][];
  /** The lexicon's regular expressions (`re:` entries), applied first. */
  private readonly patterns: Phrases;
  /** The lexicon's plain phrases by first word, longest first: matched word by word. */
  private readonly lexicon: ReadonlyMap<string, readonly { words: readonly string[]; term: string }[]>;
  private readonly negation: NegationRules;
  private readonly protectedWords: ReadonlySet<string>;
  /** Every term's phrases as they apply (plain phrases normalised and mutated, `re:` entries as written). */
  readonly synonyms: Readonly<Record<string, readonly string[]>>;

  constructor(
    readonly pack: LanguagePack,
    readonly templates: Readonly<Record<string, TemplateNlu>>,
  ) {
    this.protectedWords = new Set(pack.protected);
    // One expression for all spellings, longest first; not inside a hyphenated word ("di-waith" is not "wedi-waith").
    const spelt = Object.keys(pack.spellings).sort((a, b) => b.length - a.length);
    this.spellings = spelt.length
      ? new RegExp(`(?<![\\p{L}\\p{N}'-])(?:${spelt.map(escape).join('|')})(?![\\p{L}\\p{N}'-])`, 'gu')
      : null;
    this.contractions = pack.contractions.map(([re, to]) => [new RegExp(re, 'gu'), to]);
    const merged: Record<string, string[]> = {};
    const groups = [
      pack.synonyms,
      ...Object.keys(templates)
        .sort()
        .map((code) => templates[code].synonyms),
    ];
    for (const group of groups)
      for (const [term, phrases] of Object.entries(group))
        (merged[term] ??= []).push(...phrases.flatMap((p) => this.forms(p)));
    for (const term of Object.keys(merged)) merged[term] = [...new Set(merged[term])];
    this.synonyms = merged;
    // A term between marks, its spaces kept apart, is one word for the word-by-word pass.
    this.patterns = compilePhrases(
      Object.fromEntries(
        Object.entries(merged).map(([term, forms]) => [
          term.replace(/ /g, WORD_JOIN),
          forms.filter((f) => f.startsWith(REGEX_PREFIX)).map((f) => f.slice(REGEX_PREFIX.length)),
        ]),
      ),
    );
    const lexicon = new Map<string, { words: string[]; term: string }[]>();
    for (const [term, forms] of Object.entries(merged))
      for (const form of forms.filter((f) => !f.startsWith(REGEX_PREFIX))) {
        const words = form.split(' ');
        const entries = lexicon.get(words[0]) ?? [];
        if (!entries.some((e) => e.words.join(' ') === form)) entries.push({ words, term });
        lexicon.set(words[0], entries);
      }
    for (const entries of lexicon.values()) entries.sort((a, b) => b.words.length - a.words.length);
    this.lexicon = lexicon;
    this.negation = {
      joined: null,
      negators: new Set(pack.negators),
      passes: new Set(pack.negation_passes),
      clauseStarts: new Set(pack.clause_starts),
      reach: 2,
    };
  }

  /** Lower case, chat and dialect spellings, clitics written out, accents dropped; clause breaks kept when asked. */
  basic(text: string, keepBreaks = false, correct?: (word: string) => string): string {
    let t = text.toLowerCase().replace(/[’‘`´]/g, "'");
    // Clitics first ("dwi'n" → "dwi yn"), then spellings ("dwi" → "dw i"), before hyphens go ("di-waith").
    for (const [re, to] of this.contractions) t = t.replace(re, to);
    if (this.spellings) t = t.replace(this.spellings, (m) => this.pack.spellings[m] ?? m);
    t = t
      // A dash between spaces parts clauses too ("nid priodas – babi newydd").
      .replace(/[,;.!?:()]+|\s[-–—]+\s/g, keepBreaks ? ` ${BREAK} ` : ' ')
      .replace(/[^\p{L}\p{N}'\s\uE001]/gu, ' ')
      .replace(/'/g, '');
    const words = fold(t).replace(/\s+/g, ' ').trim();
    return correct ? words.split(' ').map(correct).join(' ') : words;
  }

  /** What the classifier sees: the normalised text with synonyms merged and negation marked. */
  canonical(text: string, correct?: (word: string) => string): string {
    const words = markPhrases(this.basic(text, true, correct), this.patterns)
      .replace(/\uE000/g, ' \uE000')
      .split(' ')
      .filter(Boolean);
    const out: string[] = [];
    for (let i = 0; i < words.length;) {
      const word = words[i];
      const match = word.startsWith('\uE000')
        ? undefined
        : this.lexicon.get(word)?.find((e) => e.words.every((w, k) => words[i + k] === w));
      out.push(match ? match.term : word.replace(/\uE000/g, '').replaceAll(WORD_JOIN, ' '));
      i += match ? match.words.length : 1;
    }
    return dropBreaks(markNegation(out.join(' ').replace(/\s+/g, ' ').trim(), this.negation));
  }

  /**
   * A lexicon phrase as it applies to normalised text: the phrase itself and, for a plain phrase, the
   * mutated forms of its first word ("priodi" → "briodi", "mhriodi", "phriodi"); a `re:` entry as written.
   */
  private forms(phrase: string): string[] {
    if (phrase.startsWith(REGEX_PREFIX)) return [phrase];
    const plain = this.basic(phrase);
    const [first, ...rest] = plain.split(' ');
    const tail = rest.length ? ` ${rest.join(' ')}` : '';
    const variants = this.mutations(first).filter((w) => !this.protectedWords.has(w));
    return [plain, ...variants.map((w) => `${w}${tail}`)];
  }

  /**
   * The radicals a word may be a mutated form of, by the pack's table of initials read backwards
   * ("gath" → "cath", "nghath" → "cath"; "henw" → "enw").
   */
  radicals(word: string): string[] {
    const out: string[] = [];
    for (const [initial, forms] of Object.entries(this.pack.initial_mutations ?? {}))
      for (const form of forms) if (word.startsWith(form)) out.push(initial + word.slice(form.length));
    const prefix = this.pack.vowel_prefix;
    if (prefix && word.startsWith(prefix) && /^[aeiouwy]/.test(word.slice(prefix.length)))
      out.push(word.slice(prefix.length));
    return out;
  }

  /** The mutated forms of a word, by the pack's table of initials. */
  private mutations(word: string): string[] {
    const table = this.pack.initial_mutations ?? {};
    if ((this.pack.unmutated_initials ?? []).some((i) => word.startsWith(i))) return [];
    const initial = Object.keys(table)
      .sort((a, b) => b.length - a.length)
      .find((i) => word.startsWith(i));
    if (initial)
      return table[initial].map((to) => to + word.slice(initial.length)).filter((w) => w.length > 1);
    if (this.pack.vowel_prefix && /^[aeiouwy]/.test(word)) return [this.pack.vowel_prefix + word];
    return [];
  }

  /** The words of the lexicon's plain phrases: what a misspelt word may be corrected to. */
  lexiconWords(): string[] {
    return [...this.lexicon.values()].flat().flatMap((e) => e.words);
  }

  /**
   * The words the pack's `re:` phrases name literally ("mwyaf", "briododd" in an alternation): the
   * corrector must leave them as written, or a rule could never see the word it names ("mwya" was
   * "corrected" to "mwy" before the rule for "enw babi mwya poblogaidd" ran). Escapes (`\p{L}`, `\b`)
   * and group syntax are not words.
   */
  ruleWords(): string[] {
    const words = new Set<string>();
    for (const forms of Object.values(this.synonyms))
      for (const form of forms.filter((f) => f.startsWith(REGEX_PREFIX)))
        for (const word of form
          .slice(REGEX_PREFIX.length)
          .replace(/\\(?:p\{[A-Za-z]+\}|[A-Za-z])/g, ' ')
          .match(/\p{L}{2,}/gu) ?? [])
          // Accents dropped, as the corrector sees a message's words.
          words.add(fold(word));
    return [...words];
  }

  /** What the model depends on (not the facts' rules): part of the precomputed model's key. */
  fingerprint(): string {
    const { facts: _facts, ...normalisation } = this.pack;
    return JSON.stringify([normalisation, this.synonyms]);
  }
}
