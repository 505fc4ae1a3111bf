import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTimeElement,
  MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, PROBLEM_LOCALES_DIR, SUPPORTED_LOCALES } from '../common/i18n/locales';
import { MESSAGE_CATALOGUES, readMessages } from '../common/i18n/messages';
import { readProblemCatalogue } from '../common/i18n/problem-catalogue';
import { localizeTemplate, readTemplateLocales, TemplateStrings, templateTexts } from './template-locales';
import { TEMPLATES_DIR } from './workflow-template.service';
import sandboxAgencies from '../agency/sandbox-agencies.json';
import type { WorkflowTemplateDefinition } from './workflow-template.types';

/**
 * The translation gate (DESIGN §17, issue 24): the build fails when any citizen-facing string or
 * plural form is missing or empty in a supported locale, or when a translation is the English copied.
 * It covers every template text (templateTexts: the same list the service translates), every problem
 * title and detail, the service's own labels, and its own sentences (field messages, the intent
 * summary, the agent's replies: MESSAGE_CATALOGUES).
 */

/**
 * Texts that are rightly the same as the English in every locale: names that are not translated, and
 * messages made only of placeholders and punctuation. Keep it short.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>(['{when}, {condition}']);

const templates: WorkflowTemplateDefinition[] = readdirSync(TEMPLATES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(TEMPLATES_DIR, f), 'utf8')) as WorkflowTemplateDefinition);
const translations = readTemplateLocales();
const english = readProblemCatalogue(DEFAULT_LOCALE);
const readLabels = (locale: string) =>
  JSON.parse(readFileSync(join(PROBLEM_LOCALES_DIR, locale, 'labels.json'), 'utf8')) as Record<
    string,
    string
  >;
const others = SUPPORTED_LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** What a message says, structurally: its arguments, and every plural's and select's branches. */
interface MessageShape {
  argumentNames: Set<string>;
  plurals: { name: string; branches: Record<string, MessageFormatElement[]> }[];
  selects: { name: string; branches: string[] }[];
}

function shapeOf(message: string): MessageShape {
  const shape: MessageShape = { argumentNames: new Set(), plurals: [], selects: [] };
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (isArgumentElement(el) || isNumberElement(el) || isDateElement(el) || isTimeElement(el))
        shape.argumentNames.add(el.value);
      if (isPluralElement(el) || isSelectElement(el)) {
        shape.argumentNames.add(el.value);
        const branches = Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, o.value]));
        if (isPluralElement(el)) shape.plurals.push({ name: el.value, branches });
        else shape.selects.push({ name: el.value, branches: Object.keys(branches) });
        Object.values(branches).forEach(walk);
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return shape;
}

/** Every problem in a message of `locale`: unparseable, arguments unlike the English, plural forms missing or empty. */
function messageProblems(locale: string, id: string, message: string, englishMessage: string): string[] {
  let shape: MessageShape;
  try {
    shape = shapeOf(message);
  } catch (e) {
    return [`${locale} ${id}: not ICU MessageFormat (${(e as Error).message})`];
  }
  const problems: string[] = [];
  const wanted = [...shapeOf(englishMessage).argumentNames].sort().join(', ');
  const has = [...shape.argumentNames].sort().join(', ');
  if (wanted !== has) problems.push(`${locale} ${id}: names {${has}}, the English names {${wanted}}`);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const plural of shape.plurals) {
    for (const category of categories) {
      const branch = plural.branches[category];
      if (!branch) problems.push(`${locale} ${id}: plural {${plural.name}} lacks the "${category}" form`);
      else if (!branch.length)
        problems.push(`${locale} ${id}: plural {${plural.name}} "${category}" is empty`);
    }
  }
  for (const select of shape.selects)
    if (!select.branches.includes('other'))
      problems.push(`${locale} ${id}: select {${select.name}} lacks "other"`);
  return problems;
}

/** Missing, empty, stale and copied-English strings of one catalogue in `locale`. */
function stringProblems(
  locale: string,
  where: string,
  wanted: Record<string, string>,
  given: Record<string, string> | undefined,
): string[] {
  if (!given) return [`${locale} ${where}: no translation file`];
  const problems: string[] = [];
  for (const [id, englishText] of Object.entries(wanted)) {
    const text = given[id];
    if (text === undefined) problems.push(`${locale} ${where} ${id}: missing`);
    else if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale} ${where} ${id}: empty`);
    else if (text.trim() === englishText.trim() && !SAME_AS_ENGLISH_ALLOWED.has(text.trim()))
      problems.push(`${locale} ${where} ${id}: the same as the English ("${text}")`);
  }
  for (const id of Object.keys(given))
    if (!(id in wanted))
      problems.push(`${locale} ${where} ${id}: not a text of the English (stale or misspelt id)`);
  return problems;
}

/**
 * Documents without a name in a locale, and a document called two things in one locale: a citizen
 * reads a document's name wherever it is mentioned, never its code, and the same one everywhere.
 */
function documentNameProblems(
  locale: string,
  definitions: WorkflowTemplateDefinition[],
  strings: Map<string, TemplateStrings> | undefined,
): string[] {
  const problems: string[] = [];
  const named = new Map<string, string>();
  for (const t of definitions) {
    const localized = locale === DEFAULT_LOCALE ? t : localizeTemplate(t, strings?.get(t.code) ?? {});
    for (const m of localized.milestones)
      for (const d of m.required_documents) {
        const where = `${locale} ${t.code} ${m.code} ${d.document_code}`;
        if (typeof d.name !== 'string' || d.name.trim() === '') problems.push(`${where}: no name`);
        else if (named.has(d.document_code) && named.get(d.document_code) !== d.name)
          problems.push(`${where}: called "${d.name}" here, "${named.get(d.document_code)}" elsewhere`);
        else named.set(d.document_code, d.name);
      }
  }
  return problems;
}

describe('translation gate (DESIGN §17)', () => {
  it('supports English and Welsh, and a locale is a directory', () => {
    expect(SUPPORTED_LOCALES).toEqual(expect.arrayContaining(['en', 'cy']));
    expect(SUPPORTED_LOCALES[0]).toBe('en');
  });

  it('gives every template text a stable, unique id', () => {
    for (const t of templates) {
      const ids = templateTexts(t).map(([id]) => id);
      expect({ code: t.code, duplicates: ids.filter((id, i) => ids.indexOf(id) !== i) }).toEqual({
        code: t.code,
        duplicates: [],
      });
    }
  });

  it.each(others)('translates every text of every template into %s', (locale) => {
    const problems = templates.flatMap((t) =>
      stringProblems(
        locale,
        `templates/${t.code}`,
        Object.fromEntries(templateTexts(t)),
        translations.get(locale)?.get(t.code),
      ),
    );
    expect(problems).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)(
    'names every document of every template in %s, one name per document',
    (locale) => {
      expect(documentNameProblems(locale, templates, translations.get(locale))).toEqual([]);
    },
  );

  it('fails a document without a name, or called two things in one language', () => {
    const birth = templates.find((t) => t.code === 'birth-of-a-child')!;
    const unnamed = structuredClone(birth);
    const document = unnamed.milestones.flatMap((m) => m.required_documents)[0];
    delete (document as Partial<typeof document>).name;
    expect(documentNameProblems(DEFAULT_LOCALE, [unnamed], undefined)).toEqual([
      expect.stringMatching(new RegExp(`^en birth-of-a-child .+ ${document.document_code}: no name$`)),
    ]);
    const [a, b] = birth.milestones.filter((m) =>
      m.required_documents.some((d) => d.document_code === 'identity-document'),
    );
    const strings = { ...translations.get('cy')!.get(birth.code)! };
    strings[`milestones.${b.code}.documents.identity-document.name`] = 'pasbort';
    expect(documentNameProblems('cy', [birth], new Map([[birth.code, strings]]))).toEqual([
      expect.stringContaining(`cy birth-of-a-child ${b.code} identity-document: called "pasbort" here`),
    ]);
    expect(a.code).not.toBe(b.code);
  });

  it.each(others)('translates every problem title and detail into %s, with every plural form', (locale) => {
    const catalogue = readProblemCatalogue(locale);
    const problems = [
      ...stringProblems(locale, 'problems.titles', english.titles, catalogue.titles),
      ...stringProblems(locale, 'problems.details', english.details, catalogue.details),
      ...Object.entries(catalogue.details).flatMap(([id, message]) =>
        id in english.details ? messageProblems(locale, id, message, english.details[id]) : [],
      ),
    ];
    expect(problems).toEqual([]);
  });

  it.each(others)('translates the service’s own labels into %s', (locale) => {
    expect(stringProblems(locale, 'labels', readLabels(DEFAULT_LOCALE), readLabels(locale))).toEqual([]);
  });

  it.each(others.flatMap((locale) => MESSAGE_CATALOGUES.map((name) => [locale, name])))(
    'translates every message of %s/%s.json, with every plural form',
    (locale, name) => {
      const englishMessages = readMessages(DEFAULT_LOCALE, name as (typeof MESSAGE_CATALOGUES)[number]);
      const messages = readMessages(locale, name as (typeof MESSAGE_CATALOGUES)[number]);
      const problems = [
        ...stringProblems(locale, name, englishMessages, messages),
        ...Object.entries(messages).flatMap(([id, message]) =>
          id in englishMessages ? messageProblems(locale, `${name} ${id}`, message, englishMessages[id]) : [],
        ),
      ];
      expect(problems).toEqual([]);
    },
  );

  it.each(others)('names every agency of the sandbox catalogue in %s', (locale) => {
    const missing = sandboxAgencies.agencies
      .filter((a) => {
        const name = (a.names as Record<string, string | undefined>)[locale];
        return !name?.trim() || name === a.name;
      })
      .map((a) => a.code);
    expect(missing).toEqual([]);
  });

  it('writes every English message with the plural forms English needs', () => {
    const problems = MESSAGE_CATALOGUES.flatMap((name) =>
      Object.entries(readMessages(DEFAULT_LOCALE, name)).flatMap(([id, message]) =>
        messageProblems(DEFAULT_LOCALE, `${name} ${id}`, message, message),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('writes every English problem detail with the plural forms English needs', () => {
    const problems = Object.entries(english.details).flatMap(([id, message]) =>
      messageProblems(DEFAULT_LOCALE, id, message, message),
    );
    expect(problems).toEqual([]);
  });
});
