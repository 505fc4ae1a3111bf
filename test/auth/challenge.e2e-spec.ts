import { createTestApp, TestApp } from '../factories/app.factory';
import { signIn, testCitizen } from '../factories/auth.factory';

const MINUTE = 60_000;

describe('Auth: challenge sign-in (demographics or signed QR, with face liveness)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function startChallenge(): Promise<string> {
    const res = await t.http.post('/api/v1/auth/verify/start').send({ consent: true }).expect(201);
    return res.body.challenge_id;
  }
  const faceCapture = (reference: string, outcome: 'PASS' | 'FAIL') =>
    t.http.post(`/sandbox/liveness/${reference}/result`).send({ outcome }).expect(204);
  const completeDemographics = (challengeId: string, nationalId: string, birthDate: string) =>
    t.http
      .post('/api/v1/auth/verify/complete')
      .send({ challenge_id: challengeId, demographics: { national_id: nationalId, birth_date: birthDate } });
  const qrFor = async (who = testCitizen()) =>
    (await t.http.post('/sandbox/qr-codes').send(who).expect(201)).body.qr_payload as string;
  const completeQr = (challengeId: string, qrPayload: string) =>
    t.http.post('/api/v1/auth/verify/qr/complete').send({ challenge_id: challengeId, qr_payload: qrPayload });

  it('starts a consented challenge: 201 with status, expiry and the public Web SDK key only', async () => {
    const res = await t.http.post('/api/v1/auth/verify/start').send({ consent: true }).expect(201);
    expect(res.body).toEqual({
      challenge_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'PENDING',
      expires_at: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
      web_sdk: { public_key: 'sandbox-web-sdk-public-key' },
    });
    expect(res.text.toLowerCase()).not.toContain('secret');
    const [row] = await t.dataSource.query(`SELECT consented_at FROM sign_in_challenges WHERE id = $1`, [
      res.body.challenge_id,
    ]);
    expect(row.consented_at.getTime()).toBe(t.clock.now().getTime());
  });

  it('refuses a challenge without consent: 422 CONSENT_REQUIRED (false) or 400 (missing)', async () => {
    const refused = await t.http.post('/api/v1/auth/verify/start').send({ consent: false }).expect(422);
    expect(refused.body.code).toBe('CONSENT_REQUIRED');
    const missing = await t.http.post('/api/v1/auth/verify/start').send({}).expect(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
  });

  it('reads a challenge; unknown or non-UUID ids answer 404 CHALLENGE_NOT_FOUND', async () => {
    const id = await startChallenge();
    const res = await t.http.get(`/api/v1/auth/verify/${id}`).expect(200);
    expect(res.body).toMatchObject({
      challenge_id: id,
      status: 'PENDING',
      web_sdk: { public_key: expect.any(String) },
    });
    const unknown = await t.http.get('/api/v1/auth/verify/6f1c1f9e-8a4e-4a51-9d3c-2b0b5b1b2c3d').expect(404);
    expect(unknown.body.code).toBe('CHALLENGE_NOT_FOUND');
    const garbage = await t.http.get('/api/v1/auth/verify/not-a-uuid').expect(404);
    expect(garbage.body.code).toBe('CHALLENGE_NOT_FOUND');
  });

  it('signs a known citizen in with demographics after a passed face capture (same citizen_id)', async () => {
    const known = await signIn(t, { birth_date: '1985-02-03', given_name: 'Mary' });
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    const res = await completeDemographics(id, known.nationalId, '1985-02-03').expect(200);
    expect(res.body.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.profile).toEqual({
      citizen_id: known.citizenId,
      given_name: 'Mary',
      family_name: 'Lovelace',
    });
    expect(res.text).not.toContain(known.nationalId);
    const read = await t.http.get(`/api/v1/auth/verify/${id}`).expect(200);
    expect(read.body.status).toBe('COMPLETED');
  });

  it('answers a wrong birth date or an unknown national id with 422 SIGN_IN_FAILED', async () => {
    const known = await signIn(t, { birth_date: '1985-02-03' });
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    const wrong = await completeDemographics(id, known.nationalId, '1985-02-04').expect(422);
    expect(wrong.body.code).toBe('SIGN_IN_FAILED');
    const stranger = await completeDemographics(id, testCitizen().national_id, '1985-02-03').expect(422);
    expect(stranger.body.code).toBe('SIGN_IN_FAILED');
    expect(stranger.body.detail).toBe(wrong.body.detail);
    // still pending: the right details then succeed
    await completeDemographics(id, known.nationalId, '1985-02-03').expect(200);
  });

  it('answers 422 SIGN_IN_FAILED while the face capture has not finished', async () => {
    const known = await signIn(t);
    const id = await startChallenge();
    const res = await completeDemographics(id, known.nationalId, '1990-05-17').expect(422);
    expect(res.body.code).toBe('SIGN_IN_FAILED');
  });

  it('a failed face liveness answers 422 SIGN_IN_FAILED and ends the challenge (then 409)', async () => {
    const known = await signIn(t);
    const id = await startChallenge();
    await faceCapture(id, 'FAIL');
    const failed = await completeDemographics(id, known.nationalId, '1990-05-17').expect(422);
    expect(failed.body.code).toBe('SIGN_IN_FAILED');
    expect((await t.http.get(`/api/v1/auth/verify/${id}`)).body.status).toBe('FAILED');
    const again = await completeDemographics(id, known.nationalId, '1990-05-17').expect(409);
    expect(again.body.code).toBe('CHALLENGE_NOT_PENDING');
  });

  it('completes a challenge once: a second completion answers 409 CHALLENGE_NOT_PENDING', async () => {
    const known = await signIn(t);
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    await completeDemographics(id, known.nationalId, '1990-05-17').expect(200);
    const second = await completeDemographics(id, known.nationalId, '1990-05-17').expect(409);
    expect(second.body.code).toBe('CHALLENGE_NOT_PENDING');
    const qr = await completeQr(id, await qrFor()).expect(409);
    expect(qr.body.code).toBe('CHALLENGE_NOT_PENDING');
  });

  it('completes a challenge once under concurrent completions: one session, the others 409', async () => {
    const known = await signIn(t);
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => completeDemographics(id, known.nationalId, '1990-05-17')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(3).fill('CHALLENGE_NOT_PENDING'),
    );
    const [{ sessions }] = await t.dataSource.query(
      `SELECT count(*)::int AS sessions FROM sessions WHERE citizen_id = $1 AND sign_in_route = 'DEMOGRAPHICS'`,
      [known.citizenId],
    );
    expect(sessions).toBe(1);
  });

  it('expires a challenge after CHALLENGE_TTL: status EXPIRED, completion 409', async () => {
    const known = await signIn(t);
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    t.clock.advance(10 * MINUTE);
    expect((await t.http.get(`/api/v1/auth/verify/${id}`).expect(200)).body.status).toBe('EXPIRED');
    const res = await completeDemographics(id, known.nationalId, '1990-05-17').expect(409);
    expect(res.body.code).toBe('CHALLENGE_NOT_PENDING');
  });

  it('allows 5 completion attempts per challenge, then 429 RATE_LIMITED with Retry-After', async () => {
    const known = await signIn(t);
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    for (let i = 0; i < 5; i++) await completeDemographics(id, known.nationalId, '2000-01-01').expect(422);
    const limited = await completeDemographics(id, known.nationalId, '1990-05-17').expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers an unknown challenge with 404 and a malformed body with 400', async () => {
    const unknown = await completeDemographics(
      '6f1c1f9e-8a4e-4a51-9d3c-2b0b5b1b2c3d',
      'AB123456',
      '1990-05-17',
    ).expect(404);
    expect(unknown.body.code).toBe('CHALLENGE_NOT_FOUND');
    const bad = await t.http
      .post('/api/v1/auth/verify/complete')
      .send({ challenge_id: 'x', demographics: { national_id: '!', birth_date: '17/05/1990' } })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      expect.arrayContaining(['challenge_id', 'demographics.birth_date', 'demographics.national_id']),
    );
  });

  it('signs in with a signed QR after a passed face capture; the QR citizen is the SSO citizen', async () => {
    const who = testCitizen({ given_name: 'Katherine', family_name: 'Johnson' });
    const viaSso = await signIn(t, who);
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    const res = await completeQr(id, await qrFor(who)).expect(200);
    expect(res.body.profile).toEqual({
      citizen_id: viaSso.citizenId,
      given_name: 'Katherine',
      family_name: 'Johnson',
    });
    expect(res.body.assurance.level).toBe('SUBSTANTIAL');
  });

  it('a QR sign-in registers a new citizen who can then use demographics', async () => {
    const who = testCitizen({ birth_date: '1970-12-31' });
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    const viaQr = await completeQr(id, await qrFor(who)).expect(200);
    const next = await startChallenge();
    await faceCapture(next, 'PASS');
    const viaDemographics = await completeDemographics(next, who.national_id, '1970-12-31').expect(200);
    expect(viaDemographics.body.profile.citizen_id).toBe(viaQr.body.profile.citizen_id);
  });

  it('answers a tampered QR with 422 SIGN_IN_FAILED', async () => {
    const qr = await qrFor();
    const [header, payload, signature] = qr.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, national_id: 'FORGED1234' })).toString(
      'base64url',
    );
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    const res = await completeQr(id, `${header}.${forged}.${signature}`).expect(422);
    expect(res.body.code).toBe('SIGN_IN_FAILED');
    const garbage = await completeQr(id, 'not-a-jws').expect(422);
    expect(garbage.body.code).toBe('SIGN_IN_FAILED');
  });

  it('answers a QR signed by an untrusted key with 422 SIGN_IN_FAILED', async () => {
    const jose = await import('jose');
    const { privateKey } = await jose.generateKeyPair('ES256');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const foreign = await new jose.SignJWT({ ...testCitizen() })
      .setProtectedHeader({ alg: 'ES256', kid: 'sandbox-qr-1' })
      .setExpirationTime(now + 600)
      .sign(privateKey);
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    expect((await completeQr(id, foreign).expect(422)).body.code).toBe('SIGN_IN_FAILED');
  });

  it('answers an expired QR with 422 SIGN_IN_FAILED', async () => {
    const qr = await qrFor();
    t.clock.advance(11 * MINUTE);
    const id = await startChallenge();
    await faceCapture(id, 'PASS');
    const res = await completeQr(id, qr).expect(422);
    expect(res.body.code).toBe('SIGN_IN_FAILED');
  });
});
