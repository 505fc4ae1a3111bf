import { randomUUID } from 'node:crypto';
import { verifyAuditChain } from '../../src/audit/audit-chain';
import { AuditSealer } from '../../src/audit/audit-sealer';
import { PurgeService } from '../../src/privacy/purge.service';
import { TestApp } from '../factories/app.factory';
import { createOwnDatabaseApp } from '../factories/own-database';

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
      idempotency_keys: 1,
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
      idempotency_keys: 0,
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
});
