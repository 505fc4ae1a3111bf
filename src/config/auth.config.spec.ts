import { readAuthConfig } from './auth.config';

const production = { NODE_ENV: 'production', IDENTITY_PROVIDERS: 'live', DATABASE_URL: 'postgres://db/x' };

describe('auth settings', () => {
  it('uses the documented defaults in sandbox mode', () => {
    const c = readAuthConfig({});
    expect(c.sandbox).toBe(true);
    expect(c.sessionTtlMs).toBe(12 * 3_600_000);
    expect(c.sessionIdleTimeoutMs).toBe(30 * 60_000);
    expect(c.challengeTtlMs).toBe(10 * 60_000);
    expect(c.assuranceTtlMs).toBe(30 * 60_000);
    expect(c.rateLimitPerMinute).toBe(60);
    expect(c.challengeMaxAttempts).toBe(5);
    expect(c.redisUrl).toBeUndefined();
    expect(c.sso.partnerCode).toBe('sandbox-partner');
  });

  it('refuses to start in production without the citizen id HMAC secret, naming it', () => {
    expect(() => readAuthConfig(production)).toThrow(
      'Invalid setting CITIZEN_ID_HMAC_SECRET: is required with NODE_ENV=production',
    );
  });

  it('requires each provider secret in production once its URL is set', () => {
    const base = {
      ...production,
      CITIZEN_ID_HMAC_SECRET: 'x'.repeat(32),
      SSO_ISSUER_URL: 'https://sso.example',
      SSO_PARTNER_CODE: 'p1',
    };
    expect(() => readAuthConfig(base)).toThrow('SSO_CLIENT_SECRET');
    const verify = {
      ...production,
      CITIZEN_ID_HMAC_SECRET: 'x'.repeat(32),
      VERIFY_PROVIDER_URL: 'https://verify.example',
    };
    expect(() => readAuthConfig(verify)).toThrow('VERIFY_CLIENT_SECRET');
    const ok = readAuthConfig({ ...base, SSO_CLIENT_SECRET: 'y'.repeat(32) });
    expect(ok.sandbox).toBe(false);
    expect(ok.verify.webSdkPublicKey).toBeUndefined();
  });

  it('names a bad value', () => {
    expect(() => readAuthConfig({ SESSION_TTL: 'forever' })).toThrow('SESSION_TTL');
    expect(() => readAuthConfig({ QR_TRUSTED_JWKS: '{"keys":[]}' })).toThrow('QR_TRUSTED_JWKS');
    expect(() => readAuthConfig({ REDIS_URL: 'not a url' })).toThrow('REDIS_URL');
    expect(() => readAuthConfig({ CITIZEN_ID_HMAC_SECRET: 'short' })).toThrow('CITIZEN_ID_HMAC_SECRET');
  });
});
