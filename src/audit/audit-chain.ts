import { createHash } from 'node:crypto';

/**
 * The verifier of the tamper-evident audit trail (DESIGN §13; the chain itself is written by the
 * database, see migrations/1764000500000-AuditChain.ts). For each audited table it walks the rows
 * in chain order and checks that each row's content still hashes to its `content_hash` (rows
 * blanked by an erasure keep their hashes and are checked for the chain only) and that its
 * `chain_hash` is SHA-256 over the previous row's chain hash and its own content hash.
 */
export const AUDITED_TABLES = {
  journey_events: 'audit_journey_event_content',
  security_events: 'audit_security_event_content',
} as const;
export type AuditedTable = keyof typeof AUDITED_TABLES;

/** The chain hash before the first row. */
export const CHAIN_START = '0'.repeat(64);
const BATCH = 1000;

export type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export interface AuditBreak {
  table: AuditedTable;
  id: string;
  chainSeq: string;
  reason: 'CONTENT_CHANGED' | 'CHAIN_BROKEN' | 'UNCHAINED';
}

export interface AuditVerification {
  /** Rows verified per table (up to the first break). */
  verified: Record<AuditedTable, number>;
  /** The first row that breaks the chain, if any. */
  broken: AuditBreak | null;
}

export function chainHash(previous: string, contentHash: string): string {
  return createHash('sha256')
    .update(previous + contentHash, 'utf8')
    .digest('hex');
}

export async function verifyAuditChain(query: Query): Promise<AuditVerification> {
  const verified: Record<AuditedTable, number> = { journey_events: 0, security_events: 0 };
  for (const [table, contentOf] of Object.entries(AUDITED_TABLES) as [AuditedTable, string][]) {
    // Where the retention purge stopped (the oldest rows removed), or the start of the chain.
    const [anchor] = await query(
      'SELECT chain_seq::text AS chain_seq, chain_hash FROM audit_chain_anchors WHERE table_name = $1',
      [table],
    );
    // The chain is linked as each transaction commits: a committed row without its link was changed.
    const [unchained] = await query(
      `SELECT id FROM ${table} WHERE chain_seq IS NULL OR chain_hash IS NULL ORDER BY id LIMIT 1`,
      [],
    );
    if (unchained)
      return { verified, broken: { table, id: String(unchained.id), chainSeq: '', reason: 'UNCHAINED' } };
    let previous = anchor ? String(anchor.chain_hash) : CHAIN_START;
    let after = anchor ? String(anchor.chain_seq) : '-1';
    for (;;) {
      const rows = await query(
        `SELECT e.id, e.chain_seq::text AS chain_seq, e.content_hash, e.chain_hash, e.erased, ${contentOf}(e) AS recomputed
           FROM ${table} e WHERE e.chain_seq > $1::bigint ORDER BY e.chain_seq LIMIT ${BATCH}`,
        [after],
      );
      for (const row of rows) {
        const at = { table, id: String(row.id), chainSeq: String(row.chain_seq) };
        if (!row.erased && row.recomputed !== row.content_hash)
          return { verified, broken: { ...at, reason: 'CONTENT_CHANGED' } };
        if (chainHash(previous, String(row.content_hash)) !== row.chain_hash)
          return { verified, broken: { ...at, reason: 'CHAIN_BROKEN' } };
        previous = String(row.chain_hash);
        verified[table] += 1;
      }
      if (rows.length < BATCH) break;
      after = String(rows[rows.length - 1].chain_seq);
    }
  }
  return { verified, broken: null };
}
