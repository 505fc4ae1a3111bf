import { misspellingsIn, SpellingCorrector } from './spelling-correction';

describe('misspellings of the training sentences', () => {
  const words = (sentences: string[]) => sentences.flatMap((s) => s.toLowerCase().split(' '));

  it('maps a typo to the word it stands for, and a dropped g to the word with it', () => {
    const sentences = [
      'been made redundnt',
      'made redundant',
      'made redundant again',
      'retirin soon',
      'retiring soon',
      'retiring now',
    ];
    const found = misspellingsIn(sentences, words(sentences), []);
    expect(found).toEqual({ redundnt: 'redundant', retirin: 'retiring' });
  });

  it('keeps names, jargon, words as common as their neighbour, and typos that change the first letter', () => {
    const sentences = [
      'moving to Leeds',
      'leeds again',
      'needs help',
      'needs more',
      'needs it',
      'ask hmrc',
      'whats new',
      'thats it',
    ];
    const found = misspellingsIn(sentences, words(sentences), []);
    expect(found).toEqual({});
  });

  it('corrects a message word that is a training sentence typo, and does not correct to one', () => {
    const corrector = new SpellingCorrector(['made', 'redundant', 'redundnt'], () => false, {
      redundnt: 'redundant',
    });
    expect(corrector.correct('redundnt')).toBe('redundant');
    expect(corrector.correct('redundnat')).toBe('redundant');
    expect(corrector.correct('movin')).toBe('movin');
    expect(new SpellingCorrector(['moving'], () => false).correct('movin')).toBe('moving');
  });
});
