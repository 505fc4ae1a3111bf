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
  idempotency_keys: number;
}

const DAY_MS = 86_400_000;
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
 *   whose last chain hash is kept as that chain's anchor, where the verifier starts;
 * - idempotency records past their 24 hours.
 */
export async function purgeExpired(
  query: Query,
  now: Date,
  retention: RetentionConfig,
): Promise<PurgeCounts | null> {
  const authCutoff = new Date(now.getTime() - retention.authDays * DAY_MS);
  const eventsCutoff = new Date(now.getTime() - retention.securityEventsDays * DAY_MS);
  await query('BEGIN');
  try {
    const [{ locked }] = await query(`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK}) AS locked`);
    if (!locked) {
      await query('ROLLBACK');
      return null;
    }
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
      idempotency_keys: await count(
        'DELETE FROM idempotency_keys WHERE expires_at <= $1 RETURNING citizen_id',
        [now],
      ),
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
    counts.security_events = Number(removed.n);
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
}
