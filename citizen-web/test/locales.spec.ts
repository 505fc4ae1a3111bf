import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';

/**
 * The web app's language gate (issue 24): every language of `citizen-web/locales` has every message of
 * English, none empty, none left in English, the same values to fill in, and every plural form its
 * language has (Welsh: zero, one, two, few, many, other).
 */
type Catalogues = Record<string, Record<string, string>>;

const LOCALES = join(__dirname, '..', 'locales');

function load(): Catalogues {
  return Object.fromEntries(
    readdirSync(LOCALES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(LOCALES, f), 'utf8')) as Record<string, string>,
      ]),
  );
}

/** The values a message fills in, and the plural elements it holds. */
function walk(
  elements: MessageFormatElement[],
  args: Set<string>,
  plurals: { name: string; options: string[] }[],
): void {
  for (const e of elements) {
    if ('value' in e && typeof e.value === 'string' && e.type !== TYPE.literal) args.add(e.value);
    if (isPluralElement(e)) plurals.push({ name: e.value, options: Object.keys(e.options) });
    if (isPluralElement(e) || isSelectElement(e))
      for (const option of Object.values(e.options)) walk(option.value, args, plurals);
    if (isTagElement(e)) walk(e.children, args, plurals);
  }
}

/** Words, not only values and punctuation: "{label}: {message}" may stand the same in every language. */
const hasWords = (text: string): boolean => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));

export function localeProblems(catalogues: Catalogues, base = 'en'): string[] {
  const problems: string[] = [];
  const english = catalogues[base];
  for (const [lang, messages] of Object.entries(catalogues)) {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const key of Object.keys(messages))
      if (!(key in english)) problems.push(`${lang}: ${key} is not an English message`);
    for (const [key, source] of Object.entries(english)) {
      const text = messages[key];
      if (text === undefined) {
        problems.push(`${lang}: ${key} is missing`);
        continue;
      }
      if (!text.trim()) {
        problems.push(`${lang}: ${key} is empty`);
        continue;
      }
      if (lang !== base && text === source && hasWords(source))
        problems.push(`${lang}: ${key} is the English text`);
      const args = new Set<string>();
      const plurals: { name: string; options: string[] }[] = [];
      try {
        walk(parse(text), args, plurals);
      } catch (error) {
        problems.push(`${lang}: ${key} is not ICU MessageFormat (${(error as Error).message})`);
        continue;
      }
      const sourceArgs = new Set<string>();
      walk(parse(source), sourceArgs, []);
      if ([...sourceArgs].sort().join() !== [...args].sort().join())
        problems.push(
          `${lang}: ${key} fills in {${[...args].join('}, {')}}, English {${[...sourceArgs].join('}, {')}}`,
        );
      for (const plural of plurals)
        for (const category of categories)
          if (!plural.options.includes(category))
            problems.push(`${lang}: ${key} has no "${category}" form of {${plural.name}}`);
    }
  }
  return problems;
}

describe('the web app speaks every language it offers', () => {
  it('has every message, every plural form and no English left in any language', () => {
    const catalogues = load();
    expect(Object.keys(catalogues).sort()).toEqual(['cy', 'en']);
    expect(localeProblems(catalogues)).toEqual([]);
  });

  it('fails on a Welsh message removed, emptied, left in English, a plural form missing or a value not filled in', () => {
    const catalogues = load();
    const cy = { ...catalogues.cy };
    delete cy['home.title'];
    cy['sharing.save'] = ' ';
    cy['common.back'] = catalogues.en['common.back'];
    cy['home.openCount'] = cy['home.openCount'].replace(/ few \{[^}]*\}/, '');
    cy['upload.label'] = 'Llwytho dogfen i fyny';
    expect(localeProblems({ ...catalogues, cy })).toEqual([
      'cy: common.back is the English text',
      'cy: home.title is missing',
      'cy: home.openCount has no "few" form of {count}',
      'cy: upload.label fills in {}, English {document}',
      'cy: sharing.save is empty',
    ]);
  });
});
