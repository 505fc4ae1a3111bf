import { fold, readLanguagePacks } from './language-pack';

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
