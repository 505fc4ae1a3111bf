import { createTestApp, TestApp } from '../factories/app.factory';
import { signIn, signInWithHighAssurance } from '../factories/auth.factory';
import { bearer, createBirthJourney } from '../factories/journey.factory';
import { pdfBytes, upload } from '../factories/vault.factory';
import { fingerprintOf, IDEMPOTENCY_KEY_TTL_MS } from '../../src/idempotency/idempotency.interceptor';
import { randomUUID } from 'node:crypto';

describe('Idempotency-Key on the POSTs that create something (DESIGN §10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[]) =>
    Number((await t.dataSource.query(sql, params))[0].n);
  const compile = (token: string, message: string, key?: string) => {
    const req = t.http.post('/api/v1/intents/compile').set(bearer(token));
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send({ message });
  };

  it('answers the first intent again for the same key and body, and stores one intent', async () => {
    const { token, citizenId } = await signIn(t);
    const key = randomUUID();
    const first = await compile(token, 'we just had a baby', key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await compile(token, 'we just had a baby', key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await count('SELECT count(*) AS n FROM intents WHERE citizen_id = $1', [citizenId])).toBe(1);
    // The quoted Structured Fields form of the same key is the same key.
    const quoted = await compile(token, 'we just had a baby', `"${key}"`);
    expect(quoted.body.intent_id).toBe(first.body.intent_id);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED) and stores nothing', async () => {
    const { token, citizenId } = await signIn(t);
    const key = randomUUID();
    expect((await compile(token, 'we just had a baby', key)).status).toBe(201);
    const other = await compile(token, 'I lost my job', key);
    expect(other.status).toBe(422);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count('SELECT count(*) AS n FROM intents WHERE citizen_id = $1', [citizenId])).toBe(1);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while the first request with the key is still running', async () => {
    const { token, citizenId } = await signIn(t);
    const key = randomUUID();
    const body = { message: 'we just had a baby' };
    const fingerprint = fingerprintOf({ method: 'POST', path: '/api/v1/intents/compile', body });
    const now = t.clock.now();
    await t.dataSource.query(
      `INSERT INTO idempotency_keys (citizen_id, key, fingerprint, state, created_at, expires_at)
       VALUES ($1, $2, $3, 'IN_PROGRESS', $4, $5)`,
      [citizenId, key, fingerprint, now, new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS)],
    );
    const res = await compile(token, body.message, key);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(res.headers['retry-after']).toBe('1');
    expect(await count('SELECT count(*) AS n FROM intents WHERE citizen_id = $1', [citizenId])).toBe(0);
  });

  it('under concurrent retries with one key, does the work once', async () => {
    const { token, citizenId } = await signIn(t);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => compile(token, 'we just had a baby', key)));
    const statuses = answers.map((a) => a.status).sort();
    for (const s of statuses) expect([201, 409]).toContain(s);
    expect(statuses).toContain(201);
    expect(await count('SELECT count(*) AS n FROM intents WHERE citizen_id = $1', [citizenId])).toBe(1);
  });

  it('keeps a key for 24 hours: after that the same key does the work again', async () => {
    const { token, citizenId, nationalId } = await signIn(t);
    const key = randomUUID();
    const first = await compile(token, 'we just had a baby', key);
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS - 1000);
    // A day later the first session has expired: the same citizen signs in again.
    const { token: nextDay } = await signIn(t, { national_id: nationalId });
    expect((await compile(nextDay, 'we just had a baby', key)).body.intent_id).toBe(first.body.intent_id);
    t.clock.advance(2000);
    const later = await compile(nextDay, 'we just had a baby', key);
    expect(later.status).toBe(201);
    expect(later.body.intent_id).not.toBe(first.body.intent_id);
    expect(await count('SELECT count(*) AS n FROM intents WHERE citizen_id = $1', [citizenId])).toBe(2);
  });

  it('scopes keys to the citizen: another citizen with the same key gets their own answer', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const key = randomUUID();
    const first = await compile(a.token, 'we just had a baby', key);
    const second = await compile(b.token, 'we just had a baby', key);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.body.intent_id).not.toBe(first.body.intent_id);
  });

  it('refuses a malformed key with 400 and does nothing', async () => {
    const { token, citizenId } = await signIn(t);
    for (const key of ['   ', 'x'.repeat(256), 'caf\u00e9']) {
      const res = await compile(token, 'we just had a baby', key);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    }
    expect(await count('SELECT count(*) AS n FROM intents WHERE citizen_id = $1', [citizenId])).toBe(0);
  });

  it('gives the key back when the first request fails, so a retry does the work', async () => {
    const { token, citizenId } = await signInWithHighAssurance(t);
    const key = randomUUID();
    const failed = await upload(t, token, 'no-such-document', pdfBytes('x')).set('Idempotency-Key', key);
    expect(failed.status).toBe(422);
    expect(await count('SELECT count(*) AS n FROM idempotency_keys WHERE citizen_id = $1', [citizenId])).toBe(
      0,
    );
    const again = await upload(t, token, 'no-such-document', pdfBytes('x')).set('Idempotency-Key', key);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('DOCUMENT_CODE_UNKNOWN');
  });

  it('stores a retried upload once, and refuses the key for another file', async () => {
    const { token, citizenId } = await signInWithHighAssurance(t);
    const key = randomUUID();
    const bytes = pdfBytes('birth certificate');
    const first = await upload(t, token, 'birth-certificate', bytes).set('Idempotency-Key', key);
    expect(first.status).toBe(201);
    const retry = await upload(t, token, 'birth-certificate', bytes).set('Idempotency-Key', key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const otherFile = await upload(t, token, 'birth-certificate', pdfBytes('another')).set(
      'Idempotency-Key',
      key,
    );
    expect(otherFile.status).toBe(422);
    expect(otherFile.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count('SELECT count(*) AS n FROM vault_documents WHERE citizen_id = $1', [citizenId])).toBe(
      1,
    );
  });

  it('stores a retried agent message once', async () => {
    const { token, citizenId } = await signInWithHighAssurance(t);
    const { journey } = await createBirthJourney(t, token);
    const key = randomUUID();
    const send = () =>
      t.http
        .post(`/api/v1/journeys/${journey.id}/agent/messages`)
        .set(bearer(token))
        .set('Idempotency-Key', key)
        .send({ message: 'what next?' });
    const first = await send();
    expect(first.status).toBe(200);
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(await count('SELECT count(*) AS n FROM agent_messages WHERE citizen_id = $1', [citizenId])).toBe(
      2,
    );
  });
});
