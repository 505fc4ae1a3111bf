import { redactDeep, redactUrl } from './logging';

describe('log redaction', () => {
  it('redacts sensitive keys at any depth and in any case', () => {
    const out = redactDeep({
      req: { headers: { Authorization: 'Bearer abc' } },
      body: { session_token: 't', nested: [{ national_id: '123', birth_date: '2000-01-01', keep: 1 }] },
      qr_payload: 'eyJ',
      exchange_code: 'c',
    });
    expect(JSON.stringify(out)).not.toMatch(/abc|"t"|123|2000-01-01|eyJ|"c"/);
    expect(JSON.stringify(out)).toContain('"keep":1');
  });

  it('drops query string values (one-time codes travel in redirects)', () => {
    expect(redactUrl('/cb?code=secret123&state=x')).toBe('/cb?code=[redacted]&state=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
