import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../factories/app.factory';
import { bearer, signIn, signInWithHighAssurance } from '../factories/auth.factory';
import { createBirthJourney } from '../factories/journey.factory';
import { pdfBytes, upload } from '../factories/vault.factory';

/** Counters of this test's own (with REDIS_URL they are shared in Redis). */
const ownCounters = () => ({ RATE_LIMIT_KEY_PREFIX: `cjs-test:${randomUUID()}` });

describe('Per-citizen write limit: CITIZEN_WRITES_PER_MINUTE (DESIGN §12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...ownCounters(), CITIZEN_WRITES_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, stores nothing, and lets reads and other citizens through', async () => {
    const who = await signIn(t);
    const compile = (token: string) =>
      t.http.post('/api/v1/intents/compile').set(bearer(token)).send({ message: 'we just had a baby' });
    for (let i = 0; i < 3; i += 1) {
      const ok = await compile(who.token);
      expect(ok.status).toBe(201);
      // The limit and what is left of it (IETF RateLimit headers) on every counted answer.
      expect(ok.headers['ratelimit-policy']).toBe('"citizen-writes";q=3;w=60');
      expect(ok.headers.ratelimit).toMatch(new RegExp(`^"citizen-writes";r=${2 - i};t=\\d+$`));
    }
    const limited = await compile(who.token);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.headers.ratelimit).toMatch(/^"citizen-writes";r=0;t=\d+$/);
    const stored = await t.dataSource.query('SELECT count(*)::int AS n FROM intents WHERE citizen_id = $1', [
      who.citizenId,
    ]);
    expect(stored[0].n).toBe(3);
    await t.http.get('/api/v1/journeys').set(bearer(who.token)).expect(200);
    const other = await signIn(t);
    expect((await compile(other.token)).status).toBe(201);
    t.clock.advance(60_000);
    expect((await compile(who.token)).status).toBe(201);
  });
});

describe('Vault quota: VAULT_MAX_DOCUMENTS and VAULT_MAX_BYTES (DESIGN §12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        ...ownCounters(),
        VAULT_MAX_DOCUMENTS: '2',
        VAULT_MAX_BYTES: '6000',
        VAULT_MAX_CONCURRENT_UPLOADS: '10',
        // Three uploads of one citizen at once reach the quota check (issue 20's per-citizen cap is 2).
        VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN: '10',
      },
    });
  });
  afterAll(() => t.close());

  const documents = async (citizenId: string) =>
    (
      await t.dataSource.query('SELECT count(*)::int AS n FROM vault_documents WHERE citizen_id = $1', [
        citizenId,
      ])
    )[0].n as number;

  it('answers 409 VAULT_QUOTA_EXCEEDED past the number of documents and stores nothing', async () => {
    const who = await signInWithHighAssurance(t);
    const first = await upload(t, who.token, 'birth-certificate', pdfBytes('one')).expect(201);
    await upload(t, who.token, 'birth-notification', pdfBytes('two')).expect(201);
    const third = await upload(t, who.token, 'identity-document', pdfBytes('three'));
    expect([third.status, third.body.code]).toEqual([409, 'VAULT_QUOTA_EXCEEDED']);
    expect(await documents(who.citizenId)).toBe(2);
    // Deleting a document makes room again.
    await t.http.delete(`/api/v1/vault/documents/${first.body.id}`).set(bearer(who.token)).expect(204);
    await upload(t, who.token, 'identity-document', pdfBytes('three')).expect(201);
  });

  it('answers 409 VAULT_QUOTA_EXCEEDED past the bytes and stores nothing', async () => {
    const who = await signInWithHighAssurance(t);
    await upload(t, who.token, 'birth-certificate', pdfBytes('big', 4000)).expect(201);
    const over = await upload(t, who.token, 'birth-notification', pdfBytes('big too', 4000));
    expect([over.status, over.body.code]).toEqual([409, 'VAULT_QUOTA_EXCEEDED']);
    expect(await documents(who.citizenId)).toBe(1);
  });

  it('lets exactly one of concurrent uploads at the limit through', async () => {
    const who = await signInWithHighAssurance(t);
    await upload(t, who.token, 'birth-certificate', pdfBytes('one')).expect(201);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((label) => upload(t, who.token, 'birth-notification', pdfBytes(label))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await documents(who.citizenId)).toBe(2);
  });
});

describe('Free text must be valid (DESIGN §12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: ownCounters() });
  });
  afterAll(() => t.close());

  it.each([
    ['only white space', '{"message":"   \\n\\t "}'],
    ['only zero-width characters', '{"message":"\\u200b\\u200c\\u200d\\u2060 \\u00ad"}'],
    ['a lone surrogate', '{"message":"we had a baby \\ud800"}'],
    ['a NUL character', '{"message":"we had a baby \\u0000"}'],
  ])('refuses an intent message with %s (400) and stores nothing', async (_what, raw) => {
    const who = await signIn(t);
    const res = await t.http
      .post('/api/v1/intents/compile')
      .set(bearer(who.token))
      .set('Content-Type', 'application/json')
      .send(raw);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'message' })]);
    const stored = await t.dataSource.query('SELECT count(*)::int AS n FROM intents WHERE citizen_id = $1', [
      who.citizenId,
    ]);
    expect(stored[0].n).toBe(0);
  });

  it('refuses an agent message of white space only (400)', async () => {
    const who = await signInWithHighAssurance(t);
    const { journey } = await createBirthJourney(t, who.token);
    const res = await t.http
      .post(`/api/v1/journeys/${journey.id}/agent/messages`)
      .set(bearer(who.token))
      .send({ message: '    ' });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
