import { createTestApp, TestApp } from '../factories/app.factory';
import { bearer, grantHighAssurance, signIn, signInWithHighAssurance } from '../factories/auth.factory';

const MINUTE = 60_000;

describe('Identity: liveness sessions and HIGH assurance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const startLiveness = async (token: string) =>
    (
      await t.http
        .post('/api/v1/identity/liveness/session')
        .set(bearer(token))
        .send({ consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' })
        .expect(201)
    ).body;
  const faceCapture = (reference: string, outcome: 'PASS' | 'FAIL') =>
    t.http.post(`/sandbox/liveness/${reference}/result`).send({ outcome }).expect(204);
  const verify = (token: string, assuranceId: string) =>
    t.http.post('/api/v1/identity/verify').set(bearer(token)).send({ assurance_id: assuranceId });

  it('starts a purpose-bound liveness session: 201 PENDING with the public Web SDK key', async () => {
    const s = await signIn(t);
    const body = await startLiveness(s.token);
    expect(body).toEqual({
      assurance_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'PENDING',
      purpose: 'DOCUMENT_VAULT_ACCESS',
      expires_at: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
      web_sdk: { public_key: 'sandbox-web-sdk-public-key' },
    });
    const [row] = await t.dataSource.query(
      `SELECT consented_at, citizen_id FROM liveness_sessions WHERE id = $1`,
      [body.assurance_id],
    );
    expect(row.citizen_id).toBe(s.citizenId);
    expect(row.consented_at.getTime()).toBe(t.clock.now().getTime());
  });

  it('requires consent (422 CONSENT_REQUIRED) and a known purpose (400)', async () => {
    const s = await signIn(t);
    const noConsent = await t.http
      .post('/api/v1/identity/liveness/session')
      .set(bearer(s.token))
      .send({ consent: false, purpose: 'DOCUMENT_VAULT_ACCESS' })
      .expect(422);
    expect(noConsent.body.code).toBe('CONSENT_REQUIRED');
    const badPurpose = await t.http
      .post('/api/v1/identity/liveness/session')
      .set(bearer(s.token))
      .send({ consent: true, purpose: 'ANYTHING' })
      .expect(400);
    expect(badPurpose.body.errors).toEqual([expect.objectContaining({ field: 'purpose' })]);
  });

  it('needs a session: 401 on every identity route without one', async () => {
    await t.http
      .post('/api/v1/identity/liveness/session')
      .send({ consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' })
      .expect(401);
    await t.http.get('/api/v1/identity/assurance').expect(401);
    await t.http
      .post('/api/v1/identity/verify')
      .send({ assurance_id: '6f1c1f9e-8a4e-4a51-9d3c-2b0b5b1b2c3d' })
      .expect(401);
  });

  it('refreshes the liveness state from the provider; another citizen gets 404 LIVENESS_NOT_FOUND', async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    const { assurance_id } = await startLiveness(owner.token);
    expect(
      (await t.http.get(`/api/v1/identity/liveness/${assurance_id}`).set(bearer(owner.token)).expect(200))
        .body.status,
    ).toBe('PENDING');
    await faceCapture(assurance_id, 'PASS');
    expect(
      (await t.http.get(`/api/v1/identity/liveness/${assurance_id}`).set(bearer(owner.token)).expect(200))
        .body.status,
    ).toBe('PASSED');
    const foreign = await t.http
      .get(`/api/v1/identity/liveness/${assurance_id}`)
      .set(bearer(stranger.token))
      .expect(404);
    expect(foreign.body.code).toBe('LIVENESS_NOT_FOUND');
    expect((await verify(stranger.token, assurance_id).expect(404)).body.code).toBe('LIVENESS_NOT_FOUND');
    const garbage = await t.http.get('/api/v1/identity/liveness/123').set(bearer(owner.token)).expect(404);
    expect(garbage.body.code).toBe('LIVENESS_NOT_FOUND');
  });

  it('answers verify with 409 LIVENESS_NOT_PASSED until the face capture passed', async () => {
    const s = await signIn(t);
    const { assurance_id } = await startLiveness(s.token);
    expect((await verify(s.token, assurance_id).expect(409)).body.code).toBe('LIVENESS_NOT_PASSED');
    await faceCapture(assurance_id, 'PASS');
    await verify(s.token, assurance_id).expect(200);
  });

  it('a failed liveness is FAILED and never gives HIGH', async () => {
    const s = await signIn(t);
    const { assurance_id } = await startLiveness(s.token);
    await faceCapture(assurance_id, 'FAIL');
    expect(
      (await t.http.get(`/api/v1/identity/liveness/${assurance_id}`).set(bearer(s.token))).body.status,
    ).toBe('FAILED');
    expect((await verify(s.token, assurance_id).expect(409)).body.code).toBe('LIVENESS_NOT_PASSED');
    expect((await t.http.get('/api/v1/identity/assurance').set(bearer(s.token))).body.current).toBe(false);
  });

  it('verify gives HIGH for 30 minutes; a passed liveness session is used once', async () => {
    const s = await signIn(t);
    const before = await t.http.get('/api/v1/identity/assurance').set(bearer(s.token)).expect(200);
    expect(before.body).toEqual({
      level: 'SUBSTANTIAL',
      current: false,
      verified_at: null,
      expires_at: null,
      purpose: null,
    });
    const { assurance_id } = await startLiveness(s.token);
    await faceCapture(assurance_id, 'PASS');
    const res = await verify(s.token, assurance_id).expect(200);
    const now = t.clock.now().getTime();
    expect(res.body).toEqual({
      level: 'HIGH',
      current: true,
      verified_at: new Date(now).toISOString(),
      expires_at: new Date(now + 30 * MINUTE).toISOString(),
      purpose: 'DOCUMENT_VAULT_ACCESS',
    });
    expect((await t.http.get('/api/v1/identity/assurance').set(bearer(s.token))).body).toEqual(res.body);
    const session = await t.http.get('/api/v1/auth/session').set(bearer(s.token)).expect(200);
    expect(session.body.assurance).toEqual({ level: 'HIGH', expires_at: res.body.expires_at });
    const reuse = await verify(s.token, assurance_id).expect(409);
    expect(reuse.body.code).toBe('LIVENESS_NOT_PASSED');
  });

  it('uses a passed liveness session once under concurrent verifies: one assurance, the others 409', async () => {
    const s = await signIn(t);
    const { assurance_id } = await startLiveness(s.token);
    await faceCapture(assurance_id, 'PASS');
    const results = await Promise.all(Array.from({ length: 4 }, () => verify(s.token, assurance_id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'LIVENESS_NOT_PASSED')).toBe(
      true,
    );
    const [{ granted }] = await t.dataSource.query(
      `SELECT count(*)::int AS granted FROM identity_assurances WHERE liveness_session_id = $1`,
      [assurance_id],
    );
    expect(granted).toBe(1);
  });

  it('HIGH lapses after ASSURANCE_TTL', async () => {
    const s = await signInWithHighAssurance(t);
    t.clock.advance(30 * MINUTE - 1000);
    expect((await t.http.get('/api/v1/identity/assurance').set(bearer(s.token))).body.current).toBe(true);
    t.clock.advance(1000);
    const after = await t.http.get('/api/v1/identity/assurance').set(bearer(s.token)).expect(200);
    expect(after.body).toMatchObject({
      level: 'SUBSTANTIAL',
      current: false,
      purpose: 'DOCUMENT_VAULT_ACCESS',
    });
    await grantHighAssurance(t, s.token);
    expect((await t.http.get('/api/v1/identity/assurance').set(bearer(s.token))).body.current).toBe(true);
  });

  it('an unfinished liveness session expires; a passed one cannot be verified after its expiry', async () => {
    const s = await signIn(t);
    const pending = await startLiveness(s.token);
    const passed = await startLiveness(s.token);
    await faceCapture(passed.assurance_id, 'PASS');
    await t.http.get(`/api/v1/identity/liveness/${passed.assurance_id}`).set(bearer(s.token)).expect(200);
    t.clock.advance(10 * MINUTE);
    expect(
      (await t.http.get(`/api/v1/identity/liveness/${pending.assurance_id}`).set(bearer(s.token))).body
        .status,
    ).toBe('EXPIRED');
    expect((await verify(s.token, pending.assurance_id).expect(409)).body.code).toBe('LIVENESS_NOT_PASSED');
    expect((await verify(s.token, passed.assurance_id).expect(409)).body.code).toBe('LIVENESS_NOT_PASSED');
  });
});
