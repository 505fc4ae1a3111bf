import { Client } from 'pg';
import { verifyAuditChain } from '../../src/audit/audit-chain';
import { AuditSealer } from '../../src/audit/audit-sealer';
import { AuditCheckpoints } from '../../src/audit/audit-checkpoints';
import type { AuditCheckpoint } from '../../src/audit/audit-seal';
import { TestApp } from '../factories/app.factory';
import { insertSealedJourneyEvent } from '../factories/audit.factory';
import { createOwnDatabaseApp } from '../factories/own-database';
import { signIn, signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import { ABOUT_THE_BIRTH, bearer, createBirthJourney } from '../factories/journey.factory';

// Runs only with DATABASE_URL set to a real PostgreSQL (jest.config.js): it holds one transaction open
// while others commit, which the embedded engine (one backend, transactions one after another) cannot.

/** What a promise came to within `ms`: 'done', or 'waiting' when it had not settled by then. */
const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([
    work.then(() => 'done' as const),
    new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms)),
  ]);

describe('The audit chain does not make writers of different citizens wait (DESIGN §18, issue 26)', () => {
  let t: TestApp;
  let held: Client;
  let sameCitizen: Client;
  beforeAll(async () => {
    // A database of its own: the suite verifies every chain, which other suites' tampering would break.
    t = await createOwnDatabaseApp('cjs_chains', 'AUDIT_DATABASE_URL');
    const url = (t.dataSource.options as { url?: string }).url;
    held = new Client({ connectionString: url });
    sameCitizen = new Client({ connectionString: url });
    await held.connect();
    await sameCitizen.connect();
  });
  afterAll(async () => {
    await held?.end();
    await sameCitizen?.end();
    await t?.close();
  });

  /** A journey event of `journeyId` as the service writes it (sealed), on `client`. */
  const insertEvent = (client: Client, journeyId: string) =>
    insertSealedJourneyEvent(t.app, (sql, params) => client.query(sql, params), journeyId);

  it('one citizen’s transaction holding its linked audit rows: another citizen’s completion and sign-in commit meanwhile; the same citizen’s next writer waits, then links after it', async () => {
    const ada: SignedIn = await signInWithHighAssurance(t);
    const bea: SignedIn = await signInWithHighAssurance(t);
    const adaJourney = (await createBirthJourney(t, ada.token)).journey.id;
    const beaJourney = (await createBirthJourney(t, bea.token)).journey.id;

    // Ada's transaction: a journey event and a security event, linked now (their chains' locks taken),
    // then left open.
    await held.query('BEGIN');
    const first = await insertEvent(held, adaJourney);
    const signedInAt = new Date();
    const sealedSignIn = t.app.get(AuditSealer).securityEvent({
      kind: 'SIGN_IN_SUCCEEDED',
      citizenId: ada.citizenId,
      route: 'SSO',
      reason: null,
      requestId: null,
      occurredAt: signedInAt,
    });
    await held.query(
      `INSERT INTO security_events (id, kind, citizen_id, route, occurred_at, personal_hash, content_hash)
       VALUES ($1, 'SIGN_IN_SUCCEEDED', $2, 'SSO', $3, $4, $5)`,
      [sealedSignIn.id, ada.citizenId, signedInAt, sealedSignIn.personalHash, sealedSignIn.contentHash],
    );
    await held.query('SET CONSTRAINTS ALL IMMEDIATE');
    const [linked] = (
      await held.query('SELECT chain_seq::text AS chain_seq FROM journey_events WHERE id = $1', [first])
    ).rows;
    expect(linked.chain_seq).toMatch(/^\d+$/);

    let second: Promise<string> | undefined;
    try {
      // Another citizen's milestone completion (its journey events) and another citizen's sign-in (a
      // security event) commit while Ada's transaction is open.
      const completion = t.http
        .post(`/api/v1/journeys/${beaJourney}/milestones/about-the-birth/complete`)
        .set(bearer(bea.token))
        .send({ answers: ABOUT_THE_BIRTH });
      expect(
        await within(
          5000,
          completion.then((r) => expect(r.status).toBe(200)),
        ),
      ).toBe('done');
      expect(await within(5000, signIn(t))).toBe('done');
      const [{ n }] = await t.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM journey_events WHERE journey_id = $1 AND kind = 'MILESTONE_COMPLETED'`,
        [beaJourney],
      );
      expect(n).toBe(1);

      // Ada's next writer links into Ada's chain: it waits for the open transaction.
      second = insertEvent(sameCitizen, adaJourney);
      expect(await within(1000, second)).toBe('waiting');
    } finally {
      await held.query('COMMIT');
    }
    const secondId = await second;
    const [a, b] = await t.dataSource.query<{ id: string; chain_id: string; chain_seq: string }[]>(
      `SELECT id, chain_id::text AS chain_id, chain_seq::text AS chain_seq FROM journey_events
        WHERE id IN ($1, $2) ORDER BY chain_seq`,
      [first, secondId],
    );
    // In Ada's chain, in the order the two committed.
    expect([a.id, b.id]).toEqual([first, secondId]);
    expect(a.chain_id).toBe(b.chain_id);
    expect((await verifyAuditChain((sql, params) => t.dataSource.query(sql, params))).broken).toBeNull();
  });

  it('a checkpoint waits for a row whose chain_seq was drawn but whose transaction has not committed, then counts it under its bound', async () => {
    const ada = await signInWithHighAssurance(t);
    const journeyId = (await createBirthJourney(t, ada.token)).journey.id;
    await held.query('BEGIN');
    const late = await insertEvent(held, journeyId);
    await held.query('SET CONSTRAINTS ALL IMMEDIATE');
    const [{ chain_seq: drawn }] = (
      await held.query('SELECT chain_seq::text AS chain_seq FROM journey_events WHERE id = $1', [late])
    ).rows;
    let checkpoint: Promise<AuditCheckpoint | null> | undefined;
    try {
      // Another citizen's row commits after it with a higher number; the checkpoint must not sign a
      // bound above the open row while it could still commit.
      const bea = await signInWithHighAssurance(t);
      await createBirthJourney(t, bea.token);
      checkpoint = t.app.get(AuditCheckpoints).write(undefined);
      expect(await within(1000, checkpoint)).toBe('waiting');
    } finally {
      await held.query('COMMIT');
    }
    const taken = (await checkpoint)!;
    const journeyEvents = taken.tables.journey_events;
    expect(BigInt(journeyEvents.bound)).toBeGreaterThan(BigInt(drawn));
    expect(journeyEvents.named.map((h) => h.id)).toContain(late);
    expect(
      (await verifyAuditChain((sql, params) => t.dataSource.query(sql, params), { checkpoint: taken }))
        .broken,
    ).toBeNull();
  });
});
