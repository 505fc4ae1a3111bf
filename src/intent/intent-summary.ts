import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { intentText } from '../common/i18n/messages';
import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';

function show(value: boolean | number | string, locale: Locale): string {
  if (value === true) return intentText('fact.yes', locale);
  if (value === false) return intentText('fact.no', locale);
  return String(value);
}

/**
 * The citizen-readable summary of an assessment, built by the service (never text from a model), in
 * `locale`: the template and the active ones given in that language (prepared at load), the sentences
 * from the `intents` catalogue.
 */
export function summarizeIntent(
  template: WorkflowTemplateDefinition | undefined,
  facts: Record<string, boolean | number | string>,
  active: readonly WorkflowTemplateDefinition[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!template) {
    const offered = active.map((t) => t.title).join(', ');
    return intentText('summary.not_matched', locale, { offered });
  }
  const told = template.facts
    .filter((f) => facts[f.key] !== undefined)
    .map((f) => `${f.label}: ${show(facts[f.key], locale)}`);
  return told.length
    ? intentText('summary.told', locale, { title: template.title, told: told.join('; ') })
    : `${template.title}.`;
}
