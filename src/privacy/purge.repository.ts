import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RetentionConfig } from '../config/retention.config';

/** A query on one connection (the purge runs in one transaction on it). */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface PurgeCounts {
  challenges: number;
  liveness_sessions: number;
  sessions: number;
  security_events: number;
  /** Monthly partitions of security events dropped whole (their rows are counted in security_events). */
  security_event_partitions: number;
  idempotency_keys: number;
  /** Finished deliveries past RETENTION_DELIVERIES_DAYS: whole monthly partitions, and rows of DEFAULT. */
  deliveries: number;
  /** Monthly partitions of deliveries dropped whole (their rows are counted in deliveries). */
  delivery_partitions: number;
}

const DAY_MS = 86_400_000;
/** The tables partitioned by month (migrations 1766000400000 and 1766000460000). */
export const PARTITIONED_TABLES = ['journey_events', 'security_events', 'deliveries'] as const;
/** Months that have their partition ahead of the current one. */
export const MONTHS_AHEAD = 2;

/**
 * Creates the monthly partitions missing from the current month to MONTHS_AHEAD after it (in UTC):
 * idempotent, one creator per table at a time (`audit_ensure_partitions` takes an advisory lock per
 * table, so replicas starting together do not collide). The number created.
 */
export async function ensurePartitions(query: Query, now: Date): Promise<number> {
  let created = 0;
  for (const table of PARTITIONED_TABLES) {
    const [{ n }] = await query('SELECT audit_ensure_partitions($1, $2::timestamptz, $3) AS n', [
      table,
      now,
      MONTHS_AHEAD + 1,
    ]);
    created += Number(n);
  }
  return created;
}

/** The monthly partitions of `table` wholly older than `cutoff` (they end at or before it), oldest first. */
async function monthsBefore(query: Query, table: string, cutoff: Date): Promise<string[]> {
  const months = (await query(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = $1::regclass AND c.relname ~ ('^' || $1 || '_y[0-9]{4}m[0-9]{2}$') ORDER BY c.relname`,
    [table],
  )) as { name: string }[];
  return months
    .map((m) => m.name)
    .filter((name) => {
      const [, year, month] = /_y(\d{4})m(\d{2})$/.exec(name)!;
      // Its upper bound, the first instant of the next month (Date.UTC's month counts from 0).
      return Date.UTC(Number(year), Number(month), 1) <= cutoff.getTime();
    });
}

/**
 * Drops the monthly partitions of security events wholly older than `cutoff`, oldest first, each after
 * writing its chains' last links as their anchors (where the verifier and the next link start). A
 * partition's rows of a chain are the chain's prefix only if no row of that chain elsewhere has a lower
 * `chain_seq` (a commit delayed across the month's end); if one has, the partition stays for the row by
 * row purge. Answers the partitions and rows dropped.
 */
async function dropExpiredPartitions(
  query: Query,
  cutoff: Date,
  now: Date,
): Promise<{ partitions: number; rows: number }> {
  const table = 'security_events';
  let partitions = 0;
  let rows = 0;
  for (const name of await monthsBefore(query, table, cutoff)) {
    const [{ later }] = await query(
      `SELECT EXISTS (SELECT 1 FROM (SELECT chain_id, max(chain_seq) AS last FROM ${name} GROUP BY chain_id) p
                        JOIN ${table} e ON e.chain_id = p.chain_id AND e.chain_seq < p.last
                       WHERE e.tableoid <> '${name}'::regclass) AS later`,
      [],
    );
    if (later) continue;
    const [{ n }] = await query(
      `WITH anchored AS (
         INSERT INTO audit_chain_anchors (table_name, chain_id, chain_seq, chain_hash, updated_at)
         SELECT DISTINCT ON (p.chain_id) $1, p.chain_id, p.chain_seq, p.chain_hash, $2::timestamptz
           FROM ${name} p WHERE p.chain_seq IS NOT NULL ORDER BY p.chain_id, p.chain_seq DESC
         ON CONFLICT (table_name, chain_id) DO UPDATE SET chain_seq = EXCLUDED.chain_seq,
           chain_hash = EXCLUDED.chain_hash, updated_at = EXCLUDED.updated_at
           WHERE audit_chain_anchors.chain_seq < EXCLUDED.chain_seq
         RETURNING 1)
       SELECT (SELECT count(*) FROM ${name})::int AS n`,
      [table, now],
    );
    await query(`DROP TABLE ${name}`);
    partitions += 1;
    rows += Number(n);
  }
  return { partitions, rows };
}

/**
 * A delivery is finished when DELIVERED, or FAILED (set only after its last attempt, past
 * DELIVERY_RETRY_HOURS; a replay makes it PENDING again and moves it to the month of the replay), and
 * past retention when its last moment (created, delivered, last attempted) is before the cutoff.
 */
const FINISHED_BEFORE = `status IN ('DELIVERED', 'FAILED') AND greatest(created_at, delivered_at, last_attempt_at) < $1`;

/**
 * Drops the monthly partitions of deliveries wholly older than `cutoff` in which every row is finished
 * and past retention (one scan of the partition); a month with a PENDING row, or a row finished
 * since the cutoff, stays for a later run. Then the finished rows past retention that the DEFAULT
 * partition holds (a month that had no partition), row by row. Answers the partitions and rows dropped.
 */
async function dropFinishedDeliveries(
  query: Query,
  cutoff: Date,
): Promise<{ partitions: number; rows: number }> {
  let partitions = 0;
  let rows = 0;
  for (const name of await monthsBefore(query, 'deliveries', cutoff)) {
    // A pending delivery keeps its month: found by the partial index, not a scan (such a month is
    // looked at again every run, for as long as an agency stays stopped).
    const [{ pending }] = await query(
      `SELECT EXISTS (SELECT 1 FROM ${name} WHERE status = 'PENDING') AS pending`,
    );
    if (pending) continue;
    const [{ n, finished }] = await query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE ${FINISHED_BEFORE})::int AS finished FROM ${name}`,
      [cutoff],
    );
    if (n !== finished) continue;
    await query(`DROP TABLE ${name}`);
    partitions += 1;
    rows += Number(n);
  }
  const [{ n }] = await query(
    `WITH gone AS (DELETE FROM deliveries_default WHERE ${FINISHED_BEFORE} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [cutoff],
  );
  return { partitions, rows: rows + Number(n) };
}

/** One purge at a time across replicas and the CronJob. */
const PURGE_LOCK = "hashtext('cjs-retention-purge')";

/**
 * The retention purge (DESIGN §12), in one transaction on `query`'s connection, under a
 * transaction-scoped advisory lock: when another replica (or the CronJob) is purging, this one
 * does nothing and answers null.
 *
 * - challenges expired more than RETENTION_AUTH_DAYS ago (a used challenge has expired too);
 * - liveness sessions expired that long ago and no longer behind a current assurance (their
 *   assurances, expired as long, go with them);
 * - sessions expired or revoked that long ago;
 * - security events older than RETENTION_SECURITY_EVENTS_DAYS: the oldest part of each audit chain,
 *   whose last chain hash is kept as that chain's anchor, where the verifier starts — whole monthly
 *   partitions dropped first (dropExpiredPartitions), then the rest row by row;
 * - idempotency records past their 24 hours;
 * - deliveries finished (DELIVERED or FAILED) more than RETENTION_DELIVERIES_DAYS ago: whole monthly
 *   partitions whose every row is (dropFinishedDeliveries), and such rows of the DEFAULT partition.
 *
 * It first creates the monthly partitions ahead (ensurePartitions).
 */
export async function purgeExpired(
  query: Query,
  now: Date,
  retention: RetentionConfig,
): Promise<PurgeCounts | null> {
  const authCutoff = new Date(now.getTime() - retention.authDays * DAY_MS);
  const eventsCutoff = new Date(now.getTime() - retention.securityEventsDays * DAY_MS);
  const deliveriesCutoff = new Date(now.getTime() - retention.deliveriesDays * DAY_MS);
  await query('BEGIN');
  try {
    const [{ locked }] = await query(`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK}) AS locked`);
    if (!locked) {
      await query('ROLLBACK');
      return null;
    }
    await ensurePartitions(query, now);
    const dropped = await dropExpiredPartitions(query, eventsCutoff, now);
    const count = async (sql: string, params: unknown[]) => (await query(sql, params)).length;
    const counts: PurgeCounts = {
      challenges: await count('DELETE FROM sign_in_challenges WHERE expires_at < $1 RETURNING id', [
        authCutoff,
      ]),
      liveness_sessions: await count(
        `DELETE FROM liveness_sessions l WHERE l.expires_at < $1
           AND NOT EXISTS (SELECT 1 FROM identity_assurances a WHERE a.liveness_session_id = l.id AND a.expires_at >= $1)
           AND NOT EXISTS (SELECT 1 FROM journeys j JOIN identity_assurances a ON a.id = j.created_with_assurance_id
                           WHERE a.liveness_session_id = l.id)
         RETURNING l.id`,
        [authCutoff],
      ),
      sessions: await count('DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1 RETURNING id', [
        authCutoff,
      ]),
      security_events: 0,
      security_event_partitions: dropped.partitions,
      idempotency_keys: await count(
        'DELETE FROM idempotency_keys WHERE expires_at <= $1 RETURNING citizen_id',
        [now],
      ),
      deliveries: 0,
      delivery_partitions: 0,
    };
    // The oldest security events, as a prefix of each chain: in every chain, everything before its
    // first row still kept (all of it when none is). The last removed link of each chain becomes its
    // anchor, where the verifier and the next link start. Compared as numbers (chain_seq), not as text.
    const [removed] = await query(
      `WITH kept AS (SELECT k.chain_id, min(k.chain_seq) AS first_kept FROM security_events k
                      WHERE k.occurred_at >= $1 GROUP BY k.chain_id),
            gone AS (DELETE FROM security_events e
                      WHERE e.chain_seq < coalesce((SELECT kept.first_kept FROM kept WHERE kept.chain_id = e.chain_id),
                                                   9223372036854775807)
                     RETURNING e.chain_id, e.chain_seq, e.chain_hash),
            anchored AS (INSERT INTO audit_chain_anchors (table_name, chain_id, chain_seq, chain_hash, updated_at)
                         SELECT DISTINCT ON (g.chain_id) 'security_events', g.chain_id, g.chain_seq, g.chain_hash, $2::timestamptz
                           FROM gone g ORDER BY g.chain_id, g.chain_seq DESC
                         ON CONFLICT (table_name, chain_id) DO UPDATE SET chain_seq = EXCLUDED.chain_seq,
                           chain_hash = EXCLUDED.chain_hash, updated_at = EXCLUDED.updated_at
                         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [eventsCutoff, now],
    );
    counts.security_events = dropped.rows + Number(removed.n);
    // Last: dropping a partition locks the deliveries table until the commit (new deliveries wait).
    const deliveries = await dropFinishedDeliveries(query, deliveriesCutoff);
    counts.deliveries = deliveries.rows;
    counts.delivery_partitions = deliveries.partitions;
    await query('COMMIT');
    return counts;
  } catch (error) {
    await query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * The retention purge's statements (above) for the service: run on a connection of its own, since
 * the purge holds its transaction and advisory lock there. The CronJob (`scripts/purge.ts`) runs the
 * same `purgeExpired` on its own client.
 */
@Injectable()
export class PurgeRepository {
  constructor(private readonly dataSource: DataSource) {}

  async purgeExpired(now: Date, retention: RetentionConfig): Promise<PurgeCounts | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      return await purgeExpired(
        // Structured results: TypeORM answers [rows, count] for a plain DELETE … RETURNING.
        async (sql, params) => (await runner.query(sql, params, true)).records as Record<string, unknown>[],
        now,
        retention,
      );
    } finally {
      await runner.release();
    }
  }

  /** The monthly partitions from `now`'s month to MONTHS_AHEAD after it; the number created. */
  ensurePartitions(now: Date): Promise<number> {
    return ensurePartitions((sql, params) => this.dataSource.query(sql, params), now);
  }
}
