import { containerBootstrap } from '@nlpjs/core';
import { Nlp } from '@nlpjs/nlp';
import { LangEn } from '@nlpjs/lang-en-min';
import type { WorkflowTemplateDefinition } from '../../workflow-template/workflow-template.types';
import { NONE_UTTERANCES } from './none-utterances';
import { canonicalUtterance } from './text-normalization';
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
  nluManager: { addLanguage(locales: unknown): void; train(settings: unknown): Promise<unknown> };
  process(
    locale: string,
    text: string,
  ): Promise<{ intent: string; score: number; classifications?: { intent: string; score: number }[] }>;
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
  private constructor(private readonly nlp: NlpLike) {}

  static async train(templates: readonly WorkflowTemplateDefinition[]): Promise<NluClassifier> {
    const container = await containerBootstrap({}, false);
    container.use(Nlp);
    container.use(LangEn);
    const nlp = container.get('nlp', { autoSave: false, autoLoad: false }) as NlpLike;
    nlp.settings.autoSave = false;
    nlp.addLanguage('en');
    for (const t of templates)
      for (const u of [...t.example_utterances, ...(EXTRA_UTTERANCES[t.code] ?? [])])
        nlp.addDocument('en', canonicalUtterance(u), t.code);
    for (const u of NONE_UTTERANCES) nlp.addDocument('en', canonicalUtterance(u), NONE);
    nlp.nluManager.addLanguage(['en']);
    // Trains without nlp.train(): that one writes model files (autoSave) and logs every epoch.
    await nlp.nluManager.train({ log: false });
    return new NluClassifier(nlp);
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
    const canonical = canonicalUtterance(text);
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
    const result = await this.nlp.process('en', canonicalUtterance(text));
    return (result.classifications ?? [])
      .filter((c) => c.intent !== NONE && Number.isFinite(c.score))
      .map((c) => ({ label: c.intent, score: c.score }))
      .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
  }
}
