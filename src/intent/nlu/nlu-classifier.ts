import { containerBootstrap } from '@nlpjs/core';
import { Nlp } from '@nlpjs/nlp';
import { LangEn } from '@nlpjs/lang-en-min';
import type { WorkflowTemplateDefinition } from '../../workflow-template/workflow-template.types';
import { NONE_UTTERANCES } from './none-utterances';

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
  process(locale: string, text: string): Promise<{ intent: string; score: number }>;
}

/**
 * An offline intent classifier (nlp.js: stemmed bag of words + a small neural network), trained
 * in memory from the active templates' example utterances plus a "None" class of unrelated
 * sentences. Deterministic: the same training data gives the same model and the same answers.
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
    for (const t of templates) for (const u of t.example_utterances) nlp.addDocument('en', u, t.code);
    for (const u of NONE_UTTERANCES) nlp.addDocument('en', u, NONE);
    nlp.nluManager.addLanguage(['en']);
    // Trains without nlp.train(): that one writes model files (autoSave) and logs every epoch.
    await nlp.nluManager.train({ log: false });
    return new NluClassifier(nlp);
  }

  async classify(text: string): Promise<Classification> {
    const result = await this.nlp.process('en', text);
    return { label: result.intent || NONE, score: Number.isFinite(result.score) ? result.score : 0 };
  }
}
