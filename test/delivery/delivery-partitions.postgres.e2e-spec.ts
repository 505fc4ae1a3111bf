import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { DeliveryRepository } from '../../src/delivery/delivery.repository';
import { DeliveryWorker, type DeliveryJob } from '../../src/delivery/delivery.worker';
import { PurgeService } from '../../src/privacy/purge.service';
import { signInWithHighAssurance } from '../factories/auth.factory';
import { TestApp } from '../factories/app.factory';
import { createBirthJourney } from '../factories/journey.factory';
import { createOwnDatabaseApp, undoMigrationsThrough } from '../factories/own-database';

// Runs only with DATABASE_URL set to a real PostgreSQL (jest.config.js): the retention purge reaches
// every delivery, so on a database of its own.

describe('Deliveries partitioned by month, finished months past retention dropped (DESIGN §15, §18; issue 26)', () => {
  let t: TestApp;
  let journeyId: string;
  beforeAll(async () => {
    t = await createOwnDatabaseApp('cjs_deliveries', 'AUDIT_DATABASE_URL', {
      RETENTION_DELIVERIES_DAYS: '400',
      RETENTION_PURGE_INTERVAL: '0',
    });
    const citizen = await signInWithHighAssurance(t, { given_name: 'Dee', family_name: 'Livery' });
    journeyId = (await createBirthJourney(t, citizen.token)).journey.id;
  });
  afterAll(() => t?.close());

  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    t.dataSource.query<T[]>(sql, params);
  /** A delivery as the service writes it (DeliveryRepository.insert), PENDING, dated `at`. */
  const delivery = async (at: string, agency = 'benefits-agency'): Promise<string> => {
    const id = randomUUID();
    await t.app.get(DeliveryRepository).insert(t.dataSource.manager, [
      {
        id,
        journeyId,
        agencyCode: agency,
        eventType: 'gov.citizen-journey.milestone.completed',
        milestoneCode: 'register-the-birth',
        event: { specversion: '1.0', id } as never,
        createdAt: new Date(at),
      },
    ]);
    return id;
  };
  const delivered = (id: string, at: string) =>
    q(
      `UPDATE deliveries SET status = 'DELIVERED', attempts = 1, delivered_at = $2, last_attempt_at = $2 WHERE id = $1`,
      [id, at],
    );
  const failed = (id: string, lastAttempt: string) =>
    q(`UPDATE deliveries SET status = 'FAILED', attempts = 9, last_attempt_at = $2 WHERE id = $1`, [
      id,
      lastAttempt,
    ]);
  const partitionOf = async (id: string) =>
    (await q<{ p: string }>('SELECT tableoid::regclass::text AS p FROM deliveries WHERE id = $1', [id]))[0]
      ?.p;
  const partitions = async () =>
    (
      await q<{ name: string }>(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'deliveries'::regclass ORDER BY c.relname`,
      )
    ).map((r) => r.name);
  const ids = async () => (await q<{ id: string }>('SELECT id FROM deliveries')).map((r) => r.id).sort();

  it("puts each delivery in its month's partition (created ahead at start), one of a month without one in DEFAULT until the purge creates it", async () => {
    t.clock.set(new Date('2040-07-20T08:00:00Z'));
    expect(await partitions()).not.toContain('deliveries_y2040m07');
    await t.app.get(PurgeService).onApplicationBootstrap();
    expect(await partitions()).toEqual(
      expect.arrayContaining([
        'deliveries_y2040m07',
        'deliveries_y2040m08',
        'deliveries_y2040m09',
        'deliveries_default',
      ]),
    );
    const inJuly = await delivery('2040-07-31T23:59:59.999Z');
    const inAugust = await delivery('2040-08-01T00:00:00Z');
    const later = await delivery('2041-02-02T00:00:00Z');
    expect(await partitionOf(inJuly)).toBe('deliveries_y2040m07');
    expect(await partitionOf(inAugust)).toBe('deliveries_y2040m08');
    expect(await partitionOf(later)).toBe('deliveries_default');
    const before = await q(`SELECT * FROM deliveries WHERE id = $1`, [later]);
    t.clock.set(new Date('2041-02-10T00:00:00Z'));
    await t.app.get(PurgeService).purge();
    expect(await partitionOf(later)).toBe('deliveries_y2041m02');
    expect(await q(`SELECT * FROM deliveries WHERE id = $1`, [later])).toEqual(before);
  });

  it('drops a month past retention whose every delivery is finished, keeps a month with a pending one or one finished since, and never a pending one in DEFAULT', async () => {
    const now = new Date('2043-03-15T12:00:00Z');
    t.clock.set(now);
    // Retention 400 days: finished before 2042-02-08 goes.
    await q(`SELECT audit_ensure_partitions('deliveries', '2041-10-01', 4)`);
    const october = [await delivery('2041-10-03T10:00:00Z'), await delivery('2041-10-30T10:00:00Z')];
    await delivered(october[0], '2041-10-03T10:00:01Z');
    await delivered(october[1], '2041-10-30T10:00:02Z');
    const novemberDone = await delivery('2041-11-05T10:00:00Z');
    await delivered(novemberDone, '2041-11-05T10:00:01Z');
    const novemberPending = await delivery('2041-11-06T10:00:00Z', 'tax-agency');
    const december = await delivery('2041-12-01T10:00:00Z');
    await failed(december, '2041-12-04T10:00:00Z');
    // Created in January, delivered after the cutoff (an agency that was down for weeks): kept.
    const january = await delivery('2042-01-20T10:00:00Z');
    await delivered(january, '2042-03-01T00:00:00Z');
    const recent = await delivery('2043-03-01T10:00:00Z');
    await delivered(recent, '2043-03-01T10:00:01Z');
    // Months without a partition: DEFAULT, one finished long ago, one still pending.
    const oldInDefault = await delivery('2039-05-01T10:00:00Z');
    await failed(oldInDefault, '2039-05-04T10:00:00Z');
    const pendingInDefault = await delivery('2039-06-01T10:00:00Z', 'tax-agency');
    expect(await partitionOf(october[0])).toBe('deliveries_y2041m10');
    expect(await partitionOf(oldInDefault)).toBe('deliveries_default');
    const kept = [novemberDone, novemberPending, january, recent, pendingInDefault];
    const before = await ids();

    const counts = await t.app.get(PurgeService).purge();

    expect(counts?.deliveries).toBe(4);
    // October and December; also months of the first test past retention with nothing pending.
    expect(counts?.delivery_partitions).toBeGreaterThanOrEqual(2);
    const left = await partitions();
    expect(left).not.toContain('deliveries_y2041m10');
    expect(left).not.toContain('deliveries_y2041m12');
    expect(left).toEqual(
      expect.arrayContaining(['deliveries_y2041m11', 'deliveries_y2042m01', 'deliveries_default']),
    );
    // The first test's pending deliveries (2040, 2041) stay with their months.
    expect(left).toEqual(expect.arrayContaining(['deliveries_y2040m07', 'deliveries_y2040m08']));
    expect(await ids()).toEqual(
      before.filter((id) => ![...october, december, oldInDefault].includes(id)).sort(),
    );
    for (const id of kept) expect(await ids()).toContain(id);
    // Nothing more to drop: a second run removes nothing.
    expect(await t.app.get(PurgeService).purge()).toMatchObject({ deliveries: 0, delivery_partitions: 0 });
  });

  it("the citizen's list still reads every kept delivery, newest first", async () => {
    const rows = await t.app.get(DeliveryRepository).listForJourney(journeyId, 100, null);
    const seqs = rows.map((r) => Number(r.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(rows.map((r) => r.id).sort()).toEqual(await ids());
  });

  it('the worker delivers a job with the partition key, one queued before jobs carried it, and one whose delivery was replayed since (the key no longer matching)', async () => {
    t.clock.set(new Date());
    await t.app.get(PurgeService).ensurePartitions();
    // Nothing else pending may hold them back (order per journey and agency): a journey of their own.
    const citizen = await signInWithHighAssurance(t, { given_name: 'Wes', family_name: 'Worker' });
    journeyId = (await createBirthJourney(t, citizen.token)).journey.id;
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const keyed = await delivery(at.toISOString(), 'benefits-agency');
    const unkeyed = await delivery(at.toISOString(), 'health-service');
    const replayed = await delivery(at.toISOString(), 'tax-agency');
    const job = (id: string, data: DeliveryJob) =>
      ({ id, name: 'deliveries', data }) as PgBoss.Job<DeliveryJob>;
    const outcomes = await t.app.get(DeliveryWorker).deliverBatch([
      job(keyed, { delivery_id: keyed, created_at: at.toISOString() }),
      job(unkeyed, { delivery_id: unkeyed }),
      job(replayed, {
        delivery_id: replayed,
        created_at: new Date(at.getTime() - 86_400_000).toISOString(),
      }),
    ]);
    expect(outcomes).toEqual([null, null, null]);
    const rows = await q<{ id: string; status: string; attempts: number }>(
      `SELECT id, status, attempts FROM deliveries WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [[keyed, unkeyed, replayed]],
    );
    expect(rows).toEqual(
      [keyed, unkeyed, replayed].sort().map((id) => ({ id, status: 'DELIVERED', attempts: 1 })),
    );
  });

  it('refuses a created_at finer than a millisecond (the worker finds deliveries by it)', async () => {
    await expect(
      q(`UPDATE deliveries SET created_at = created_at + interval '1 microsecond' WHERE id = $1`, [
        (await ids())[0],
      ]),
    ).rejects.toThrow(/deliveries_created_at_ms/);
  });

  it('migration 1766000460000 goes down to one table and up again, the rows unchanged and the numbering carried on', async () => {
    const rows = async () =>
      (
        await q<{ rows: string }>(
          `SELECT jsonb_agg(to_jsonb(d) ORDER BY d.seq)::text AS rows FROM deliveries d`,
        )
      )[0].rows;
    const partitioned = async () =>
      (
        await q(
          `SELECT 1 FROM pg_partitioned_table p JOIN pg_class c ON c.oid = p.partrelid WHERE c.relname = 'deliveries'`,
        )
      ).length === 1;
    const maxSeq = async () =>
      Number((await q<{ m: string }>('SELECT max(seq)::text AS m FROM deliveries'))[0].m);
    const before = await rows();
    expect(await partitioned()).toBe(true);
    const migrator = new DataSource({ ...dataSourceOptions(process.env.DATABASE_URL!, 1), migrations });
    await migrator.initialize();
    try {
      await undoMigrationsThrough(migrator, 'PartitionedDeliveries1766000460000');
      expect(await partitioned()).toBe(false);
      expect(await rows()).toBe(before);
      const seq = await maxSeq();
      await delivery(new Date().toISOString());
      expect(await maxSeq()).toBeGreaterThan(seq);
      await migrator.runMigrations({ transaction: 'each' });
    } finally {
      await migrator.destroy();
    }
    expect(await partitioned()).toBe(true);
    const seq = await maxSeq();
    await delivery(new Date().toISOString());
    expect(await maxSeq()).toBeGreaterThan(seq);
  });
});
