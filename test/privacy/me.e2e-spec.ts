import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { verifyAuditChain } from '../../src/audit/audit-chain';
import { TestApp } from '../factories/app.factory';
import { signIn, signInWithHighAssurance, SignedIn, testCitizen } from '../factories/auth.factory';
import { ABOUT_THE_BIRTH, createBirthJourney, createJourneyTestApp } from '../factories/journey.factory';
import {
  bearer,
  LocalS3,
  S3_BUCKET,
  S3_KEYS,
  startLocalS3,
  uploadDocument,
} from '../factories/vault.factory';

/**
 * GET /me/export and DELETE /me (DESIGN §12) and the audit chain around them (DESIGN §13), on
 * both storage adapters.
 */
describe.each(['postgres', 's3'] as const)('The citizen’s own data (%s storage)', (storage) => {
  let t: TestApp;
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    s3 = storage === 's3' ? await startLocalS3() : undefined;
    t = await createJourneyTestApp({ env: { ...(s3?.env ?? {}) } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const verify = () =>
    verifyAuditChain((sql, params) => t.dataSource.query<Record<string, unknown>[]>(sql, params));

  /** A citizen with a row of every kind: sessions, challenge, liveness, assurance, intent, journey, document, agent message, events. */
  async function busyCitizen(who = testCitizen()) {
    const me = await signInWithHighAssurance(t, who);
    const { intentId, journey } = await createBirthJourney(t, me.token);
    await t.http
      .post(`/api/v1/journeys/${journey.id}/milestones/about-the-birth/complete`)
      .set(bearer(me.token))
      .send({ answers: ABOUT_THE_BIRTH })
      .expect(200);
    const document = await uploadDocument(t, me.token, 'birth-certificate');
    await t.http
      .post(`/api/v1/journeys/${journey.id}/agent/messages`)
      .set(bearer(me.token))
      .send({ message: 'what do I need to do next?' })
      .expect(200);
    return { me, who, intentId, journeyId: journey.id, documentId: document.id };
  }

  it('exports every kind of row the citizen has, and nothing of another citizen', async () => {
    const { me, intentId, journeyId, documentId } = await busyCitizen();
    const other = await busyCitizen();
    const res = await t.http.get('/api/v1/me/export').set(bearer(me.token)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const e = res.body;
    expect(e.exported_at).toEqual(expect.any(String));
    expect(e.profile).toMatchObject({ id: me.citizenId });
    for (const kind of [
      'sessions',
      'sign_in_challenges',
      'liveness_sessions',
      'assurances',
      'intents',
      'journeys',
      'documents',
      'agent_messages',
      'security_events',
    ])
      expect([kind, e[kind].length]).toEqual([kind, expect.any(Number)]);
    expect(e.sessions.length).toBeGreaterThanOrEqual(1);
    expect(e.liveness_sessions.length).toBeGreaterThanOrEqual(1);
    expect(e.assurances.length).toBeGreaterThanOrEqual(1);
    expect(e.intents.map((i: { id: string }) => i.id)).toContain(intentId);
    expect(e.journeys).toHaveLength(1);
    expect(e.journeys[0]).toMatchObject({ id: journeyId });
    expect(e.journeys[0].milestones).toEqual([
      expect.objectContaining({ milestone_code: 'about-the-birth', answers: ABOUT_THE_BIRTH }),
    ]);
    expect(e.journeys[0].events.map((x: { kind: string }) => x.kind)).toContain('JOURNEY_CREATED');
    expect(e.documents.map((d: { id: string }) => d.id)).toEqual([documentId]);
    expect(e.agent_messages.map((m: { role: string }) => m.role).sort()).toEqual(['AGENT', 'CITIZEN']);
    expect(e.security_events.map((x: { kind: string }) => x.kind)).toContain('SIGN_IN_SUCCEEDED');
    const text = JSON.stringify(e);
    for (const foreign of [other.me.citizenId, other.journeyId, other.documentId, other.intentId])
      expect(text).not.toContain(foreign);
    expect(text).not.toMatch(/token_hash|national_id_hmac|chain_hash|storage_key/);
    await t.http.get('/api/v1/me/export').expect(401);
  });

  it('erases the citizen: nothing of them in any table or the bucket but audit hashes, the token 401, a new empty citizen on the next sign-in, the chain intact', async () => {
    // A family name nobody else has, to look for in every table afterwards.
    const familyName = `Erased${'abcdefghij'[Date.now() % 10]}${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const { me, who, intentId, journeyId, documentId } = await busyCitizen(
      testCitizen({ family_name: familyName }),
    );
    const bystander = await busyCitizen();
    expect((await verify()).broken).toBeNull();
    const storageKey = (
      await t.dataSource.query('SELECT storage_key FROM vault_documents WHERE id = $1', [documentId])
    )[0].storage_key as string;

    await t.http.delete('/api/v1/me').set(bearer(me.token)).expect(204);

    await t.http.get('/api/v1/journeys').set(bearer(me.token)).expect(401);
    await t.http.delete('/api/v1/me').set(bearer(me.token)).expect(401);
    // A scan of every table: no row mentions the citizen, their journey, intent or document, or their name.
    const tables = await t.dataSource.query<{ table_name: string }[]>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const traces: string[] = [];
    for (const { table_name } of tables) {
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM "${table_name}" x WHERE to_jsonb(x)::text ~* $1`,
        [[me.citizenId, journeyId, intentId, documentId, who.family_name].join('|')],
      );
      if (n > 0) traces.push(`${table_name}: ${n}`);
    }
    expect(traces).toEqual([]);
    // The journey's events are still in the chain, blanked.
    const [{ erased }] = await t.dataSource.query(
      'SELECT count(*)::int AS erased FROM journey_events WHERE erased AND journey_id IS NULL',
    );
    expect(erased).toBeGreaterThanOrEqual(1);
    if (s3) {
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: S3_KEYS,
      });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
      expect((listed.Contents ?? []).map((o) => o.Key)).not.toContain(storageKey);
      expect((listed.Contents ?? []).length).toBeGreaterThanOrEqual(1); // the bystander's object stays
    }
    // The bystander is untouched.
    const theirs = await t.http.get('/api/v1/me/export').set(bearer(bystander.me.token)).expect(200);
    expect(theirs.body.documents).toHaveLength(1);
    // Signing in again with the same national identifier starts a new, empty citizen.
    const again: SignedIn = await signIn(t, who);
    expect(again.citizenId).not.toBe(me.citizenId);
    expect((await t.http.get('/api/v1/journeys').set(bearer(again.token)).expect(200)).body).toEqual({
      items: [],
      active_journey_id: null,
      next_cursor: null,
    });
    // The verifier still passes after the erasure.
    const after = await verify();
    expect(after.broken).toBeNull();
    expect(after.verified.journey_events).toBeGreaterThan(0);
    expect(after.verified.security_events).toBeGreaterThan(0);
  });

  it('needs a current HIGH assurance', async () => {
    const plain = await signIn(t);
    expect((await t.http.get('/api/v1/me/export').set(bearer(plain.token)).expect(403)).body.code).toBe(
      'ASSURANCE_REQUIRED',
    );
    expect((await t.http.delete('/api/v1/me').set(bearer(plain.token)).expect(403)).body.code).toBe(
      'ASSURANCE_REQUIRED',
    );
  });
});

describe('The audit verifier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createJourneyTestApp();
  });
  afterAll(() => t.close());

  const query = (sql: string, params: unknown[]) =>
    t.dataSource.query<Record<string, unknown>[]>(sql, params);
  type Statement = [sql: string, params: unknown[]];
  /** Tampers with one journey event: the verifier names it for `reason`; once undone, the chain verifies. */
  async function expectNamedUntilRestored(id: string, reason: string, tamper: Statement, undo: Statement) {
    await t.dataSource.query(...tamper);
    try {
      expect((await verifyAuditChain(query)).broken).toMatchObject({ table: 'journey_events', id, reason });
    } finally {
      await t.dataSource.query(...undo);
    }
    expect((await verifyAuditChain(query)).broken).toBeNull();
  }

  it('fails naming the row whose content was edited in the database, and passes again once it is restored', async () => {
    const me = await signInWithHighAssurance(t);
    await createBirthJourney(t, me.token);
    expect((await verifyAuditChain(query)).broken).toBeNull();
    const [event] = await t.dataSource.query(
      `SELECT e.id, e.status FROM journey_events e JOIN journeys j ON j.id = e.journey_id
        WHERE j.citizen_id = $1 AND e.kind = 'JOURNEY_CREATED'`,
      [me.citizenId],
    );
    await expectNamedUntilRestored(
      event.id,
      'CONTENT_CHANGED',
      [`UPDATE journey_events SET status = 'COMPLETED' WHERE id = $1`, [event.id]],
      ['UPDATE journey_events SET status = $2 WHERE id = $1', [event.id, event.status]],
    );
  });

  it('links every event into one chain in commit order under concurrent writers, and names a row taken out of the chain', async () => {
    const citizens = await Promise.all([1, 2, 3, 4].map(() => signInWithHighAssurance(t)));
    // Journeys created and sign-ins recorded at the same time: each transaction links its rows as it commits.
    await Promise.all([
      ...citizens.flatMap((c) => [createBirthJourney(t, c.token), createBirthJourney(t, c.token)]),
      ...[1, 2, 3, 4].map(() => signIn(t)),
    ]);
    const [{ unlinked }] = await t.dataSource.query<{ unlinked: number }[]>(
      `SELECT count(*)::int AS unlinked FROM journey_events WHERE chain_seq IS NULL OR chain_hash IS NULL`,
    );
    expect(unlinked).toBe(0);
    expect((await verifyAuditChain(query)).broken).toBeNull();

    const [event] = await t.dataSource.query<{ id: string; chain_seq: string; chain_hash: string }[]>(
      `SELECT e.id, e.chain_seq::text AS chain_seq, e.chain_hash FROM journey_events e
         JOIN journeys j ON j.id = e.journey_id WHERE j.citizen_id = $1 LIMIT 1`,
      [citizens[0].citizenId],
    );
    await expectNamedUntilRestored(
      event.id,
      'UNCHAINED',
      ['UPDATE journey_events SET chain_seq = NULL WHERE id = $1', [event.id]],
      ['UPDATE journey_events SET chain_seq = $2::bigint WHERE id = $1', [event.id, event.chain_seq]],
    );
  });
});
