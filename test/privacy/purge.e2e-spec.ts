import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations';
import { verifyAuditChain } from '../../src/audit/audit-chain';
import { AuditCheckpoints } from '../../src/audit/audit-checkpoints';
import { AuditSealer } from '../../src/audit/audit-sealer';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { PurgeService } from '../../src/privacy/purge.service';
import { TestApp } from '../factories/app.factory';
import { createOwnDatabaseApp, undoMigrationsThrough } from '../factories/own-database';

/**
 * The retention purge (DESIGN §12) removes exactly the expired rows. On a database of its own (the
 * purge reaches every citizen's rows, and the oldest security events are a prefix of the chain).
 */
describe('Retention purge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createOwnDatabaseApp('cjs_purge', 'ISOLATED_DATABASE_URL', {
      RETENTION_AUTH_DAYS: '30',
      RETENTION_SECURITY_EVENTS_DAYS: '400',
      // The tests purge by hand; the start-up hook is called by one of them.
      RETENTION_PURGE_INTERVAL: '0',
    });
  });
  afterAll(() => t?.close());

  const day = 86_400_000;
  /** A security event as the service writes it: sealed with AUDIT_CHAIN_KEY (DESIGN §13). */
  const securityEvent = (kind: string, citizenId: string | null, at: Date) => {
    const e = { kind, citizenId, route: 'SSO', reason: null, requestId: null, occurredAt: at };
    const { id, personalHash, contentHash } = t.app.get(AuditSealer).securityEvent(e);
    return t.dataSource
      .query<{ id: string }[]>(
        `INSERT INTO security_events (id, kind, citizen_id, route, occurred_at, personal_hash, content_hash)
         VALUES ($1, $2, $3, 'SSO', $4, $5, $6) RETURNING id`,
        [id, kind, citizenId, at, personalHash, contentHash],
      )
      .then((r) => r[0].id);
  };
  const ids = async (table: string) =>
    (await t.dataSource.query<{ id: string }[]>(`SELECT id FROM ${table} ORDER BY id`))
      .map((r) => r.id)
      .sort();

  it('removes expired challenges, liveness sessions, sessions, old security events and expired idempotency records, and nothing else; the audit chain still verifies', async () => {
    const now = new Date('2027-06-01T12:00:00Z');
    t.clock.set(now);
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
    const [{ id: citizen }] = await q(
      `INSERT INTO citizens (national_id_hmac, national_id_last4, given_name, family_name)
       VALUES ($1, '1234', 'Pat', 'Purge') RETURNING id`,
      ['a'.repeat(64)],
    );
    const challenge = (expires: Date) =>
      q(
        `INSERT INTO sign_in_challenges (status, consented_at, created_at, expires_at)
         VALUES ('PENDING', $1, $1, $2) RETURNING id`,
        [new Date(expires.getTime() - 600_000), expires],
      ).then((r) => r[0].id as string);
    const oldChallenge = await challenge(ago(31));
    const keptChallenge = await challenge(ago(29));
    const liveness = (expires: Date) =>
      q(
        `INSERT INTO liveness_sessions (citizen_id, purpose, status, consented_at, created_at, expires_at)
         VALUES ($1, 'DOCUMENT_VAULT_ACCESS', 'FAILED', $2, $2, $3) RETURNING id`,
        [citizen, new Date(expires.getTime() - 600_000), expires],
      ).then((r) => r[0].id as string);
    const oldLiveness = await liveness(ago(40));
    const keptLiveness = await liveness(ago(10));
    const session = (expires: Date, revoked: Date | null) =>
      q(
        `INSERT INTO sessions (citizen_id, token_hash, sign_in_route, created_at, expires_at, last_seen_at, revoked_at)
         VALUES ($1, $2, 'SSO', $3, $4, $3, $5) RETURNING id`,
        [
          citizen,
          randomUUID().replace(/-/g, '').padEnd(64, '0'),
          new Date(expires.getTime() - day),
          expires,
          revoked,
        ],
      ).then((r) => r[0].id as string);
    const expiredSession = await session(ago(31), null);
    const revokedSession = await session(new Date(now.getTime() + day), ago(45));
    const keptSession = await session(ago(5), null);
    const liveSession = await session(new Date(now.getTime() + day), null);
    const event = (at: Date) => securityEvent('SIGN_IN_SUCCEEDED', citizen as string, at);
    const oldEvents = [await event(ago(500)), await event(ago(401))];
    const keptEvents = [await event(ago(399)), await event(ago(1))];
    const key = (expires: Date) =>
      q(
        `INSERT INTO idempotency_keys (citizen_id, key, fingerprint, state, created_at, expires_at)
         VALUES ($1, $2, $3, 'IN_PROGRESS', $4, $5) RETURNING key`,
        [citizen, randomUUID(), 'f'.repeat(64), new Date(expires.getTime() - day), expires],
      ).then((r) => r[0].key as string);
    await key(ago(1));
    const keptKey = await key(new Date(now.getTime() + 3_600_000));

    const counts = await t.app.get(PurgeService).purge();

    expect(counts).toEqual({
      challenges: 1,
      liveness_sessions: 1,
      sessions: 2,
      security_events: 2,
      // Those events were in the DEFAULT partition (no month of theirs had one): removed row by row.
      security_event_partitions: 0,
      idempotency_keys: 1,
      deliveries: 0,
      delivery_partitions: 0,
    });
    expect(await ids('sign_in_challenges')).toEqual([keptChallenge].sort());
    expect(await ids('liveness_sessions')).toEqual([keptLiveness].sort());
    expect(await ids('sessions')).toEqual([keptSession, liveSession].sort());
    expect(await ids('security_events')).toEqual(keptEvents.sort());
    expect(((await q('SELECT key FROM idempotency_keys')) as { key: string }[]).map((r) => r.key)).toEqual([
      keptKey,
    ]);
    const left = [
      ...(await ids('sign_in_challenges')),
      ...(await ids('liveness_sessions')),
      ...(await ids('sessions')),
      ...(await ids('security_events')),
    ];
    for (const gone of [oldChallenge, oldLiveness, expiredSession, revokedSession, ...oldEvents])
      expect(left).not.toContain(gone);
    // The chain starts at the anchor the purge kept, and verifies.
    const verification = await verifyAuditChain((sql, params) => q(sql, params));
    expect(verification).toEqual({ verified: { journey_events: 0, security_events: 2 }, broken: null });
    // Nothing left to purge: a second run removes nothing.
    expect(await t.app.get(PurgeService).purge()).toEqual({
      challenges: 0,
      liveness_sessions: 0,
      sessions: 0,
      security_events: 0,
      security_event_partitions: 0,
      idempotency_keys: 0,
      deliveries: 0,
      delivery_partitions: 0,
    });

    // Years later every event has expired: the purge removes them all, and the next event links to
    // the anchor the purge kept, so the chain still verifies.
    t.clock.set(new Date(now.getTime() + 1000 * day));
    expect(await t.app.get(PurgeService).purge()).toMatchObject({ security_events: 2 });
    expect(await ids('security_events')).toEqual([]);
    await event(new Date(now.getTime() + 1000 * day));
    expect(await verifyAuditChain((sql, params) => q(sql, params))).toEqual({
      verified: { journey_events: 0, security_events: 1 },
      broken: null,
    });
  });

  it('removes the oldest of 50 security events in chain order, numerically (not rows 1–9 as text would)', async () => {
    const now = new Date('2031-01-01T12:00:00Z');
    t.clock.set(now);
    const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
    await q('DELETE FROM security_events');
    // 40 events past RETENTION_SECURITY_EVENTS_DAYS, then 10 still kept, in chain order.
    for (let i = 0; i < 50; i += 1)
      await securityEvent('SIGN_IN_FAILED', null, new Date(now.getTime() - (i < 40 ? 450 - i : 10) * day));
    expect(await t.app.get(PurgeService).purge()).toMatchObject({ security_events: 40 });
    const [{ n }] = await q('SELECT count(*)::int AS n FROM security_events');
    expect(n).toBe(10);
    expect((await verifyAuditChain((sql, params) => q(sql, params))).broken).toBeNull();
  });
  const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
  /** The partition a security event is in. */
  const partitionOf = async (id: string) =>
    (
      (await q('SELECT tableoid::regclass::text AS p FROM security_events WHERE id = $1', [id])) as {
        p: string;
      }[]
    )[0]?.p;
  const partitions = async (table: string) =>
    (
      (await q(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = $1::regclass ORDER BY c.relname`,
        [table],
      )) as { name: string }[]
    ).map((r) => r.name);
  const newCitizen = async () =>
    (
      (await q(
        `INSERT INTO citizens (national_id_hmac, national_id_last4, given_name, family_name)
         VALUES ($1, '1234', 'Pat', 'Partition') RETURNING id`,
        [randomUUID().replace(/-/g, '').padEnd(64, '0')],
      )) as { id: string }[]
    )[0].id;

  it('creates the monthly partitions ahead at start, idempotently, for both event tables', async () => {
    t.clock.set(new Date('2040-07-20T08:00:00Z'));
    for (const table of ['journey_events', 'security_events'])
      expect(await partitions(table)).not.toContain(`${table}_y2040m07`);
    await t.app.get(PurgeService).onApplicationBootstrap();
    for (const table of ['journey_events', 'security_events'])
      expect(await partitions(table)).toEqual(
        expect.arrayContaining([
          `${table}_y2040m07`,
          `${table}_y2040m08`,
          `${table}_y2040m09`,
          `${table}_default`,
        ]),
      );
    const before = await partitions('security_events');
    await t.app.get(PurgeService).onApplicationBootstrap();
    expect(await partitions('security_events')).toEqual(before);
    expect(before).not.toContain('security_events_y2040m10');
  });

  it("puts each event in its month's partition, and an event of a month without one in DEFAULT until its partition is created", async () => {
    const citizen = await newCitizen();
    const inJuly = await securityEvent('SIGN_IN_SUCCEEDED', citizen, new Date('2040-07-31T23:59:59Z'));
    const inAugust = await securityEvent('SIGN_IN_SUCCEEDED', citizen, new Date('2040-08-01T00:00:00Z'));
    const later = await securityEvent('SIGNED_OUT', citizen, new Date('2041-02-02T00:00:00Z'));
    expect(await partitionOf(inJuly)).toBe('security_events_y2040m07');
    expect(await partitionOf(inAugust)).toBe('security_events_y2040m08');
    expect(await partitionOf(later)).toBe('security_events_default');
    // The purge creates the partitions ahead of its clock: February's row moves there with its link.
    const [link] = await q(
      'SELECT chain_id::text, chain_seq::text, chain_hash FROM security_events WHERE id = $1',
      [later],
    );
    t.clock.set(new Date('2041-02-10T00:00:00Z'));
    await t.app.get(PurgeService).purge();
    expect(await partitionOf(later)).toBe('security_events_y2041m02');
    expect(
      await q('SELECT chain_id::text, chain_seq::text, chain_hash FROM security_events WHERE id = $1', [
        later,
      ]),
    ).toEqual([link]);
    expect((await verifyAuditChain((sql, params) => q(sql, params))).broken).toBeNull();
  });

  it("drops the monthly partitions past retention whole, each chain's last link there kept as its anchor first; the trail verifies, with a checkpoint taken before too", async () => {
    const now = new Date('2043-03-15T12:00:00Z');
    t.clock.set(now);
    await q('DELETE FROM security_events');
    await q(`SELECT audit_ensure_partitions('security_events', '2041-10-01', 3)`);
    const citizen = await newCitizen();
    const first = await securityEvent('SIGN_IN_SUCCEEDED', citizen, new Date('2041-10-10T00:00:00Z'));
    const last = await securityEvent('SIGNED_OUT', citizen, new Date('2041-11-20T00:00:00Z'));
    const anonymous = await securityEvent('SIGN_IN_FAILED', null, new Date('2041-12-21T00:00:00Z'));
    const kept = await securityEvent('SIGN_IN_SUCCEEDED', citizen, new Date('2043-03-01T00:00:00Z'));
    expect(await partitionOf(first)).toBe('security_events_y2041m10');
    const links = Object.fromEntries(
      (
        (await q('SELECT id, chain_id::text, chain_seq::text, chain_hash FROM security_events')) as {
          id: string;
          chain_id: string;
          chain_seq: string;
          chain_hash: string;
        }[]
      ).map((r) => [r.id, r]),
    );
    const checkpoint = await t.app
      .get(AuditCheckpoints)
      .write(join(tmpdir(), `cjs-purge-checkpoint-${process.pid}-${Date.now()}.json`));
    expect(checkpoint).not.toBeNull();

    const counts = await t.app.get(PurgeService).purge();

    // Retention 400 days: everything before 2042-02-08 goes, the three months of 2041 whole.
    expect(counts?.security_events).toBe(3);
    expect(counts?.security_event_partitions).toBeGreaterThanOrEqual(3);
    const left = await partitions('security_events');
    for (const month of ['2041m10', '2041m11', '2041m12'])
      expect(left).not.toContain(`security_events_y${month}`);
    expect(left).toContain('security_events_y2043m03');
    expect(await ids('security_events')).toEqual([kept]);
    // Each emptied chain ends at its anchor: the citizen's at its last link before the drop.
    const anchors = (await q(
      `SELECT chain_id::text, chain_seq::text, chain_hash FROM audit_chain_anchors
        WHERE table_name = 'security_events' AND chain_id IN ($1::bigint, $2::bigint)`,
      [links[last].chain_id, links[anonymous].chain_id],
    )) as { chain_id: string }[];
    expect(anchors).toEqual(
      expect.arrayContaining([
        {
          chain_id: links[last].chain_id,
          chain_seq: links[last].chain_seq,
          chain_hash: links[last].chain_hash,
        },
        {
          chain_id: links[anonymous].chain_id,
          chain_seq: links[anonymous].chain_seq,
          chain_hash: links[anonymous].chain_hash,
        },
      ]),
    );
    const verify = (options = {}) => verifyAuditChain((sql, params) => q(sql, params), options);
    expect(await verify()).toEqual({ verified: { journey_events: 0, security_events: 1 }, broken: null });
    expect(await verify({ checkpoint })).toEqual({
      verified: { journey_events: 0, security_events: 1 },
      broken: null,
    });
    // The next event of the citizen links after the kept one, and the chain still verifies.
    await securityEvent('SIGNED_OUT', citizen, now);
    expect((await verify()).broken).toBeNull();
  });

  it("keeps a partition past retention whose chain has a lower link in a kept month (a commit late across the month's end)", async () => {
    const now = new Date('2045-06-15T12:00:00Z');
    t.clock.set(now);
    await q(`SELECT audit_ensure_partitions('security_events', '2044-01-01', 1)`);
    const citizen = await newCitizen();
    // Linked first, dated in a kept month; then a row dated in January, past retention, linked after it.
    const early = await securityEvent('SIGN_IN_SUCCEEDED', citizen, new Date('2044-06-01T00:00:00Z'));
    const late = await securityEvent('SIGNED_OUT', citizen, new Date('2044-01-15T00:00:00Z'));
    expect(await partitionOf(late)).toBe('security_events_y2044m01');

    await t.app.get(PurgeService).purge();

    expect(await partitions('security_events')).toContain('security_events_y2044m01');
    expect(await ids('security_events')).toEqual(expect.arrayContaining([early, late]));
    expect((await verifyAuditChain((sql, params) => q(sql, params))).broken).toBeNull();
  });

  it('migration 1766000400000 goes down to one table per event kind and up again, the rows and their links unchanged', async () => {
    const links = async () =>
      (
        await q(
          `SELECT jsonb_agg(to_jsonb(e) ORDER BY e.chain_id, e.chain_seq)::text AS rows FROM security_events e`,
        )
      )[0].rows as string;
    const partitioned = async () =>
      (
        (await q(
          `SELECT c.relname AS name FROM pg_partitioned_table p JOIN pg_class c ON c.oid = p.partrelid
            WHERE c.relname IN ('journey_events', 'security_events') ORDER BY 1`,
        )) as { name: string }[]
      ).map((r) => r.name);
    const before = await links();
    expect(await partitioned()).toEqual(['journey_events', 'security_events']);
    const migrator = new DataSource({ ...dataSourceOptions(process.env.DATABASE_URL!, 1), migrations });
    await migrator.initialize();
    try {
      // Down to before 1766000400000 (the later ones first), up again to the last.
      await undoMigrationsThrough(migrator, 'PartitionedEventTables1766000400000');
      expect(await partitioned()).toEqual([]);
      expect(await links()).toBe(before);
      expect((await verifyAuditChain((sql, params) => q(sql, params))).broken).toBeNull();
      // An event written meanwhile links as before.
      await securityEvent('SIGN_IN_FAILED', null, t.clock.now());
      await migrator.runMigrations({ transaction: 'each' });
    } finally {
      await migrator.destroy();
    }
    expect(await partitioned()).toEqual(['journey_events', 'security_events']);
    expect((await verifyAuditChain((sql, params) => q(sql, params))).broken).toBeNull();
    await securityEvent('SIGN_IN_FAILED', null, t.clock.now());
    expect((await verifyAuditChain((sql, params) => q(sql, params))).broken).toBeNull();
  });
});
