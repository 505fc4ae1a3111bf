import { DEFAULT_LOCALE, type Locale } from '../common/i18n/locales';
import { longDate } from '../common/i18n/dates';
import { intentText } from '../common/i18n/messages';
import { isIsoDate } from '../common/calendar';
import type { FactType, WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';

function show(value: boolean | number | string, type: FactType, locale: Locale): string {
  if (value === true) return intentText('fact.yes', locale);
  if (value === false) return intentText('fact.no', locale);
  // A date as a citizen reads it ("2 November 2026"), not as stored.
  if (type === 'date' && typeof value === 'string' && isIsoDate(value)) return longDate(value, locale);
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
    // Semicolons: a title may hold commas ("Separating, divorce or ending a civil partnership").
    const offered = active.map((t) => t.title).join('; ');
    return intentText('summary.not_matched', locale, { offered });
  }
  const told = template.facts
    .filter((f) => facts[f.key] !== undefined)
    .map((f) => `${f.label}: ${show(facts[f.key], f.type, locale)}`);
  return told.length
    ? intentText('summary.told', locale, { title: template.title, told: told.join('; ') })
    : `${template.title}.`;
}
