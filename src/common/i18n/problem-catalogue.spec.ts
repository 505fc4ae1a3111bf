import { problemDetail, problemTitle } from './problem-catalogue';

describe('problem catalogue', () => {
  it('formats a detail by the locale’s plural rules', () => {
    const seconds = (n: number, locale: string) =>
      problemDetail({ id: 'RATE_LIMITED', values: { seconds: n } }, locale);
    expect(seconds(1, 'en')).toBe('Too many requests. Try again in 1 second.');
    expect(seconds(2, 'en')).toBe('Too many requests. Try again in 2 seconds.');
    expect(seconds(2, 'cy')).toBe('Gormod o geisiadau. Rhowch gynnig arall arni ymhen dwy eiliad.');
    expect(seconds(3, 'cy')).toBe('Gormod o geisiadau. Rhowch gynnig arall arni ymhen 3 eiliad.');
  });

  it('never throws: a missing value falls back to the title, an unknown locale to English', () => {
    expect(problemDetail({ id: 'RATE_LIMITED' }, 'cy')).toBe('Gormod o geisiadau.');
    expect(problemDetail({ id: 'JOURNEY_NOT_FOUND' }, 'xx')).toBe('No journey with this id belongs to you.');
    expect(problemTitle('JOURNEY_NOT_FOUND', 'cy')).toBe("Heb ddod o hyd i'r daith");
  });
});
