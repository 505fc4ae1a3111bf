import { agentText, fieldMessage } from './messages';

describe('field messages in every language (issue 24)', () => {
  it.each([
    ['must be a boolean value', "rhaid iddo fod yn wir neu'n anwir (true neu false)"],
    ['must be at least 1', 'rhaid iddo fod yn 1 o leiaf'],
    ['must be at most 2000 characters', 'ni chaiff fod yn hwy na 2,000 nod'],
    ['must be shorter than or equal to 2 characters', 'ni chaiff fod yn hwy na dau nod'],
    ['must be one of the following values: en, cy', "rhaid iddo fod yn un o'r gwerthoedd hyn: en, cy"],
    ['must not be before 2020-01-01', 'ni chaiff fod cyn 2020-01-01'],
  ])('reads "%s" back from the catalogue and writes it in Welsh', (english, welsh) => {
    expect(fieldMessage(english, 'cy')).toBe(welsh);
  });

  it('leaves a message it does not know in English, rather than guess', () => {
    expect(fieldMessage('is frobnicated', 'cy')).toBe('is frobnicated');
  });

  it('writes the agent’s counts with Welsh plural forms', () => {
    const upload = (count: number) => agentText('next.upload', 'cy', { step: 'S', count, documents: 'D' });
    expect(upload(1)).toContain('dogfen nad yw hi');
    expect(upload(2)).toContain('dwy ddogfen nad ydyn nhw');
    expect(upload(3)).toContain('dogfennau nad ydyn nhw');
  });
});
