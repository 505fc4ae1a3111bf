import { createTestApp, TestApp } from '../factories/app.factory';
import { bearer, signIn } from '../factories/auth.factory';

/** Two replicas of the service on one database, their clocks in step. */
async function replicas(env: Record<string, string | undefined>): Promise<[TestApp, TestApp]> {
  const a = await createTestApp({ env });
  const b = await createTestApp({ env });
  b.clock.set(a.clock.now());
  return [a, b];
}

async function closeAll(...apps: TestApp[]): Promise<void> {
  await Promise.all(apps.map((app) => app.close()));
}

describe('Session cache (SESSION_CACHE_TTL) and sign-out across replicas', () => {
  it('without Redis, another replica refuses a signed-out token once its cached copy is SESSION_CACHE_TTL old', async () => {
    const [a, b] = await replicas({ REDIS_URL: undefined, SESSION_CACHE_TTL: '5s' });
    try {
      const s = await signIn(a);
      await b.http.get('/api/v1/journeys').set(bearer(s.token)).expect(200);
      await a.http.post('/api/v1/auth/sign-out').set(bearer(s.token)).expect(204);
      await a.http.get('/api/v1/journeys').set(bearer(s.token)).expect(401); // the replica that signed out
      // The documented bound: b answers from its copy until it is 5 s old, then reads the stored row.
      await b.http.get('/api/v1/journeys').set(bearer(s.token)).expect(200);
      b.clock.advance(5_000);
      const refused = await b.http.get('/api/v1/journeys').set(bearer(s.token)).expect(401);
      expect(refused.body.code).toBe('UNAUTHENTICATED');
    } finally {
      await closeAll(a, b);
    }
  });

  it('with SESSION_CACHE_TTL=0 every request reads the stored session', async () => {
    const [a, b] = await replicas({ REDIS_URL: undefined, SESSION_CACHE_TTL: '0' });
    try {
      const s = await signIn(a);
      await b.http.get('/api/v1/journeys').set(bearer(s.token)).expect(200);
      await a.http.post('/api/v1/auth/sign-out').set(bearer(s.token)).expect(204);
      await b.http.get('/api/v1/journeys').set(bearer(s.token)).expect(401);
    } finally {
      await closeAll(a, b);
    }
  });

  it('the expiry rules apply to a cached session on every request', async () => {
    const t = await createTestApp({ env: { SESSION_CACHE_TTL: '60s', SESSION_IDLE_TIMEOUT: '30s' } });
    try {
      const s = await signIn(t);
      await t.http.get('/api/v1/journeys').set(bearer(s.token)).expect(200);
      t.clock.advance(31_000); // the cached copy is 31 s old, well inside its 60 s; the session is idle
      await t.http.get('/api/v1/journeys').set(bearer(s.token)).expect(401);
    } finally {
      await t.close();
    }
  });
});
