import { randomUUID } from 'node:crypto';
import { drainThenClose } from '../../src/common/lifecycle/shutdown';
import { readAppConfig } from '../../src/config/app.config';
import { readAuthConfig } from '../../src/config/auth.config';
import { createTestApp } from '../factories/app.factory';
import { signIn } from '../factories/auth.factory';
import { bearer } from '../factories/journey.factory';

const quietLogger = { log: () => undefined, warn: () => undefined, error: () => undefined };

describe('Shutdown drain (DESIGN §14)', () => {
  it('answers readiness 503 at once while /api/v1 still answers, then stops accepting and closes', async () => {
    const t = await createTestApp();
    const { token } = await signIn(t);
    await t.http.get('/health/ready').expect(200);
    const drained = drainThenClose(t.app, { drainMs: 1_500, timeoutMs: 5_000 }, quietLogger);
    try {
      const ready = await fetch(`${t.baseUrl}/health/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
      const api = await fetch(`${t.baseUrl}/api/v1/journeys`, { headers: bearer(token) });
      expect(api.status).toBe(200);
      // Each answer during the drain asks the client to reconnect (to another replica).
      expect(api.headers.get('connection')).toBe('close');
      expect((await drained) >= 1_500).toBe(true);
      expect(t.app.getHttpServer().listening).toBe(false);
      await expect(fetch(`${t.baseUrl}/health/live`)).rejects.toThrow();
    } finally {
      await drained.catch(() => undefined);
    }
  });
});

describe('Client address behind proxies: TRUST_PROXY (DESIGN §12)', () => {
  const forged = (i: number) => `203.0.113.${i}`;
  // A limit of 3 a minute, with counters of this test's own (with REDIS_URL they are shared in Redis).
  const limits = () => ({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_KEY_PREFIX: `cjs-test:${randomUUID()}` });

  it('by default a forged X-Forwarded-For from the peer never changes the rate-limit identity', async () => {
    const t = await createTestApp({ env: { ...limits(), TRUST_PROXY: undefined } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await t.http.get('/api/v1/auth/sso/start').set('X-Forwarded-For', forged(i))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, the address it forwards is the identity', async () => {
    const t = await createTestApp({ env: { ...limits(), TRUST_PROXY: '127.0.0.1/32, ::1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await t.http.get('/api/v1/auth/sso/start').set('X-Forwarded-For', forged(i))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      // A client behind the proxy still has its own limit.
      const same: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        same.push((await t.http.get('/api/v1/auth/sso/start').set('X-Forwarded-For', '198.51.100.7')).status);
      }
      expect(same).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('Settings of operations', () => {
  it('reads SHUTDOWN_DRAIN, SHUTDOWN_TIMEOUT and TRUST_PROXY, refusing bad values with one line', () => {
    expect(readAppConfig({})).toMatchObject({
      shutdownDrainMs: 5_000,
      shutdownTimeoutMs: 20_000,
      trustProxy: false,
    });
    expect(readAppConfig({ SHUTDOWN_DRAIN: '0', TRUST_PROXY: '2' })).toMatchObject({
      shutdownDrainMs: 0,
      trustProxy: 2,
    });
    expect(readAppConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1']) {
      expect(() => readAppConfig({ TRUST_PROXY: bad })).toThrow(/^Invalid setting TRUST_PROXY: /);
    }
    expect(() => readAppConfig({ SHUTDOWN_TIMEOUT: 'soon' })).toThrow(/^Invalid setting SHUTDOWN_TIMEOUT: /);
  });

  it('production with no identity provider refuses to start with one line, unless allowed', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@127.0.0.1/x',
      CITIZEN_ID_HMAC_SECRET: 'a-production-secret-value',
    };
    expect(() => readAuthConfig(production)).toThrow(
      /^Invalid setting IDENTITY_PROVIDERS: no identity provider is configured/,
    );
    expect(() => readAuthConfig({ ...production, ALLOW_NO_IDENTITY_PROVIDERS: 'true' })).not.toThrow();
    expect(() =>
      readAuthConfig({
        ...production,
        SSO_ISSUER_URL: 'https://sso.example.gov',
        SSO_PARTNER_CODE: 'cjs',
        SSO_CLIENT_SECRET: 'a-client-secret-value',
      }),
    ).not.toThrow();
  });
});
