import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentNameOf, type WorkflowTemplateDefinition } from './workflow-template.types';

/**
 * Template translations (DESIGN §17): `locales/<locale>/<code>.json`, a flat object from a stable
 * text id (derived from codes and keys, never from positions) to the text in that locale. English
 * stays inline in the template, the one template format. Files ending `.nlu.json` hold the intent
 * compiler's data for a locale and are not read here.
 */
export const TEMPLATE_LOCALES_DIR = join(__dirname, 'locales');

/** Text id → text, for one template in one locale. */
export type TemplateStrings = Record<string, string>;

/**
 * Every citizen-facing text of a template, by id, in template order: title, summary, facts' labels,
 * milestones' title, description, why it applies, questions' label, help and options, documents'
 * name, why and how to add them, deadline text, first-day text; what each notification is for; each offer's reason.
 */
export function templateTexts(t: WorkflowTemplateDefinition): [string, string][] {
  const texts: [string, string][] = [
    ['title', t.title],
    ['summary', t.summary],
  ];
  for (const f of t.facts) texts.push([`facts.${f.key}.label`, f.label]);
  for (const m of t.milestones) {
    const at = `milestones.${m.code}`;
    texts.push(
      [`${at}.title`, m.title],
      [`${at}.description`, m.description],
      [`${at}.why_applies`, m.why_applies],
    );
    for (const q of m.questions) {
      texts.push([`${at}.questions.${q.key}.label`, q.label]);
      if (q.help !== undefined) texts.push([`${at}.questions.${q.key}.help`, q.help]);
      for (const o of q.options ?? []) texts.push([`${at}.questions.${q.key}.options.${o.value}`, o.label]);
    }
    for (const d of m.required_documents) {
      texts.push([`${at}.documents.${d.document_code}.name`, documentNameOf(d)]);
      texts.push([`${at}.documents.${d.document_code}.why`, d.why]);
      texts.push([`${at}.documents.${d.document_code}.how_to_add`, d.how_to_add]);
    }
    if (m.due) texts.push([`${at}.due.text`, m.due.text]);
    if (m.opens) texts.push([`${at}.opens.text`, m.opens.text]);
  }
  for (const n of t.notifications ?? []) {
    texts.push([`notifications.${n.agency}.${n.on}.purpose`, n.purpose]);
    if (n.condition) texts.push([`notifications.${n.agency}.${n.on}.condition`, n.condition]);
  }
  for (const o of t.offers ?? []) texts.push([`offers.${o.workflow}.${o.when}.reason`, o.reason]);
  return texts;
}

/**
 * The template with its texts in a locale, the same shape and every code, key, number and rule
 * unchanged. A text the locale lacks stays English (the gate test refuses that for shipped templates).
 */
export function localizeTemplate(
  t: WorkflowTemplateDefinition,
  strings: TemplateStrings,
): WorkflowTemplateDefinition {
  const text = (id: string, english: string) => strings[id] || english;
  return {
    ...t,
    title: text('title', t.title),
    summary: text('summary', t.summary),
    facts: t.facts.map((f) => ({ ...f, label: text(`facts.${f.key}.label`, f.label) })),
    milestones: t.milestones.map((m) => {
      const at = `milestones.${m.code}`;
      return {
        ...m,
        title: text(`${at}.title`, m.title),
        description: text(`${at}.description`, m.description),
        why_applies: text(`${at}.why_applies`, m.why_applies),
        questions: m.questions.map((q) => {
          const qa = `${at}.questions.${q.key}`;
          return {
            ...q,
            label: text(`${qa}.label`, q.label),
            ...(q.help !== undefined ? { help: text(`${qa}.help`, q.help) } : {}),
            ...(q.options
              ? {
                  options: q.options.map((o) => ({ ...o, label: text(`${qa}.options.${o.value}`, o.label) })),
                }
              : {}),
          };
        }),
        required_documents: m.required_documents.map((d) => ({
          ...d,
          name: text(`${at}.documents.${d.document_code}.name`, documentNameOf(d)),
          why: text(`${at}.documents.${d.document_code}.why`, d.why),
          how_to_add: text(`${at}.documents.${d.document_code}.how_to_add`, d.how_to_add),
        })),
        ...(m.due ? { due: { ...m.due, text: text(`${at}.due.text`, m.due.text) } } : {}),
        ...(m.opens ? { opens: { ...m.opens, text: text(`${at}.opens.text`, m.opens.text) } } : {}),
      };
    }),
    ...(t.notifications
      ? {
          notifications: t.notifications.map((n) => ({
            ...n,
            purpose: text(`notifications.${n.agency}.${n.on}.purpose`, n.purpose),
            ...(n.condition
              ? { condition: text(`notifications.${n.agency}.${n.on}.condition`, n.condition) }
              : {}),
          })),
        }
      : {}),
    ...(t.offers
      ? {
          offers: t.offers.map((o) => ({
            ...o,
            reason: text(`offers.${o.workflow}.${o.when}.reason`, o.reason),
          })),
        }
      : {}),
  };
}

/** One locale's template translations: workflow code → strings (none when the locale has no directory). */
export function readTemplateLocale(locale: string, dir = TEMPLATE_LOCALES_DIR): Map<string, TemplateStrings> {
  const byCode = new Map<string, TemplateStrings>();
  const folder = join(dir, locale);
  if (!existsSync(folder)) return byCode;
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.json') || file.endsWith('.nlu.json')) continue;
    const strings = JSON.parse(readFileSync(join(folder, file), 'utf8')) as TemplateStrings;
    byCode.set(file.slice(0, -'.json'.length), strings);
  }
  return byCode;
}

/** Every locale directory's template translations: locale → workflow code → strings. */
export function readTemplateLocales(dir = TEMPLATE_LOCALES_DIR): Map<string, Map<string, TemplateStrings>> {
  const locales = new Map<string, Map<string, TemplateStrings>>();
  if (!existsSync(dir)) return locales;
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) locales.set(entry.name, readTemplateLocale(entry.name, dir));
  return locales;
}
