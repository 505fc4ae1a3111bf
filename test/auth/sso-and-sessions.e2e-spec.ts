import { createTestApp, TestApp } from '../factories/app.factory';
import { bearer, signIn, testCitizen } from '../factories/auth.factory';

const MINUTE = 60_000;

describe('Auth: SSO sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function exchangeCode(who = testCitizen()): Promise<string> {
    const res = await t.http.post('/sandbox/sso/exchange-codes').send(who).expect(201);
    return res.body.exchange_code;
  }

  it('GET /auth/sso/start gives the partner code and configured flag, never a secret', async () => {
    const res = await t.http.get('/api/v1/auth/sso/start').expect(200);
    expect(res.body).toEqual({ partner_code: 'sandbox-partner', configured: true });
    expect(res.text.toLowerCase()).not.toContain('secret');
  });

  it('exchanges a sandbox code for the session response of DESIGN §4', async () => {
    const who = testCitizen({ given_name: 'Grace', family_name: 'Hopper' });
    const res = await t.http
      .post('/api/v1/auth/sso/callback')
      .send({ exchange_code: await exchangeCode(who) })
      .expect(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'assurance',
      'expires_at',
      'profile',
      'session_token',
      'token_type',
    ]);
    expect(res.body.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.token_type).toBe('Bearer');
    expect(new Date(res.body.expires_at).getTime()).toBe(t.clock.now().getTime() + 12 * 60 * MINUTE);
    expect(res.body.assurance).toEqual({ level: 'SUBSTANTIAL', expires_at: res.body.expires_at });
    expect(res.body.profile).toEqual({
      citizen_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    expect(res.text).not.toContain(who.national_id);
    expect(res.text).not.toContain(who.birth_date);
  });

  it('gives the same citizen_id each time the same national id signs in', async () => {
    const nationalId = testCitizen().national_id;
    const first = await signIn(t, { national_id: nationalId });
    const second = await signIn(t, { national_id: nationalId.toLowerCase() });
    const other = await signIn(t);
    expect(second.citizenId).toBe(first.citizenId);
    expect(second.token).not.toBe(first.token);
    expect(other.citizenId).not.toBe(first.citizenId);
  });

  it('accepts an exchange code once: a used code answers 422 SIGN_IN_FAILED', async () => {
    const code = await exchangeCode();
    await t.http.post('/api/v1/auth/sso/callback').send({ exchange_code: code }).expect(200);
    const again = await t.http.post('/api/v1/auth/sso/callback').send({ exchange_code: code }).expect(422);
    expect(again.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(again.body.code).toBe('SIGN_IN_FAILED');
  });

  it('answers an unknown exchange code with 422 SIGN_IN_FAILED', async () => {
    const res = await t.http
      .post('/api/v1/auth/sso/callback')
      .send({ exchange_code: 'not-a-real-code' })
      .expect(422);
    expect(res.body.code).toBe('SIGN_IN_FAILED');
  });

  it('answers a missing, mistyped or extra field with 400 VALIDATION_FAILED', async () => {
    const missing = await t.http.post('/api/v1/auth/sso/callback').send({}).expect(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'exchange_code' })]),
    );
    await t.http.post('/api/v1/auth/sso/callback').send({ exchange_code: 42 }).expect(400);
    const extra = await t.http
      .post('/api/v1/auth/sso/callback')
      .send({ exchange_code: 'x', admin: true })
      .expect(400);
    expect(extra.body.errors).toEqual([{ field: 'admin', message: 'is not allowed' }]);
  });

  it('GET /auth/session returns the session response without the token', async () => {
    const s = await signIn(t, { given_name: 'Alan', family_name: 'Turing' });
    const res = await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['assurance', 'expires_at', 'profile', 'token_type']);
    expect(res.body.profile).toEqual({ citizen_id: s.citizenId, given_name: 'Alan', family_name: 'Turing' });
    expect(res.body.assurance.level).toBe('SUBSTANTIAL');
    expect(res.text).not.toContain(s.token);
    expect(res.text).not.toContain(s.nationalId);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a malformed header', 'Token abc'],
    ['a malformed token', 'Bearer short'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
  ])('answers %s with 401 UNAUTHENTICATED and WWW-Authenticate: Bearer', async (_what, header) => {
    const req = t.http.get('/api/v1/auth/session');
    if (header) req.set('Authorization', header);
    const res = await req.expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('accepts the Bearer scheme in any case and with several spaces (RFC 7235 / RFC 6750)', async () => {
    const s = await signIn(t);
    for (const header of [`bearer ${s.token}`, `BEARER ${s.token}`, `Bearer   ${s.token}`]) {
      const res = await t.http.get('/api/v1/auth/session').set('Authorization', header);
      expect({ header: header.replace(s.token, '<token>'), status: res.status }).toEqual({
        header: header.replace(s.token, '<token>'),
        status: 200,
      });
    }
    await t.http.get('/api/v1/auth/session').set('Authorization', `Basic ${s.token}`).expect(401);
    await t.http.get('/api/v1/auth/session').set('Authorization', `Bearer${s.token}`).expect(401);
  });

  it('never takes the token from the query string', async () => {
    const s = await signIn(t);
    const res = await t.http.get(`/api/v1/auth/session?access_token=${s.token}`).expect(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('sign-out answers 204 and ends that session only', async () => {
    const nationalId = testCitizen().national_id;
    const phone = await signIn(t, { national_id: nationalId });
    const laptop = await signIn(t, { national_id: nationalId });
    await t.http.post('/api/v1/auth/sign-out').set(bearer(phone.token)).expect(204);
    const after = await t.http.get('/api/v1/auth/session').set(bearer(phone.token)).expect(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
    await t.http.post('/api/v1/auth/sign-out').set(bearer(phone.token)).expect(401);
    await t.http.get('/api/v1/auth/session').set(bearer(laptop.token)).expect(200);
  });

  it('ends a session after the idle timeout without activity', async () => {
    const s = await signIn(t);
    t.clock.advance(30 * MINUTE);
    await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(401);
  });

  it('slides the idle window with activity, writing it at most once a minute', async () => {
    const s = await signIn(t);
    const lastSeen = async () =>
      (await t.dataSource.query(`SELECT last_seen_at FROM sessions WHERE citizen_id = $1`, [s.citizenId]))[0]
        .last_seen_at as Date;
    const signedInAt = await lastSeen();
    t.clock.advance(30 * 1000);
    await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(200);
    expect((await lastSeen()).getTime()).toBe(signedInAt.getTime()); // within the minute: no write
    t.clock.advance(29 * MINUTE);
    await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(200);
    expect((await lastSeen()).getTime()).toBe(t.clock.now().getTime());
    t.clock.advance(29 * MINUTE); // 58.5 min after sign-in, 29 min after the last activity
    await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(200);
  });

  it('slides the idle window on a request exactly one minute after the last write', async () => {
    const s = await signIn(t);
    t.clock.advance(MINUTE); // exactly the write interval: this activity must slide the window
    await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(200);
    t.clock.advance(29 * MINUTE + 30_000); // 29.5 min after that activity, 30.5 min after sign-in
    await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(200);
  });

  it('ends a session at its absolute lifetime even when active', async () => {
    const s = await signIn(t);
    for (let elapsed = 0; elapsed < 12 * 60 - 25; elapsed += 25) {
      t.clock.advance(25 * MINUTE);
      await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(200);
    }
    t.clock.advance(25 * MINUTE);
    await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(401);
  });

  it('stores only the SHA-256 of the token and the HMAC and last four of the national id', async () => {
    const s = await signIn(t);
    const [session] = await t.dataSource.query(`SELECT token_hash FROM sessions WHERE citizen_id = $1`, [
      s.citizenId,
    ]);
    const { createHash } = await import('node:crypto');
    expect(session.token_hash).toBe(createHash('sha256').update(s.token).digest('hex'));
    const [citizen] = await t.dataSource.query(
      `SELECT national_id_hmac, national_id_last4, given_name FROM citizens WHERE id = $1`,
      [s.citizenId],
    );
    expect(citizen.national_id_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(citizen.national_id_last4).toBe(s.nationalId.slice(-4));
  });

  it('protects every non-public route with the global guard', async () => {
    await t.http.get('/api/v1/identity/assurance').expect(401);
    await t.http.get('/api/v1/workflows').expect(200);
    await t.http.get('/health/live').expect(200);
    await t.http.get('/docs/openapi.json').expect(200);
  });
});

describe('Auth: SSO misconfiguration is the service’s fault, not the citizen’s', () => {
  let provider: TestApp;
  let misconfigured: TestApp;
  beforeAll(async () => {
    provider = await createTestApp();
    misconfigured = await createTestApp({
      env: {
        IDENTITY_PROVIDERS: 'live',
        SSO_ISSUER_URL: `${provider.baseUrl}/sandbox/sso`,
        SSO_PARTNER_CODE: 'sandbox-partner',
        SSO_CLIENT_SECRET: 'not-the-registered-partner-secret',
      },
    });
  });
  afterAll(async () => {
    await misconfigured?.close();
    await provider?.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE (not 422 SIGN_IN_FAILED) when the provider rejects the partner credentials', async () => {
    const code = (await provider.http.post('/sandbox/sso/exchange-codes').send(testCitizen()).expect(201))
      .body.exchange_code;
    const res = await misconfigured.http.post('/api/v1/auth/sso/callback').send({ exchange_code: code });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.text.toLowerCase()).not.toContain('secret');
  });
});
