import { fold, PackNormalizer, readLanguagePacks } from './language-pack';
import { hunspellStems } from './word-list';

describe('language packs', () => {
  it('write their expression phrases without accents: they run on text whose accents are already dropped', () => {
    // A `re:` phrase is matched against the normalised text, where "gêm" is already "gem": an accented
    // letter in it could never match. Plain phrases are normalised like the text, so they may keep theirs.
    const accented = readLanguagePacks().flatMap((pack) =>
      Object.values(pack.synonyms)
        .flat()
        .filter((phrase) => phrase.startsWith('re:') && fold(phrase) !== phrase)
        .map((phrase) => `${pack.locale}: ${phrase.slice(0, 80)}`),
    );
    expect(accented).toEqual([]);
  });
});

describe('a language pack with a dictionary (Welsh: dictionary-cy)', () => {
  const welsh = readLanguagePacks().find((p) => p.locale === 'cy')!;
  const stems = hunspellStems(welsh.dictionary!, fold);
  const normalizer = new PackNormalizer(welsh, {});

  it('knows everyday words the event lexicon lacks, folded as the text is', () => {
    // "caru" (to love) was corrected to "cau" (to close) and "coch" (red) to an animal before.
    for (const word of ['caru', 'coch', 'symudol', 'ty', 'cyngor']) expect(stems.has(word)).toBe(true);
    expect(stems.has('ymdeol')).toBe(false);
  });

  it('reads a mutated word back to its radical, so its dictionary entry is found', () => {
    expect(normalizer.radicals('nghath')).toContain('cath');
    expect(normalizer.radicals('gath')).toContain('cath');
    expect(normalizer.radicals('henw')).toContain('enw');
    expect(normalizer.radicals('nghyngor').some((r) => stems.has(r))).toBe(true);
  });

  it('reads a service named in English as the Welsh training names it, and "dwi\'m" as a negation', () => {
    expect(normalizer.canonical('faint o child benefit gewn ni?')).toContain('budd dal plant');
    expect(normalizer.canonical('oes rhaid talu council tax')).toContain('treth gyngor');
    expect(normalizer.canonical('isio decree absolute yn gynt')).toContain('divorce');
    expect(normalizer.canonical("dwi'm isio")).toBe('dw i ddim negeisiau');
    // "'m" after anything else is still "my": "i'm tad" is "to my father".
    expect(normalizer.canonical("diolch i'm tad")).toContain(' fy ');
  });
});
