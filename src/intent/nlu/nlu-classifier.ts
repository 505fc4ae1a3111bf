import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { containerBootstrap } from '@nlpjs/core';
import { Nlp } from '@nlpjs/nlp';
import { LangEn } from '@nlpjs/lang-en-min';
import type { WorkflowTemplateDefinition } from '../../workflow-template/workflow-template.types';
import { NONE_UTTERANCES } from './none-utterances';
import { SpellingCorrector } from './spelling-correction';
import {
  canonicalUtterance,
  lexiconWords,
  normalizationFingerprint,
  normalizeUtterance,
} from './text-normalization';
import { EVENT_EXCLUSIONS, EVENT_TERMS, EXTRA_UTTERANCES, MACHINE_DIRECTED_TERMS } from './training-corpus';

export const NONE = 'None';

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
}

/** The model trained on the shipped templates, written by `npm run nlu:model` (a file beside this one). */
export const PRECOMPUTED_MODEL_FILE = join(__dirname, 'trained-model.json');

function readPrecomputed(): PrecomputedModel | undefined {
  try {
    return JSON.parse(readFileSync(PRECOMPUTED_MODEL_FILE, 'utf8')) as PrecomputedModel;
  } catch {
    return undefined;
  }
}

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
  ) {}

  /**
   * Trains on the templates, or loads the precomputed model when it was trained on exactly the same
   * documents (training is deterministic, so both give the same answers; loading takes a fraction of
   * the time). `precomputed: false` always trains.
   */
  static async train(
    templates: readonly WorkflowTemplateDefinition[],
    options: { precomputed?: boolean } = {},
  ): Promise<NluClassifier> {
    const documents = NluClassifier.documents(templates);
    const nlp = await NluClassifier.emptyModel();
    const saved = options.precomputed === false ? undefined : readPrecomputed();
    if (saved && saved.key === NluClassifier.key(documents)) nlp.nluManager.fromJSON(saved.model);
    else {
      for (const [u, label] of documents) nlp.addDocument('en', canonicalUtterance(u), label);
      nlp.nluManager.addLanguage(['en']);
      // Trains without nlp.train(): that one writes model files (autoSave) and logs every epoch.
      await nlp.nluManager.train({ log: false });
    }
    // Misspelt words are corrected to the words the training sentences and lexicons use.
    const speller = new SpellingCorrector([
      ...documents.flatMap(([u]) => normalizeUtterance(u).split(' ')),
      ...lexiconWords(),
    ]);
    return new NluClassifier(nlp, speller);
  }

  /** A freshly trained model on the templates, with its key: what `npm run nlu:model` writes. */
  static async precompute(templates: readonly WorkflowTemplateDefinition[]): Promise<PrecomputedModel> {
    const classifier = await NluClassifier.train(templates, { precomputed: false });
    return {
      key: NluClassifier.key(NluClassifier.documents(templates)),
      model: classifier.nlp.nluManager.toJSON(),
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
    ];
  }

  /**
   * What the model depends on, cheap to compute at start: the documents and the normalisation lexicons.
   * (A change to normalisation code itself is caught by the test that retrains and compares.)
   */
  private static key(documents: readonly [string, string][]): string {
    return createHash('sha256')
      .update(JSON.stringify([documents, normalizationFingerprint()]))
      .digest('hex');
  }

  private static async emptyModel(): Promise<NlpLike> {
    const container = await containerBootstrap({}, false);
    container.use(Nlp);
    container.use(LangEn);
    const nlp = container.get('nlp', { autoSave: false, autoLoad: false }) as NlpLike;
    nlp.settings.autoSave = false;
    nlp.addLanguage('en');
    return nlp;
  }

  /** The text as the model sees it, misspellings corrected. */
  private canonical(text: string): string {
    return canonicalUtterance(text, (w) => this.speller.correct(w));
  }

  /** Whether the text talks to the machine (instructions, prompts, codes) rather than about a situation. */
  static addressedToMachine(text: string): boolean {
    const canonical = canonicalUtterance(text);
    return MACHINE_DIRECTED_TERMS.some((t) => holds(canonical, t));
  }

  /**
   * The best label for the text. A life event is answered only when the text also holds one of
   * that event's terms (EVENT_TERMS) and none of its exclusions (EVENT_EXCLUSIONS); otherwise the
   * answer is `None`.
   */
  async classify(text: string): Promise<Classification> {
    const canonical = this.canonical(text);
    const result = await this.nlp.process('en', canonical);
    const label = result.intent || NONE;
    const score = Number.isFinite(result.score) ? result.score : 0;
    if (label === NONE) return { label, score };
    const terms = EVENT_TERMS[label];
    if (terms && !terms.some((t) => holds(canonical, t))) return { label: NONE, score: 0 };
    if (EVENT_EXCLUSIONS[label]?.some((t) => holds(canonical, t))) return { label: NONE, score: 0 };
    return { label, score };
  }

  /**
   * Every life event the model weighs for the text, best first, with its score (0–1), without the
   * term check of `classify`: what a "did you mean" may offer when nothing was understood.
   */
  async rank(text: string): Promise<Classification[]> {
    const result = await this.nlp.process('en', this.canonical(text));
    return (result.classifications ?? [])
      .filter((c) => c.intent !== NONE && Number.isFinite(c.score))
      .map((c) => ({ label: c.intent, score: c.score }))
      .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
  }
}
