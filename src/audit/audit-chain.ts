import { createHash } from 'node:crypto';
import { readAuditConfig } from '../config/audit.config';
import {
  AUDITED_TABLES,
  type AuditCheckpoint,
  type AuditedTable,
  contentHash,
  PERSONAL_COLUMNS,
  personalHash,
  PUBLIC_COLUMNS,
} from './audit-seal';

export { AUDITED_TABLES, type AuditedTable } from './audit-seal';

/**
 * The verifier of the tamper-evident audit trail (DESIGN §13). For each audited table it walks the
 * rows in chain order and checks, with AUDIT_CHAIN_KEY, that each row's content still has its keyed
 * hashes (src/audit/audit-seal.ts; an erased row must hold no personal content and is checked with the
 * personal hash it kept), and that its `chain_hash` is SHA-256 over the previous row's chain hash and
 * its own content hash. Given a checkpoint (the signed head of each chain, AuditCheckpoints), it also
 * checks that the checkpointed row is still there with the same chain hash: what the keyed hashes alone
 * cannot show, the newest rows deleted or the chain re-linked with the database's own functions.
 */

/** The chain hash before the first row. */
export const CHAIN_START = '0'.repeat(64);
const BATCH = 1000;

export type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export type AuditBreakReason =
  'CONTENT_CHANGED' | 'CHAIN_BROKEN' | 'UNCHAINED' | 'CHECKPOINT_MISMATCH' | 'CHECKPOINT_ROW_MISSING';

export interface AuditBreak {
  table: AuditedTable;
  id: string;
  chainSeq: string;
  reason: AuditBreakReason;
}

export interface AuditVerification {
  /** Rows verified per table (up to the first break). */
  verified: Record<AuditedTable, number>;
  /** The first row that breaks the chain, if any. */
  broken: AuditBreak | null;
}

export interface VerifyOptions {
  /** AUDIT_CHAIN_KEY; read from the environment when not given. */
  key?: string;
  /** A checkpoint whose signature was checked (checkedCheckpoint). */
  checkpoint?: AuditCheckpoint | null;
}

export function chainHash(previous: string, contentHashValue: string): string {
  return createHash('sha256')
    .update(previous + contentHashValue, 'utf8')
    .digest('hex');
}

/** The columns read per row: what the hashes cover (times as epoch microseconds), and the hashes. */
function rowsSql(table: AuditedTable): string {
  const columns = [...PUBLIC_COLUMNS[table], ...PERSONAL_COLUMNS[table]]
    .filter((c) => c !== 'occurred_at')
    .map((c) => `e.${c}`);
  return `SELECT ${columns.join(', ')}, (extract(epoch FROM e.occurred_at) * 1000000)::bigint::text AS occurred_at,
                 e.chain_seq::text AS chain_seq, e.personal_hash, e.content_hash, e.chain_hash, e.erased
            FROM ${table} e WHERE e.chain_seq > $1::bigint ORDER BY e.chain_seq LIMIT ${BATCH}`;
}

/** Whether `row`'s content no longer matches its keyed hashes. */
function contentProblem(key: string, table: AuditedTable, row: Record<string, unknown>): boolean {
  let personal: string;
  if (row.erased) {
    // An erasure removed the personal content and kept its hash.
    if (PERSONAL_COLUMNS[table].some((c) => row[c] !== null)) return true;
    personal = String(row.personal_hash);
  } else {
    personal = personalHash(key, table, row);
    if (personal !== row.personal_hash) return true;
  }
  return contentHash(key, table, row, personal) !== row.content_hash;
}

export async function verifyAuditChain(
  query: Query,
  options: VerifyOptions = {},
): Promise<AuditVerification> {
  const key = options.key ?? readAuditConfig().chainKey;
  const verified: Record<AuditedTable, number> = { journey_events: 0, security_events: 0 };
  for (const table of AUDITED_TABLES) {
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
    const head = options.checkpoint?.heads[table] ?? null;
    const missingHead = (): AuditVerification => ({
      verified,
      broken: { table, id: head!.id, chainSeq: head!.chain_seq, reason: 'CHECKPOINT_ROW_MISSING' },
    });
    // A purge never reaches past a recent checkpoint: an anchor beyond it hides rows.
    if (head && anchor && BigInt(String(anchor.chain_seq)) > BigInt(head.chain_seq)) return missingHead();
    let headSeen = !head;
    let previous = anchor ? String(anchor.chain_hash) : CHAIN_START;
    let after = anchor ? String(anchor.chain_seq) : '-1';
    for (;;) {
      const rows = await query(rowsSql(table), [after]);
      for (const row of rows) {
        const at = { table, id: String(row.id), chainSeq: String(row.chain_seq) };
        if (head && !headSeen && BigInt(at.chainSeq) > BigInt(head.chain_seq)) return missingHead();
        if (contentProblem(key, table, row))
          return { verified, broken: { ...at, reason: 'CONTENT_CHANGED' } };
        if (chainHash(previous, String(row.content_hash)) !== row.chain_hash)
          return { verified, broken: { ...at, reason: 'CHAIN_BROKEN' } };
        if (head && at.chainSeq === head.chain_seq) {
          if (at.id !== head.id || row.chain_hash !== head.chain_hash)
            return { verified, broken: { ...at, reason: 'CHECKPOINT_MISMATCH' } };
          headSeen = true;
        }
        previous = String(row.chain_hash);
        verified[table] += 1;
      }
      if (rows.length < BATCH) break;
      after = String(rows[rows.length - 1].chain_seq);
    }
    if (!headSeen) return missingHead();
  }
  return { verified, broken: null };
}
