import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuditCheckpoints } from '../../src/audit/audit-checkpoints';
import { verifyAuditChain } from '../../src/audit/audit-chain';
import {
  type AuditCheckpoint,
  checkedCheckpoint,
  digestOf,
  NAMED_HEADS,
  signCheckpoint,
} from '../../src/audit/audit-seal';
import { AuditRepository } from '../../src/audit/audit.repository';
import { insertSealedJourneyEvent } from '../factories/audit.factory';
import { readAuditConfig } from '../../src/config/audit.config';
import { TestApp } from '../factories/app.factory';
import { signIn, signInWithHighAssurance } from '../factories/auth.factory';
import { ABOUT_THE_BIRTH, bearer, createBirthJourney } from '../factories/journey.factory';
import { createOwnDatabaseApp } from '../factories/own-database';

/**
 * The audit trail against a database writer (DESIGN §13, issue 20): each of the six ways of
 * rewriting history is named by the verifier at the first bad row, then undone. On a database of
 * its own (rows are deleted and reordered).
 */
describe('The audit trail against a database writer', () => {
  let t: TestApp;
  let checkpoint: AuditCheckpoint;
  /** The journey events in chain order (chain by chain: one per citizen, 1766000300000). */
  let events: { id: string; chain_id: string; chain_seq: string }[];
  /** Each table's rows as JSON text (as text: a 64-bit chain_id would not survive a JavaScript number). */
  const snapshot: Record<string, string> = {};
  const TABLES = ['journey_events', 'security_events'];
  const file = join(tmpdir(), `cjs-audit-checkpoint-${process.pid}-${Date.now()}.json`);
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    t.dataSource.query<T[]>(sql, params);
  const verify = (withCheckpoint = true) =>
    verifyAuditChain((sql, params) => q(sql, params), withCheckpoint ? { checkpoint } : {});

  beforeAll(async () => {
    t = await createOwnDatabaseApp('cjs_audit', 'AUDIT_DATABASE_URL');
    for (let i = 0; i < 2; i += 1) {
      const me = await signInWithHighAssurance(t);
      const { journey } = await createBirthJourney(t, me.token);
      await t.http
        .post(`/api/v1/journeys/${journey.id}/milestones/about-the-birth/complete`)
        .set(bearer(me.token))
        .send({ answers: ABOUT_THE_BIRTH })
        .expect(200);
    }
    await signIn(t);
    events = await q(
      'SELECT id, chain_id::text AS chain_id, chain_seq::text AS chain_seq FROM journey_events ORDER BY chain_id, chain_seq',
    );
    expect(events.length).toBeGreaterThanOrEqual(4);
    // Each journey event is in its month's partition (migration 1766000400000), none in DEFAULT.
    const placed = await q<{ partition: string; month: string }>(
      `SELECT tableoid::regclass::text AS partition,
              to_char(occurred_at AT TIME ZONE 'UTC', '"journey_events_y"YYYY"m"MM') AS month FROM journey_events`,
    );
    expect(placed.length).toBe(events.length);
    for (const { partition, month } of placed) expect(partition).toBe(month);
    // The two citizens' chains are as long: the middle row starts the second one, which the newest row ends.
    expect(new Set(events.map((e) => e.chain_id)).size).toBe(2);
    expect(middle().chain_id).toBe(events.at(-1)!.chain_id);
    // The service's checkpoint, as verify-audit reads it from AUDIT_CHECKPOINT_FILE.
    await t.app.get(AuditCheckpoints).write(file);
    checkpoint = checkedCheckpoint(readAuditConfig().chainKey, JSON.parse(readFileSync(file, 'utf8')))!;
    expect(checkpoint.tables.journey_events.named).toContainEqual(
      expect.objectContaining({ id: events.at(-1)!.id }),
    );
    expect(await verify()).toMatchObject({ broken: null });
    for (const table of TABLES)
      snapshot[table] = (
        await q<{ rows: string }>(`SELECT jsonb_agg(to_jsonb(e))::text AS rows FROM ${table} e`)
      )[0].rows;
  });
  afterAll(() => t?.close());

  /** Puts every audit row back as it was, the triggers off (a restore, not new rows). */
  afterEach(async () => {
    await t.dataSource.transaction(async (em) => {
      await em.query('SET LOCAL session_replication_role = replica');
      for (const table of TABLES) {
        await em.query(`DELETE FROM ${table}`);
        await em.query(
          `INSERT INTO ${table} OVERRIDING SYSTEM VALUE
           SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
          [snapshot[table]],
        );
      }
    });
    expect(await verify()).toMatchObject({ broken: null });
  });

  const middle = () => events[Math.floor(events.length / 2)];
  const after = (e: { id: string }) => events[events.findIndex((x) => x.id === e.id) + 1];

  /** Deletes `gone` and re-links the rest of its chain with the database's own functions. */
  const deleteAndRechain = async (gone: { id: string; chain_id: string; chain_seq: string }) => {
    await q('DELETE FROM journey_events WHERE id = $1', [gone.id]);
    await q(`
      DO $$
      DECLARE r record;
              prev text := coalesce((SELECT chain_hash FROM journey_events WHERE chain_id = ${gone.chain_id}
                                        AND chain_seq < ${gone.chain_seq} ORDER BY chain_seq DESC LIMIT 1), repeat('0', 64));
      BEGIN
        FOR r IN SELECT id, content_hash FROM journey_events WHERE chain_id = ${gone.chain_id}
                    AND chain_seq > ${gone.chain_seq} ORDER BY chain_seq LOOP
          prev := encode(sha256(convert_to(prev || r.content_hash, 'UTF8')), 'hex');
          UPDATE journey_events SET chain_hash = prev WHERE id = r.id;
        END LOOP;
      END $$`);
  };

  it('content edited: CONTENT_CHANGED at that row (the database cannot recompute the keyed hash)', async () => {
    const [functions] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_proc WHERE proname IN ('audit_journey_event_content', 'audit_security_event_content')`,
    );
    expect(functions.n).toBe(0);
    await q(`UPDATE journey_events SET status = 'COMPLETED' WHERE id = $1`, [middle().id]);
    expect((await verify()).broken).toMatchObject({ id: middle().id, reason: 'CONTENT_CHANGED' });
  });

  it('a middle row deleted: CHAIN_BROKEN at the row after it', async () => {
    await q('DELETE FROM journey_events WHERE id = $1', [middle().id]);
    expect((await verify()).broken).toMatchObject({ id: after(middle()).id, reason: 'CHAIN_BROKEN' });
  });

  it('the newest row deleted: CHECKPOINT_ROW_MISSING naming it (the chain alone cannot tell)', async () => {
    const newest = events.at(-1)!;
    await q('DELETE FROM journey_events WHERE id = $1', [newest.id]);
    expect((await verify(false)).broken).toBeNull();
    expect((await verify()).broken).toMatchObject({ id: newest.id, reason: 'CHECKPOINT_ROW_MISSING' });
  });

  it('two rows reordered: CHAIN_BROKEN at the first of them', async () => {
    const [a, b] = [middle(), after(middle())];
    await q('UPDATE journey_events SET chain_seq = -1 WHERE id = $1', [a.id]);
    await q('UPDATE journey_events SET chain_seq = $2::bigint WHERE id = $1', [b.id, a.chain_seq]);
    await q('UPDATE journey_events SET chain_seq = $2::bigint WHERE id = $1', [a.id, b.chain_seq]);
    expect((await verify()).broken).toMatchObject({ id: b.id, reason: 'CHAIN_BROKEN' });
  });

  it('the erased flag flipped to hide a changed kind: CONTENT_CHANGED at that row', async () => {
    await q(
      `UPDATE journey_events SET erased = true, kind = 'JOURNEY_COMPLETED', journey_id = NULL, milestone_code = NULL,
              detail = NULL WHERE id = $1`,
      [middle().id],
    );
    expect((await verify()).broken).toMatchObject({ id: middle().id, reason: 'CONTENT_CHANGED' });
  });

  it('the erased flag alone, the content left in place: CONTENT_CHANGED (an erased row holds no content)', async () => {
    await q('UPDATE journey_events SET erased = true WHERE id = $1', [events[1].id]);
    expect((await verify()).broken).toMatchObject({ id: events[1].id, reason: 'CONTENT_CHANGED' });
  });

  it('a sign-in’s kind changed behind the erased flag: CONTENT_CHANGED', async () => {
    const [event] = await q<{ id: string; kind: string }>(
      `SELECT id, kind FROM security_events WHERE kind = 'SIGN_IN_SUCCEEDED' ORDER BY chain_seq LIMIT 1`,
    );
    await q(
      `UPDATE security_events SET erased = true, kind = 'SIGN_IN_FAILED', citizen_id = NULL, route = NULL,
             reason = NULL, request_id = NULL WHERE id = $1`,
      [event.id],
    );
    try {
      expect((await verify()).broken).toMatchObject({
        table: 'security_events',
        id: event.id,
        reason: 'CONTENT_CHANGED',
      });
    } finally {
      // Undone by hand: the suite restores only journey events.
      await q(`UPDATE security_events SET erased = false, kind = $2 WHERE id = $1`, [event.id, event.kind]);
    }
  });

  it('a middle row deleted and the tail re-chained with the database’s own functions: CHECKPOINT_MISMATCH at the checkpointed row', async () => {
    await deleteAndRechain(middle());
    // Every link holds again: only the checkpoint, out of the database writer's reach, shows it.
    expect((await verify(false)).broken).toBeNull();
    expect((await verify()).broken).toMatchObject({ id: events.at(-1)!.id, reason: 'CHECKPOINT_MISMATCH' });
  });

  /** The same checkpoint naming no head: as one taken after many chains were written since would not name this one. */
  const unnamed = () => {
    const { signature: _signature, ...unsigned } = checkpoint;
    return signCheckpoint(readAuditConfig().chainKey, {
      ...unsigned,
      tables: {
        journey_events: { ...checkpoint.tables.journey_events, named: [] },
        security_events: { ...checkpoint.tables.security_events, named: [] },
      },
    });
  };
  const digestMismatch = {
    table: 'journey_events',
    chainSeq: '',
    reason: 'CHECKPOINT_DIGEST_MISMATCH',
  };

  it('a chain head the checkpoint does not name deleted: CHECKPOINT_DIGEST_MISMATCH at its bound (the heads no longer add up)', async () => {
    const check = () => verifyAuditChain((sql, params) => q(sql, params), { checkpoint: unnamed() });
    expect((await check()).broken).toBeNull();
    await q('DELETE FROM journey_events WHERE id = $1', [events.at(-1)!.id]);
    expect((await check()).broken).toMatchObject({
      ...digestMismatch,
      chainSeq: checkpoint.tables.journey_events.bound,
    });
  });

  it('a chain the checkpoint does not name re-linked after a middle row deleted: CHECKPOINT_DIGEST_MISMATCH', async () => {
    await deleteAndRechain(middle());
    expect((await verify(false)).broken).toBeNull();
    const check = () => verifyAuditChain((sql, params) => q(sql, params), { checkpoint: unnamed() });
    expect((await check()).broken).toMatchObject({
      ...digestMismatch,
      chainSeq: checkpoint.tables.journey_events.bound,
    });
  });

  it('a checkpoint moved on from the last by the chains written since adds up as one read whole, and verifies', async () => {
    const checkpoints = t.app.get(AuditCheckpoints);
    // A chain of the first checkpoint moves on (a sealed event of its journey), and a new citizen starts one.
    const [{ journey_id: journeyId }] = await q<{ journey_id: string }>(
      'SELECT journey_id FROM journey_events WHERE id = $1',
      [events[0].id],
    );
    const sealedId = await insertSealedJourneyEvent(t.app, q, journeyId);
    const me = await signInWithHighAssurance(t);
    await createBirthJourney(t, me.token);
    const moved = (await checkpoints.write(file))!;
    const table = moved.tables.journey_events;
    expect(BigInt(table.bound)).toBeGreaterThan(BigInt(checkpoint.tables.journey_events.bound));
    expect(table.chains).toBe(3);
    expect(table.named[0]).toMatchObject({
      chain_id: (
        await q<{ c: string }>(
          'SELECT chain_id::text AS c FROM journey_events ORDER BY chain_seq DESC LIMIT 1',
        )
      )[0].c,
    });
    expect(table.named.map((h) => h.id)).toContain(sealedId);
    const whole = await t.app
      .get(AuditRepository)
      .allHeads(readAuditConfig().chainKey, 'journey_events', BigInt(table.bound), NAMED_HEADS);
    expect({ digest: digestOf(whole.sum), chains: whole.chains, named: whole.named }).toEqual({
      digest: table.digest,
      chains: table.chains,
      named: table.named,
    });
    expect(
      (await verifyAuditChain((sql, params) => q(sql, params), { checkpoint: moved })).broken,
    ).toBeNull();
  });

  it('refuses a checkpoint that is not signed with the key', () => {
    const forged = { ...checkpoint, taken_at: new Date(0).toISOString() };
    expect(checkedCheckpoint(readAuditConfig().chainKey, forged)).toBeNull();
    expect(checkedCheckpoint('another-key-of-at-least-32-characters', checkpoint)).toBeNull();
  });

  it('a row loaded with the audit triggers off has no place in a chain: UNCHAINED, and the heads still add up', async () => {
    const [{ id }] = await t.dataSource.transaction(async (em) => {
      await em.query('SET LOCAL session_replication_role = replica');
      return em.query<{ id: string }[]>(
        `INSERT INTO journey_events OVERRIDING SYSTEM VALUE
         SELECT (jsonb_populate_record(NULL::journey_events, to_jsonb(e) || jsonb_build_object(
                   'id', gen_random_uuid(), 'chain_seq', NULL, 'chain_hash', NULL))).*
           FROM journey_events e WHERE e.id = $1
         RETURNING id`,
        [events[0].id],
      );
    });
    // The checkpoint's walk passes over it (it had failed with "Cannot convert null to a BigInt")…
    const table = checkpoint.tables.journey_events;
    const heads = await t.app
      .get(AuditRepository)
      .allHeads(readAuditConfig().chainKey, 'journey_events', BigInt(table.bound), NAMED_HEADS);
    expect({ digest: digestOf(heads.sum), chains: heads.chains }).toEqual({
      digest: table.digest,
      chains: table.chains,
    });
    // …and the verifier names it.
    expect((await verify()).broken).toMatchObject({ table: 'journey_events', id, reason: 'UNCHAINED' });
  });
});
