import Ajv, { type ValidateFunction } from 'ajv';
import type {
  FactDeclaration,
  WorkflowTemplateDefinition,
} from '../workflow-template/workflow-template.types';
import { FactValue, isIsoDate } from './fact-extraction';

/**
 * The language model's answer is untrusted data (DESIGN §9). It must parse as JSON of this shape;
 * other fields are ignored, the workflow code must be an active template, and only facts that the
 * template declares, with the declared type, are kept. The model supplies no text a citizen sees:
 * the summary is built by the service.
 */
const schema = {
  type: 'object',
  required: ['workflow_code', 'confidence'],
  properties: {
    workflow_code: { type: ['string', 'null'], maxLength: 100 },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    facts: { type: 'object', maxProperties: 50 },
  },
};
// Compiled on the first answer: only a deployment with a language model configured ever needs it.
let validate: ValidateFunction | undefined;

export interface LlmAssessment {
  workflowCode: string | null;
  facts: Record<string, FactValue>;
  confidence: number;
}

export class LlmOutputInvalidError extends Error {}

function factValue(declaration: FactDeclaration, value: unknown): FactValue | undefined {
  switch (declaration.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1000
        ? value
        : undefined;
    case 'date':
      return isIsoDate(value) ? value : undefined;
    case 'text':
      return typeof value === 'string' && value.length <= 200 && !/[a-z][a-z0-9+.-]*:\/\//i.test(value)
        ? value
        : undefined;
  }
}

/** Parses the model's message content; throws {@link LlmOutputInvalidError} when it cannot be used. */
export function parseLlmOutput(
  content: string,
  active: readonly WorkflowTemplateDefinition[],
): LlmAssessment {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new LlmOutputInvalidError('not JSON');
  }
  validate ??= new Ajv({ strict: false }).compile(schema);
  if (!validate(parsed)) throw new LlmOutputInvalidError('does not match the schema');
  const output = parsed as {
    workflow_code: string | null;
    confidence: number;
    facts?: Record<string, unknown>;
  };
  if (output.workflow_code === null) return { workflowCode: null, facts: {}, confidence: output.confidence };
  const template = active.find((t) => t.code === output.workflow_code);
  if (!template) throw new LlmOutputInvalidError('unknown workflow code');
  const facts: Record<string, FactValue> = {};
  for (const declaration of template.facts) {
    if (!Object.prototype.hasOwnProperty.call(output.facts ?? {}, declaration.key)) continue;
    const value = factValue(declaration, output.facts![declaration.key]);
    if (value !== undefined) facts[declaration.key] = value;
  }
  return { workflowCode: template.code, facts, confidence: output.confidence };
}
