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
  it.each([
    ['my dad had a business for 30 years and now i want to start my own', 'longbusiness'],
    ['i was self employed for ten years, then employed, now going self employed again', 'longbusiness'],
    ['i kept my job in the first round but this time i have been made redundant', 'keptjob'],
    ['mum died on tuesday, no one has died in our family before', 'nodeath'],
    ['can we bring our own wedding photographer', 'weddingtrade'],
  ])('does not read %j as %s', (message, term) => {
    expect(readingUtterance(message).split(' ')).not.toContain(term);
  });

  it.each([
    ['i have been self employed for 20 years, when is my tax return due', 'longbusiness'],
    ['half the warehouse got laid off but i kept my job', 'keptjob'],
    ['what happens to debts when someone dies? nobody has died', 'nodeath'],
    ['i am a wedding photographer, do i register for vat', 'weddingtrade'],
  ])('reads %j with %s', (message, term) => {
    expect(readingUtterance(message).split(' ')).toContain(term);
  });

  it('reads an official name as the plain words the training sentences use', () => {
    expect(readingUtterance('got my MATB1 from the midwife')).toBe('got my maternity pay from the midwife');
    expect(readingUtterance('how do i claim new style JSA')).toBe('how do i claim new style unemployed');
  });

  it('leaves the training reading (canonicalUtterance), and so the precomputed model, as it was', () => {
    expect(canonicalUtterance('got my MATB1 from the midwife')).toBe('got my matb1 from the midwife');
    expect(normalizationFingerprint()).not.toContain('eloped');
    expect(lexiconWords()).not.toContain('eloped');
    expect(lexiconWords(true)).toContain('eloped');
  });
});
