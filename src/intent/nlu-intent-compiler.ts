import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import { extractFacts } from './fact-extraction';
import type { CompiledIntent, IntentCompiler } from './intent-compiler';
import { NONE, NluClassifier } from './nlu/nlu-classifier';

/**
 * The default compiler: offline and deterministic. Classifies the message against the active
 * templates (and a "None" class); below `minConfidence` it is unsupported. Then extracts the facts
 * the matched template declares.
 */
export class NluIntentCompiler implements IntentCompiler {
  private constructor(
    private readonly classifier: NluClassifier,
    private readonly templates: readonly WorkflowTemplateDefinition[],
    private readonly minConfidence: number,
  ) {}

  static async train(
    templates: readonly WorkflowTemplateDefinition[],
    minConfidence: number,
  ): Promise<NluIntentCompiler> {
    return new NluIntentCompiler(await NluClassifier.train(templates), templates, minConfidence);
  }

  /** The templates this compiler was trained on. */
  trainedOn(): readonly WorkflowTemplateDefinition[] {
    return this.templates;
  }

  async compile(message: string, today: Date): Promise<CompiledIntent> {
    const { label, score } = await this.classifier.classify(message);
    const template = this.templates.find((t) => t.code === label);
    if (label === NONE || !template || score < this.minConfidence) {
      return { workflowCode: null, facts: {}, confidence: label === NONE ? 0 : score, compiler: 'NLU' };
    }
    return {
      workflowCode: template.code,
      facts: extractFacts(message, template.facts, today),
      confidence: score,
      compiler: 'NLU',
    };
  }
}
