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
});
