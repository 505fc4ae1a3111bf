import { createTestApp, TestApp } from '../factories/app.factory';
import { testCitizen } from '../factories/auth.factory';

describe('Sandbox providers (IDENTITY_PROVIDERS=sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a standards-compliant OpenID Provider under /sandbox/sso', async () => {
    const res = await t.http.get('/sandbox/sso/.well-known/openid-configuration').expect(200);
    expect(res.body.issuer).toBe(`${t.baseUrl}/sandbox/sso`);
    expect(res.body.token_endpoint).toBe(`${t.baseUrl}/sandbox/sso/token`);
    const jwks = await t.http.get('/sandbox/sso/jwks').expect(200);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(jwks.body.keys[0].d).toBeUndefined();
  });

  it('refuses the token endpoint to a client without the partner secret', async () => {
    const code = (await t.http.post('/sandbox/sso/exchange-codes').send(testCitizen()).expect(201)).body
      .exchange_code;
    const res = await t.http
      .post('/sandbox/sso/token')
      .type('form')
      .auth('sandbox-partner', 'wrong-secret-value')
      .send({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'https://citizen-app.invalid/sso/callback',
      })
      .expect(401);
    expect(res.body.error).toBe('invalid_client');
  });

  it('answers problem+json under /sandbox/sso too: 404 for a path the provider does not serve, 400 (never 500) for deeply nested JSON', async () => {
    const missing = await t.http.get('/sandbox/sso/no-such-page').expect(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(missing.body).toMatchObject({ status: 404, code: 'NOT_FOUND', request_id: expect.any(String) });
    for (const deep of ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(1000) + '1' + '}'.repeat(1000)]) {
      const res = await t.http
        .post('/sandbox/sso/exchange-codes')
        .set('Content-Type', 'application/json')
        .send(deep)
        .expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('validates sandbox requests: 400 VALIDATION_FAILED', async () => {
    const res = await t.http
      .post('/sandbox/sso/exchange-codes')
      .send({ national_id: '1', birth_date: 'tomorrow' })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['national_id', 'given_name', 'family_name', 'birth_date']),
    );
    const future = await t.http
      .post('/sandbox/sso/exchange-codes')
      .send({
        national_id: '19900102-1234',
        given_name: 'Ada',
        family_name: 'Lovelace',
        birth_date: '2099-01-02',
      })
      .expect(400);
    expect(future.body.errors).toEqual([{ field: 'birth_date', message: 'must not be in the future' }]);
    await t.http.post('/sandbox/qr-codes').send({}).expect(400);
    const outcome = await t.http
      .post('/sandbox/liveness/6f1c1f9e-8a4e-4a51-9d3c-2b0b5b1b2c3d/result')
      .send({ outcome: 'MAYBE' });
    expect(outcome.status).toBe(400);
    await t.http.post('/sandbox/liveness/not-a-uuid/result').send({ outcome: 'PASS' }).expect(404);
  });

  it('answers the provider API only with the verification client secret', async () => {
    const ref = '6f1c1f9e-8a4e-4a51-9d3c-2b0b5b1b2c3d';
    await t.http.get(`/sandbox/liveness/sessions/${ref}`).expect(401);
    await t.http
      .get(`/sandbox/liveness/sessions/${ref}`)
      .set('Authorization', 'Bearer guess-guess-guess')
      .expect(401);
    await t.http.post(`/sandbox/liveness/${ref}/result`).send({ outcome: 'PASS' }).expect(204);
    const res = await t.http
      .get(`/sandbox/liveness/sessions/${ref}`)
      .set('Authorization', 'Bearer dev-only-verify-client-key')
      .expect(200);
    expect(res.body).toEqual({ reference: ref, status: 'PASSED' });
  });

  it('publishes the QR issuer public keys only', async () => {
    const res = await t.http.get('/sandbox/qr-codes/jwks.json').expect(200);
    expect(res.body.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256' })]);
    expect(res.body.keys[0].d).toBeUndefined();
  });

  it('documents the sandbox routes under the Sandbox tag and every auth/identity operation', () => {
    const paths = t.document.paths;
    expect(paths['/sandbox/sso/exchange-codes'].post?.tags).toEqual(['Sandbox']);
    expect(paths['/sandbox/liveness/{reference}/result'].post?.operationId).toBe(
      'recordSandboxLivenessResult',
    );
    expect(paths['/sandbox/qr-codes'].post?.operationId).toBe('createSandboxQrCode');
    expect(paths['/sandbox/liveness/sessions/{reference}']).toBeUndefined();
    const ops = Object.values(paths).flatMap((p) =>
      Object.values(p as Record<string, { operationId?: string }>),
    );
    const ids = ops.map((o) => o.operationId);
    for (const id of [
      'startSso',
      'completeSso',
      'startVerification',
      'getVerification',
      'completeVerification',
      'completeQrVerification',
      'getSession',
      'signOut',
      'startLivenessSession',
      'getLivenessSession',
      'verifyIdentity',
      'getAssurance',
    ]) {
      expect(ids).toContain(id);
    }
    expect(paths['/api/v1/auth/session'].get?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/v1/auth/sso/callback'].post?.security).toEqual([]);
    expect(Object.keys(paths['/api/v1/identity/verify'].post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409', '429']),
    );
  });
});

describe('Live mode (IDENTITY_PROVIDERS=live, nothing configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { IDENTITY_PROVIDERS: 'live' } });
  });
  afterAll(() => t.close());

  it('serves no sandbox routes', async () => {
    await t.http.post('/sandbox/sso/exchange-codes').send(testCitizen()).expect(404);
    await t.http.get('/sandbox/sso/.well-known/openid-configuration').expect(404);
    await t.http.post('/sandbox/qr-codes').send(testCitizen()).expect(404);
  });

  it('says SSO is not configured and answers its callback with 503, never a 500', async () => {
    expect((await t.http.get('/api/v1/auth/sso/start').expect(200)).body).toEqual({
      partner_code: '',
      configured: false,
    });
    const res = await t.http.post('/api/v1/auth/sso/callback').send({ exchange_code: 'abc' }).expect(503);
    expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
    const challenge = await t.http.post('/api/v1/auth/verify/start').send({ consent: true }).expect(201);
    expect(challenge.body.web_sdk).toBeNull();
  });
});
