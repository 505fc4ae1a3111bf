import { redactFreeText } from './redact-free-text';

describe('free text redaction (DESIGN §12)', () => {
  it.each([
    ['my national insurance number is AB 12 34 56 C', 'my national insurance number is [redacted]'],
    ['NINO: QQ123456A thanks', 'NINO: [redacted] thanks'],
    ['my id is 850101-1234', 'my id is [redacted]'],
    ['personal code 38501010001, born 1985', 'personal code [redacted], born 1985'],
    ['SSN 123-45-6789', 'SSN [redacted]'],
    ['NHS number 943 476 5919', 'NHS number [redacted]'],
    ['passport X1234567 expired', 'passport [redacted] expired'],
    ['my reference is T8F3A91C04B2.', 'my reference is [redacted].'],
    ['call me on 07700 900123', 'call me on [redacted]'],
    ['id 1234567 and 7654321', 'id [redacted] and [redacted]'],
  ])('redacts %j', (text, expected) => {
    expect(redactFreeText(text)).toBe(expected);
  });

  it.each([
    'we just had a baby',
    'our twins were born on 2026-11-02',
    'born on 02/11/2026 at 3am',
    'moving on 2.11.2026',
    'I have 3 children and lost my job after 20 years',
    'my last day is 30 April 2027',
    'flat 12, 221B Baker Street',
    'covid19 and a 12345 postcode',
    'we paid £250000 for the house',
  ])('leaves %j as it is', (text) => {
    expect(redactFreeText(text)).toBe(text);
  });
});
