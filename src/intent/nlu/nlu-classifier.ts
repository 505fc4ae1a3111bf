import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { containerBootstrap } from '@nlpjs/core';
import { Nlp } from '@nlpjs/nlp';
import { LangEn } from '@nlpjs/lang-en-min';
import { OnFirstUse } from '../../common/on-first-use';
import { readTemplateNlu } from '../../workflow-template/locale-nlu';
import type {
  FactDeclaration,
  WorkflowTemplateDefinition,
} from '../../workflow-template/workflow-template.types';
import {
  type FactLanguageData,
  fold,
  type LanguagePack,
  PackNormalizer,
  readLanguagePacks,
} from './language-pack';
import { LanguageGuesser } from './language-guesser';
import { loadPrecomputed } from './model-loader';
import { NONE_UTTERANCES } from './none-utterances';
import { misspellingsIn, SpellingCorrector } from './spelling-correction';
import { hunspellStems } from './word-list';
import {
  canonicalUtterance,
  readingUtterance,
  lexiconWords,
  normalizationFingerprint,
  normalizeUtterance,
} from './text-normalization';
import { TEXT_SPEAK } from './text-speak';
import { readWrittenCorpus } from './written-corpus';
import { learnTerms } from './learned-terms';
import { classifySoftmax, SOFTMAX_SHARE, type SoftmaxModel, trainSoftmax } from './softmax-regression';
import {
  EVENT_EXCLUSIONS,
  EVENT_TERMS,
  EXTRA_UTTERANCES,
  MACHINE_DIRECTED_TERMS,
  NOT_PERSONAL_TERMS,
} from './training-corpus';

export const NONE = 'None';
/** The classifier's own language: its normalisation and corpus are code; other languages are data. */
export const ENGLISH = 'en';
/** What marks a text as not the citizen's own situation: talk to the machine, or a context set apart. */
const SET_APART_TERMS: readonly string[] = [...MACHINE_DIRECTED_TERMS, ...NOT_PERSONAL_TERMS];
/** The exclusion term of an animal's birth or death (EVENT_EXCLUSIONS), which rules out its own clause only. */
const ANIMAL = 'animal';

export interface Classification {
  /** The workflow code, or `None`. */
  label: string;
  /** 0–1. */
  score: number;
}

interface NlpLike {
  settings: Record<string, unknown>;
  addLanguage(locale: string): void;
  addDocument(locale: string, utterance: string, intent: string): void;
  nluManager: {
    addLanguage(locales: unknown): void;
    train(settings: unknown): Promise<unknown>;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  };
  process(
    locale: string,
    text: string,
  ): Promise<{ intent: string; score: number; classifications?: { intent: string; score: number }[] }>;
}

/** A trained model and the key of the documents it was trained on. */
export interface PrecomputedModel {
  key: string;
  model: unknown;
  /** The event terms learned from the same documents (./learned-terms.ts), by language and label. */
  terms: LearnedTerms;
  /** The English training sentences' misspellings and the words they stand for (misspellingsIn). */
  misspellings: Record<string, string>;
  /** The second reader trained on the same canonical sentences (./softmax-regression.ts), by language. */
  softmax: Record<string, SoftmaxModel>;
}

/** Event terms learned from the training sentences, by language, then by label. */
type LearnedTerms = Record<string, Record<string, string[]>>;

/** Changes when what training makes of the same documents changes (2: training sentences' typos corrected; 3: the softmax reader). */
const MODEL_FORMAT = 3;

/** The model trained on the shipped templates, written by `npm run nlu:model` (a file beside this one). */
export const PRECOMPUTED_MODEL_FILE = join(__dirname, 'trained-model.json');

function readPrecomputed(): PrecomputedModel | undefined {
  try {
    return JSON.parse(readFileSync(PRECOMPUTED_MODEL_FILE, 'utf8')) as PrecomputedModel;
  } catch {
    return undefined;
  }
}

/**
 * Models trained in this process, by key, newest last: an app started again, or a second app in the
 * same process, on the same templates (a replica in a test, a template set back to what it was)
 * takes the model instead of training again. Training is deterministic, so the answers are the same.
 */
const TRAINED_HERE = new Map<string, Promise<NluClassifier>>();
const TRAINED_HERE_KEPT = 2;

/** Whether the canonical text holds the term as whole words. */
function holds(text: string, term: string): boolean {
  return ` ${text} `.includes(` ${term} `);
}

/**
 * An offline intent classifier (nlp.js: stemmed bag of words + a small neural network), trained
 * in memory from the active templates' example utterances, the default compiler's own corpus
 * (training-corpus.ts) and a "None" class of unrelated sentences, all normalised the same way
 * (text-normalization.ts). Deterministic: the same training data gives the same model and the
 * same answers.
 */
export class NluClassifier {
  private constructor(
    private readonly nlp: NlpLike,
    private readonly speller: SpellingCorrector,
    private readonly guesser: LanguageGuesser,
    private readonly normalizers: ReadonlyMap<string, PackNormalizer>,
    private readonly spellers: OnFirstUse<string, SpellingCorrector>,
    /** Loads a language's model on its first use (nothing to do when it was trained here). */
    private readonly models: OnFirstUse<string, true>,
    /** Terms learned from the training sentences that also let a life event through (./learned-terms.ts). */
    private readonly learned: LearnedTerms,
    /** The softmax reader of each language, averaged with the network's answer. */
    private readonly softmax: Record<string, SoftmaxModel>,
  ) {}

  /**
   * Trains on the templates, or loads the precomputed model when it was trained on exactly the same
   * documents (training is deterministic, so both give the same answers; loading takes a fraction of
   * the time). `precomputed: false` always trains.
   */
  static async train(
    templates: readonly WorkflowTemplateDefinition[],
    options: { precomputed?: boolean; languages?: readonly LanguagePack[] } = {},
  ): Promise<NluClassifier> {
    const documents = NluClassifier.documents(templates);
    const others = NluClassifier.otherLanguages(templates, options.languages ?? readLanguagePacks());
    if (options.precomputed === false) return NluClassifier.build(documents, others, undefined);
    const key = NluClassifier.key(documents, others);
    const saved = readPrecomputed();
    if (saved?.key === key) return NluClassifier.build(documents, others, saved);
    let trained = TRAINED_HERE.get(key);
    if (!trained) {
      trained = NluClassifier.build(documents, others, undefined);
      TRAINED_HERE.set(key, trained);
      trained.catch(() => TRAINED_HERE.delete(key));
      for (const oldest of TRAINED_HERE.keys()) {
        if (TRAINED_HERE.size <= TRAINED_HERE_KEPT) break;
        TRAINED_HERE.delete(oldest);
      }
    }
    return trained;
  }

  /** Loads `saved` (trained on exactly these documents), or trains when there is none. */
  private static async build(
    documents: readonly [string, string][],
    others: readonly OtherLanguage[],
    saved: PrecomputedModel | undefined,
  ): Promise<NluClassifier> {
    const nlp = await NluClassifier.emptyModel(others.map((o) => o.locale));
    let loadLanguage = (_locale: string): void => undefined;
    let learned: LearnedTerms;
    let misspellings: Record<string, string>;
    let softmax: Record<string, SoftmaxModel>;
    const words = documents.flatMap(([u]) => normalizeUtterance(u).split(' '));
    // Only English's model is loaded at start; another language's on its first message.
    if (saved) {
      loadLanguage = loadPrecomputed(nlp.nluManager, saved, [ENGLISH], PRECOMPUTED_MODEL_FILE);
      learned = saved.terms;
      misspellings = saved.misspellings;
      softmax = saved.softmax;
    } else {
      // The sentences are read with their typos corrected, as a citizen's message is.
      misspellings = misspellingsIn(
        documents.map(([u]) => u),
        words,
        lexiconWords(),
      );
      const fix = (w: string) => misspellings[w] ?? w;
      // Each sentence is read once (reading is most of a retrain's cost outside the two models).
      const read: [string, [string, string][]][] = [
        [ENGLISH, documents.map(([u, label]) => [canonicalUtterance(u, fix), label])],
        ...others.map((o): [string, [string, string][]] => [
          o.locale,
          o.documents.map(([u, label]) => [o.normalizer.canonical(u), label]),
        ]),
      ];
      learned = Object.fromEntries(read.map(([locale, sentences]) => [locale, learnTerms(sentences, NONE)]));
      for (const [locale, sentences] of read)
        for (const [text, label] of sentences) nlp.addDocument(locale, text, label);
      softmax = Object.fromEntries(read.map(([locale, sentences]) => [locale, trainSoftmax(sentences)]));
      nlp.nluManager.addLanguage([ENGLISH, ...others.map((o) => o.locale)]);
      // Trains without nlp.train(): that one writes model files (autoSave) and logs every epoch.
      await nlp.nluManager.train({ log: false });
    }
    // Misspelt words are corrected to the words the training sentences and lexicons use.
    const speller = new SpellingCorrector([...words, ...lexiconWords(true)], undefined, misspellings);
    const guesser = new LanguageGuesser(
      [
        ...documents.map(([u]) => u),
        ...lexiconWords(true),
        ...Object.keys(TEXT_SPEAK),
        ...Object.values(TEXT_SPEAK),
      ],
      others.map((o) => ({
        locale: o.locale,
        words: [...o.documents.map(([u]) => u), ...o.normalizer.pack.markers],
      })),
    );
    return new NluClassifier(
      nlp,
      speller,
      guesser,
      new Map(others.map((o) => [o.locale, o.normalizer])),
      new OnFirstUse((locale) => NluClassifier.spellerFor(others.find((o) => o.locale === locale)!)),
      new OnFirstUse((locale): true => {
        loadLanguage(locale);
        return true;
      }),
      learned,
      softmax,
    );
  }

  /**
   * Another language's corrector: a misspelt word becomes the nearest word of the language's event
   * lexicon ("ymdeol" → "ymddeol"), never a word its training sentences, markers or phrase rules use as it is.
   * Only the lexicon is a target, so a Welsh word the classifier never saw is not turned into
   * another everyday word.
   */
  private static spellerFor(other: OtherLanguage): SpellingCorrector {
    const known = new Set([
      ...other.documents.flatMap(([u]) => other.normalizer.basic(u).split(' ')),
      ...other.normalizer.pack.markers.flatMap((m) => other.normalizer.basic(m).split(' ')),
      ...other.normalizer.ruleWords(),
    ]);
    const dictionary = other.normalizer.pack.dictionary
      ? hunspellStems(other.normalizer.pack.dictionary, fold)
      : undefined;
    const inDictionary = (w: string) =>
      dictionary !== undefined &&
      (dictionary.has(w) || other.normalizer.radicals(w).some((r) => dictionary.has(r)));
    return new SpellingCorrector(other.normalizer.lexiconWords(), (w) => known.has(w) || inDictionary(w));
  }

  /** A freshly trained model on the templates, with its key: what `npm run nlu:model` writes. */
  static async precompute(templates: readonly WorkflowTemplateDefinition[]): Promise<PrecomputedModel> {
    const classifier = await NluClassifier.train(templates, { precomputed: false });
    const others = NluClassifier.otherLanguages(templates, readLanguagePacks());
    return {
      key: NluClassifier.key(NluClassifier.documents(templates), others),
      model: classifier.nlp.nluManager.toJSON(),
      terms: classifier.learned,
      misspellings: classifier.speller.misspellingsFound,
      softmax: classifier.softmax,
    };
  }

  /** The training sentences and their labels: the templates' examples and extras, and the None class. */
  private static documents(templates: readonly WorkflowTemplateDefinition[]): [string, string][] {
    return [
      ...templates.flatMap((t) =>
        [...t.example_utterances, ...(EXTRA_UTTERANCES[t.code] ?? [])].map((u): [string, string] => [
          u,
          t.code,
        ]),
      ),
      ...NONE_UTTERANCES.map((u): [string, string] => [u, NONE]),
      ...readWrittenCorpus(ENGLISH, new Set(templates.map((t) => t.code)), NONE),
    ];
  }

  /**
   * The other languages' training: each language pack with the active templates' files in that
   * language (`locales/<locale>/<code>.nlu.json`), its sentences labelled by workflow code and its
   * None sentences.
   */
  private static otherLanguages(
    templates: readonly WorkflowTemplateDefinition[],
    packs: readonly LanguagePack[],
  ): OtherLanguage[] {
    return packs
      .filter((p) => p.locale !== ENGLISH)
      .map((pack) => {
        const files = readTemplateNlu(pack.locale);
        const active = Object.fromEntries(
          templates.filter((t) => files[t.code]).map((t) => [t.code, files[t.code]]),
        );
        return {
          locale: pack.locale,
          normalizer: new PackNormalizer(pack, active),
          documents: [
            ...Object.entries(active).flatMap(([code, f]) =>
              f.example_utterances.map((u): [string, string] => [u, code]),
            ),
            ...pack.none_utterances.map((u): [string, string] => [u, NONE]),
            ...readWrittenCorpus(pack.locale, new Set(Object.keys(active)), NONE),
          ],
        };
      });
  }

  /**
   * What the model depends on, cheap to compute at start: the documents and the normalisation lexicons
   * of every language. (A change to normalisation code itself is caught by the test that retrains and compares.)
   */
  private static key(documents: readonly [string, string][], others: readonly OtherLanguage[]): string {
    return createHash('sha256')
      .update(
        JSON.stringify([
          MODEL_FORMAT,
          documents,
          normalizationFingerprint(),
          ...others.map((o) => [o.locale, o.documents, o.normalizer.fingerprint()]),
        ]),
      )
      .digest('hex');
  }

  private static async emptyModel(locales: readonly string[]): Promise<NlpLike> {
    const container = await containerBootstrap({}, false);
    container.use(Nlp);
    container.use(LangEn);
    const nlp = container.get('nlp', { autoSave: false, autoLoad: false }) as NlpLike;
    nlp.settings.autoSave = false;
    nlp.addLanguage(ENGLISH);
    // nlp.js has no Welsh package (no @nlpjs/lang-cy): other languages use its language-agnostic
    // tokenizer and no stemmer; their packs' synonyms and mutations do the lemmatising.
    for (const locale of locales) nlp.addLanguage(locale);
    return nlp;
  }

  /** The language a message is written in, among the classifier's (English unless another is clearly more likely). */
  language(text: string): string {
    return this.guesser.guess(text);
  }

  /** The template's facts with their cues in the language too (the English cues stay: citizens mix languages). */
  factsIn(template: WorkflowTemplateDefinition, locale: string): FactDeclaration[] {
    const own = this.normalizers.get(locale)?.templates[template.code]?.facts;
    if (!own) return template.facts;
    return template.facts.map((f) => ({ ...f, cues: [...(own[f.key]?.cues ?? []), ...f.cues] }));
  }

  /** A language's rules for fact extraction; none for English (fact-extraction.ts's own). */
  factLanguage(locale: string): FactLanguageData | undefined {
    return this.normalizers.get(locale)?.pack.facts;
  }

  /** The words a language cuts a message at to classify each part, when it has its own. */
  clauseBreaks(locale: string): RegExp | undefined {
    const pack = this.normalizers.get(locale)?.pack;
    return pack ? new RegExp(pack.clause_breaks, 'iu') : undefined;
  }

  /** The last text read and its reading: a message is read whole for the model and again for `ruledOut`. */
  private lastReading: { text: string; locale: string; canonical: string } | undefined;

  /** The text as the model sees it, in its language: misspellings corrected, synonyms merged. */
  private canonical(text: string, locale: string): string {
    const last = this.lastReading;
    if (last && last.text === text && last.locale === locale) return last.canonical;
    const other = this.normalizers.get(locale);
    const speller = other && this.spellers.get(locale);
    const canonical = other
      ? other.canonical(text, speller && ((w) => speller.correct(w)))
      : readingUtterance(text, (w) => this.speller.correct(w));
    this.lastReading = { text, locale, canonical };
    return canonical;
  }

  /** Whether the text talks to the machine (instructions, prompts, codes) rather than about a situation. */
  addressedToMachine(text: string): boolean {
    return this.holdsAnyReading(text, MACHINE_DIRECTED_TERMS);
  }

  /**
   * Whether the text is not the citizen telling of their own situation: it talks to the machine, or sets
   * itself apart (homework, a quiz, a film, a joke). One reading of the text in each language for both.
   */
  notTheCitizensSituation(text: string): boolean {
    return this.holdsAnyReading(text, SET_APART_TERMS);
  }

  /** Whether the text, read in any of the classifier's languages, holds one of the terms. */
  private holdsAnyReading(text: string, terms: readonly string[]): boolean {
    // Every language: an instruction or a cue in one language may sit beside an event in another.
    const readings = [
      readingUtterance(text),
      ...[...this.normalizers.values()].map((n) => n.canonical(text)),
    ];
    return readings.some((canonical) => terms.some((t) => holds(canonical, t)));
  }

  /**
   * The best label for the text. A life event is answered only when the text also holds one of
   * that event's terms (EVENT_TERMS) and none of its exclusions (EVENT_EXCLUSIONS); otherwise the
   * answer is `None`. Other languages' synonyms merge into the same canonical terms.
   */
  async classify(text: string, locale = ENGLISH): Promise<Classification> {
    const canonical = this.canonical(text, locale);
    const [best] = await this.read(canonical, locale);
    const label = best?.label ?? NONE;
    const score = best?.score ?? 0;
    if (label === NONE) return { label, score };
    const terms = EVENT_TERMS[label];
    const learned = this.learned[this.normalizers.has(locale) ? locale : ENGLISH]?.[label] ?? [];
    if (terms && !terms.some((t) => holds(canonical, t)) && !learned.some((t) => holds(canonical, t)))
      return { label: NONE, score: 0 };
    if (EVENT_EXCLUSIONS[label]?.some((t) => holds(canonical, t))) return { label: NONE, score: 0 };
    return { label, score };
  }

  /**
   * The life events the text, read whole, rules out (EVENT_EXCLUSIONS but an animal, which rules out
   * only the clause it stands in): a clause of it may not stand for them ("my grandfather died in 1998 —
   * I am researching our family history"). Read right after `classify` of the same text, it reuses that
   * reading. Not an animal: "my husband died on sunday, i need to rehome his dog" is still a death.
   */
  ruledOut(text: string, locale = ENGLISH): ReadonlySet<string> {
    const canonical = this.canonical(text, locale);
    return new Set(
      Object.entries(EVENT_EXCLUSIONS)
        .filter(([, terms]) => terms.some((t) => t !== ANIMAL && holds(canonical, t)))
        .map(([label]) => label),
    );
  }

  /**
   * Every life event the model weighs for the text, best first, with its score (0–1), without the
   * term check of `classify`: what a "did you mean" may offer when nothing was understood.
   */
  async rank(text: string, locale = ENGLISH): Promise<Classification[]> {
    return (await this.read(this.canonical(text, locale), locale)).filter((c) => c.label !== NONE);
  }

  /**
   * Every label's score for canonical text, best first: nlp.js's network and the softmax reader
   * averaged (SOFTMAX_SHARE to the softmax reader).
   */
  private async read(canonical: string, locale: string): Promise<Classification[]> {
    const model = this.locale(locale);
    const result = await this.nlp.process(model, canonical);
    const network = new Map<string, number>();
    for (const c of result.classifications ?? [])
      if (Number.isFinite(c.score)) network.set(c.intent, c.score);
    const softmax = classifySoftmax(this.softmax[model] ?? this.softmax[ENGLISH], canonical);
    const labels = new Set([...network.keys(), ...Object.keys(softmax)]);
    return [...labels]
      .map((label) => ({
        label,
        score: (1 - SOFTMAX_SHARE) * (network.get(label) ?? 0) + SOFTMAX_SHARE * (softmax[label] ?? 0),
      }))
      .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
  }

  /** A locale the model was trained on (its model loaded), else English. */
  private locale(locale: string): string {
    if (!this.normalizers.has(locale)) return ENGLISH;
    this.models.get(locale);
    return locale;
  }
}

/** One more language's training: its normaliser and its labelled sentences. */
interface OtherLanguage {
  locale: string;
  normalizer: PackNormalizer;
  documents: [string, string][];
}
