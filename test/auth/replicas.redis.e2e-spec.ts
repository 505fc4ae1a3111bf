import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { createTestApp } from '../factories/app.factory';
import { signIn } from '../factories/auth.factory';
import { bearer } from '../factories/journey.factory';

// Runs only with REDIS_URL set (jest.config.js): replicas sharing one Redis.
const REDIS_URL = process.env.REDIS_URL as string;

describe('Replicas sharing Redis (REDIS_URL)', () => {
  it('shares the counters between replicas through Redis when REDIS_URL is set', async () => {
    const prefix = `cjs-test:${randomUUID()}`;
    const env = {
      RATE_LIMIT_PER_MINUTE: '4',
      REDIS_URL: REDIS_URL,
      RATE_LIMIT_KEY_PREFIX: prefix,
    };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env });
    const redis = new Redis(REDIS_URL);
    try {
      b.clock.set(a.clock.now());
      await a.http.get('/api/v1/auth/sso/start').expect(200);
      await a.http.get('/api/v1/auth/sso/start').expect(200);
      await b.http.get('/api/v1/auth/sso/start').expect(200);
      await b.http.get('/api/v1/auth/sso/start').expect(200);
      const limited = await a.http.get('/api/v1/auth/sso/start').expect(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
      expect(limited.headers['retry-after']).toBeDefined();
      const keys = await redis.keys(`${prefix}:*`);
      expect(keys.length).toBeGreaterThan(0);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
      await a.close();
      await b.close();
    }
  });

  it('with REDIS_URL, a sign-out on one replica is refused at once by another that had the session cached', async () => {
    const env = { REDIS_URL, RATE_LIMIT_KEY_PREFIX: `cjs-test:${randomUUID()}`, SESSION_CACHE_TTL: '60s' };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env });
    b.clock.set(a.clock.now());
    try {
      const s = await signIn(a);
      await b.http.get('/api/v1/journeys').set(bearer(s.token)).expect(200); // now cached on b
      await a.http.post('/api/v1/auth/sign-out').set(bearer(s.token)).expect(204);
      let answer = 200;
      for (let i = 0; i < 50 && answer === 200; i += 1) {
        answer = (await b.http.get('/api/v1/journeys').set(bearer(s.token))).status;
        if (answer === 200) await new Promise((r) => setTimeout(r, 20)); // the announcement is in flight (polled, not a fixed wait)
      }
      expect(answer).toBe(401);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
