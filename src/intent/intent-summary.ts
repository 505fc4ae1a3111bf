import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';

function show(value: boolean | number | string): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return String(value);
}

/** The citizen-readable summary of an assessment, built by the service (never text from a model). */
export function summarizeIntent(
  template: WorkflowTemplateDefinition | undefined,
  facts: Record<string, boolean | number | string>,
  active: readonly WorkflowTemplateDefinition[],
): string {
  if (!template) {
    const offered = active.map((t) => t.title).join(', ');
    return `We could not match your message to a life event we can help with yet. We can help with: ${offered}.`;
  }
  const told = template.facts
    .filter((f) => facts[f.key] !== undefined)
    .map((f) => `${f.label}: ${show(facts[f.key])}`);
  return told.length ? `${template.title}. You told us: ${told.join('; ')}.` : `${template.title}.`;
}
