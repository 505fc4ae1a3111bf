import {
  applyPhrases,
  canonicalUtterance,
  compilePhrases,
  lexiconWords,
  markPhrases,
  normalizationFingerprint,
  readingUtterance,
} from './text-normalization';

describe('compilePhrases: whole-word synonym phrases, plain ones compiled on first use', () => {
  const phrases = compilePhrases({
    dismissed: ['laid off', 'let (?:me|us) go'],
    moved: ['moved'],
  });

  it('replaces a plain phrase as whole words only, marked as its term', () => {
    expect(markPhrases('i was laid off today', phrases)).toBe('i was \uE000dismissed\uE000 today');
    expect(markPhrases('they laid offering plates', phrases)).toBe('they laid offering plates');
    expect(markPhrases('ulaid off', phrases)).toBe('ulaid off');
  });

  it('replaces an expression phrase and leaves a replaced term alone', () => {
    expect(applyPhrases('they let me go and i moved', phrases)).toBe('they dismissed and i moved');
  });

  it('compiles a plain phrase only once a text holds it', () => {
    const compile = jest.spyOn(global, 'RegExp');
    const fresh = compilePhrases({ dismissed: ['laid off'], moved: ['moved house'] });
    expect(compile).not.toHaveBeenCalled();
    markPhrases('nothing to see', fresh);
    expect(compile).not.toHaveBeenCalled();
    markPhrases('we moved house', fresh);
    expect(compile).toHaveBeenCalledTimes(1);
    markPhrases('we moved house again', fresh);
    expect(compile).toHaveBeenCalledTimes(1);
    compile.mockRestore();
  });

  it('compiles an expression phrase at once, so a mistake in one still stops the start', () => {
    expect(() => compilePhrases({ dismissed: ['let (?:me|us go'] })).toThrow(SyntaxError);
  });
});

describe('readingUtterance: phrases read in a message only, never in the training sentences', () => {
  it('reads an official name as the plain words the training sentences use', () => {
    expect(readingUtterance('do i have to go to a MIAM first')).toBe('do i have to go to a divorce first');
    expect(readingUtterance('how do i claim new style JSA')).toBe('how do i claim new style unemployed');
  });

  it('leaves the training reading (canonicalUtterance), and so the precomputed model, as it was', () => {
    expect(canonicalUtterance('do i have to go to a MIAM first')).toBe('do i have to go to a miam first');
    expect(normalizationFingerprint()).not.toContain('miam');
    expect(lexiconWords()).not.toContain('miam');
    expect(lexiconWords(true)).toContain('miam');
  });

  it('reads everything canonicalUtterance reads', () => {
    const message = 'my wife passed away on sunday and i was made redundant';
    expect(readingUtterance(message)).toBe(canonicalUtterance(message));
  });
});
