import { learnTerms, MIN_SENTENCES } from './learned-terms';

describe('learnTerms', () => {
  const repeat = (n: number, sentence: string, label: string) =>
    Array.from({ length: n }, () => [sentence, label] as const);

  it('learns a word that says one life event and little else, from enough sentences', () => {
    const terms = learnTerms(
      [...repeat(MIN_SENTENCES, 'how do i get a utr', 'starting-a-business'), ['a cake for my mum', 'None']],
      'None',
    );
    expect(terms['starting-a-business']).toContain('utr');
    expect(terms['starting-a-business']).toContain('a utr');
  });

  it('learns nothing from fewer sentences, from words other labels share, for the None class or from negated words', () => {
    const terms = learnTerms(
      [
        ...repeat(MIN_SENTENCES - 1, 'how do i get a utr', 'starting-a-business'),
        ...repeat(MIN_SENTENCES, 'my job ended', 'losing-a-job'),
        ...repeat(MIN_SENTENCES, 'my job is fine', 'None'),
        ...repeat(MIN_SENTENCES, 'parking fine', 'None'),
        ...repeat(MIN_SENTENCES, 'negmoving negabroad', 'moving-home'),
      ],
      'None',
    );
    expect(terms['starting-a-business']).toBeUndefined();
    expect(terms['losing-a-job']).toEqual(['ended', 'job ended']);
    expect(terms.None).toBeUndefined();
    expect(terms['moving-home']).toBeUndefined();
  });
});
