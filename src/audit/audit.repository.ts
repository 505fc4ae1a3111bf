import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { chainHeadsUpTo, type Query } from './audit-chain';
import { AUDITED_TABLES, type AuditedTable, type NamedHead } from './audit-seal';

/** A chain whose head moved between two bounds: its head now, and the one before (null for a new chain). */
export interface MovedHead extends NamedHead {
  old_seq: string | null;
  old_hash: string | null;
}

/** How long a checkpoint waits for the transactions that may still commit under its bound. */
const COMMITTED_WAIT_MS = 10_000;
const POLL_MS = 25;

/** The audit trail's own reads (docs/data-access.md). */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  private readonly query: Query = (sql, params) => this.dataSource.query(sql, params);

  /**
   * A `chain_seq` bound per table under which every row has committed, or null when a transaction
   * that may still link rows under it stayed open longer than the wait. `chain_seq` is drawn as a
   * transaction links its rows, just before it commits: a row can commit after a row with a higher
   * number. So the bound is the sequence's value read first; then every transaction running after
   * that read (the only ones that can have drawn a number up to it and not yet committed) must end.
   */
  async committedBounds(): Promise<Record<AuditedTable, bigint> | null> {
    const [values] = await this.query(
      `SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM journey_events_chain_seq)::text AS journey_events,
              (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM security_events_chain_seq)::text AS security_events`,
      [],
    );
    // A statement of its own: its snapshot is taken after the values above were read.
    const [{ snapshot }] = await this.query('SELECT pg_current_snapshot()::text AS snapshot', []);
    const deadline = Date.now() + COMMITTED_WAIT_MS;
    for (;;) {
      const [{ running }] = await this.query(
        `SELECT count(*)::int AS running FROM pg_snapshot_xip($1::pg_snapshot) x WHERE pg_xact_status(x) = 'in progress'`,
        [snapshot],
      );
      if (Number(running) === 0) break;
      if (Date.now() > deadline) return null;
      await sleep(POLL_MS);
    }
    const bounds = {} as Record<AuditedTable, bigint>;
    for (const table of AUDITED_TABLES) bounds[table] = BigInt(String(values[table]));
    return bounds;
  }

  /** Every chain's head up to `bound`, added up (a first checkpoint; src/audit/audit-chain.ts reads them). */
  allHeads(key: string, table: AuditedTable, bound: bigint, named: number) {
    return chainHeadsUpTo(this.query, key, table, bound, named);
  }

  /**
   * The chains of `table` with a row in `(after, upTo]`: each one's head up to `upTo` and its head up to
   * `after` (a row or the purge's anchor), newest first. Reads only the rows linked in between and one
   * index probe per chain, so a checkpoint costs what was written since the last one.
   */
  async headsMovedBetween(table: AuditedTable, after: bigint, upTo: bigint): Promise<MovedHead[]> {
    return (await this.query(
      `SELECT c.chain_id::text AS chain_id, n.id, n.chain_seq::text AS chain_seq, n.chain_hash,
              o.chain_seq::text AS old_seq, o.chain_hash AS old_hash
         FROM (SELECT DISTINCT m.chain_id FROM ${table} m WHERE m.chain_seq > $1::bigint AND m.chain_seq <= $2::bigint) c
        CROSS JOIN LATERAL (SELECT e.id, e.chain_seq, e.chain_hash FROM ${table} e
                             WHERE e.chain_id = c.chain_id AND e.chain_seq <= $2::bigint
                             ORDER BY e.chain_seq DESC LIMIT 1) n
         LEFT JOIN LATERAL (SELECT x.chain_seq, x.chain_hash FROM (
                              (SELECT e.chain_seq, e.chain_hash FROM ${table} e
                                WHERE e.chain_id = c.chain_id AND e.chain_seq <= $1::bigint
                                ORDER BY e.chain_seq DESC LIMIT 1)
                              UNION ALL
                              SELECT a.chain_seq, a.chain_hash FROM audit_chain_anchors a
                               WHERE a.table_name = $3 AND a.chain_id = c.chain_id AND a.chain_seq <= $1::bigint) x
                            ORDER BY x.chain_seq DESC LIMIT 1) o ON true
        ORDER BY n.chain_seq DESC`,
      [after.toString(), upTo.toString(), table],
    )) as unknown as MovedHead[];
  }
}
