import {
  birthDateHmac,
  nationalIdHmac,
  nationalIdLast4,
  newSessionToken,
  SESSION_TOKEN_FORMAT,
} from './citizen-identifiers';

describe('citizen identifiers', () => {
  it('hashes the same national id written differently to the same value, keyed by the secret', () => {
    expect(nationalIdHmac('k1-0123456789abcdef', 'ab-12 3456')).toBe(
      nationalIdHmac('k1-0123456789abcdef', 'AB123456'),
    );
    expect(nationalIdHmac('k1-0123456789abcdef', 'AB123456')).not.toBe(
      nationalIdHmac('k2-0123456789abcdef', 'AB123456'),
    );
    expect(nationalIdHmac('k1-0123456789abcdef', 'AB123456')).not.toContain('123456');
    expect(nationalIdLast4('ab-12 3456')).toBe('3456');
  });
  it('binds the birth date hash to the citizen', () => {
    expect(birthDateHmac('k', 'a'.repeat(64), '1990-01-01')).not.toBe(
      birthDateHmac('k', 'b'.repeat(64), '1990-01-01'),
    );
  });
  it('makes 43-character base64url session tokens, each different', () => {
    const a = newSessionToken();
    expect(a).toMatch(SESSION_TOKEN_FORMAT);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(a);
  });
});
