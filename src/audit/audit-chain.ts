import { createHash } from 'node:crypto';
import { readAuditConfig } from '../config/audit.config';
import {
  AUDITED_TABLES,
  type AuditCheckpoint,
  type AuditedTable,
  type ChainHead,
  contentHash,
  digestOf,
  headTerm,
  type NamedHead,
  PERSONAL_COLUMNS,
  personalHash,
  PUBLIC_COLUMNS,
  type TableCheckpoint,
} from './audit-seal';

export { AUDITED_TABLES, type AuditedTable } from './audit-seal';

/**
 * The verifier of the tamper-evident audit trail (DESIGN §13). Each audited table holds many chains
 * (one per citizen, shard chains for rows without one, the legacy chain 0: migration 1766000300000).
 * The verifier walks every chain in order — `(chain_id, chain_seq)`, starting at the chain's anchor
 * when the retention purge left one — and checks, with AUDIT_CHAIN_KEY, that each row's content still
 * has its keyed hashes (src/audit/audit-seal.ts; an erased row must hold no personal content and is
 * checked with the personal hash it kept), and that its `chain_hash` is SHA-256 over the previous
 * link's chain hash and its own content hash.
 *
 * Given a checkpoint (AuditCheckpoints), it also checks what the keyed hashes alone cannot show, the
 * newest rows of a chain deleted or a chain re-linked with the database's own functions: each head the
 * checkpoint names is still there with the same chain hash, and the heads of all chains up to the
 * checkpoint's bound add up to its digest, as many as it counted.
 */

/** The chain hash before the first row. */
export const CHAIN_START = '0'.repeat(64);
const BATCH = 1000;

export type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export type AuditBreakReason =
  | 'CONTENT_CHANGED'
  | 'CHAIN_BROKEN'
  | 'UNCHAINED'
  | 'CHECKPOINT_MISMATCH'
  | 'CHECKPOINT_ROW_MISSING'
  | 'CHECKPOINT_DIGEST_MISMATCH';

export interface AuditBreak {
  table: AuditedTable;
  /** The row; empty when no row can be named (UNCHAINED names one; a digest mismatch none). */
  id: string;
  /** Its place in its chain; for a digest mismatch, the checkpoint's bound. */
  chainSeq: string;
  /** The chain (empty when unknown). */
  chainId?: string;
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

/** The lowest bigint: every chain id and chain_seq is above it. */
const LOWEST = '-9223372036854775808';

/** One step of a walk over a table's chains: a chain's anchor, then its rows, in chain order. */
export type ChainItem =
  | { kind: 'anchor'; chain_id: string; chain_seq: string; chain_hash: string }
  | { kind: 'row'; chain_id: string; chain_seq: string; chain_hash: string; row: Record<string, unknown> };

/** The columns the verifier reads per row: what the hashes cover (times as epoch microseconds), and the hashes. */
function verifiedColumns(table: AuditedTable): string {
  const columns = [...PUBLIC_COLUMNS[table], ...PERSONAL_COLUMNS[table]]
    .filter((c) => c !== 'occurred_at')
    .map((c) => `e.${c}`);
  return `${columns.join(', ')}, (extract(epoch FROM e.occurred_at) * 1000000)::bigint::text AS occurred_at,
          e.personal_hash, e.content_hash, e.erased`;
}

async function* batches<T>(next: (last: T | undefined) => Promise<T[]>): AsyncGenerator<T> {
  let last: T | undefined;
  for (;;) {
    const rows = await next(last);
    yield* rows;
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1];
  }
}

/**
 * Every linked row and anchor of `table`, chain by chain (`chain_id`, then `chain_seq`, an anchor
 * before its chain's rows), read in batches. `columns` are the row's columns read besides its link.
 * A row without its link (loaded with the audit triggers off) is in no chain: passed over here, and
 * named UNCHAINED by the verifier before it walks.
 */
export async function* chainItems(
  query: Query,
  table: AuditedTable,
  columns = 'e.id',
): AsyncGenerator<ChainItem> {
  type Linked = Record<string, unknown> & { chain_id: string; chain_seq: string; chain_hash: string };
  const rows = batches<Linked>(
    async (last) =>
      (await query(
        `SELECT ${columns}, e.chain_id::text AS chain_id, e.chain_seq::text AS chain_seq, e.chain_hash
           FROM ${table} e WHERE (e.chain_id, e.chain_seq) > ($1::bigint, $2::bigint)
            AND e.chain_seq IS NOT NULL AND e.chain_hash IS NOT NULL
          ORDER BY e.chain_id, e.chain_seq LIMIT ${BATCH}`,
        [last?.chain_id ?? LOWEST, last?.chain_seq ?? LOWEST],
      )) as Linked[],
  );
  const anchors = batches<Linked>(
    async (last) =>
      (await query(
        `SELECT a.chain_id::text AS chain_id, a.chain_seq::text AS chain_seq, a.chain_hash FROM audit_chain_anchors a
          WHERE a.table_name = $1 AND a.chain_id > $2::bigint ORDER BY a.chain_id LIMIT ${BATCH}`,
        [table, last?.chain_id ?? LOWEST],
      )) as Linked[],
  );
  let row = await rows.next();
  let anchor = await anchors.next();
  while (!row.done || !anchor.done) {
    if (!anchor.done && (row.done || BigInt(anchor.value.chain_id) <= BigInt(row.value.chain_id))) {
      const { chain_id, chain_seq, chain_hash } = anchor.value;
      yield { kind: 'anchor', chain_id, chain_seq, chain_hash };
      anchor = await anchors.next();
    } else if (!row.done) {
      const { chain_id, chain_seq, chain_hash } = row.value;
      yield { kind: 'row', chain_id, chain_seq, chain_hash, row: row.value };
      row = await rows.next();
    }
  }
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

/** One chain as the walk goes through it. */
interface ChainState {
  id: string;
  /** The chain hash the next row must follow. */
  previous: string;
  /** Rows at or before the anchor are outside the chain (the purge removed the chain up to there). */
  anchorSeq: bigint | null;
  /** The chain's newest link up to the checkpoint's bound. */
  head: ChainHead | null;
  /** The head the checkpoint names in this chain, and whether the walk has passed it. */
  named: NamedHead | undefined;
  namedSeen: boolean;
}

/** Verifies one table: its chains, and its checkpoint if given. The first break, or null. */
async function verifyTable(
  query: Query,
  key: string,
  table: AuditedTable,
  checkpoint: TableCheckpoint | null,
  verified: Record<AuditedTable, number>,
): Promise<Omit<AuditBreak, 'table'> | null> {
  // The chain is linked as each transaction commits: a committed row without its link was changed.
  const [unchained] = await query(
    `SELECT id FROM ${table} WHERE chain_id IS NULL OR chain_seq IS NULL OR chain_hash IS NULL ORDER BY id LIMIT 1`,
    [],
  );
  if (unchained) return { id: String(unchained.id), chainSeq: '', reason: 'UNCHAINED' };
  const bound = checkpoint ? BigInt(checkpoint.bound) : null;
  const named = new Map((checkpoint?.named ?? []).map((h) => [h.chain_id, h]));
  const missing = (h: NamedHead) =>
    ({ id: h.id, chainSeq: h.chain_seq, chainId: h.chain_id, reason: 'CHECKPOINT_ROW_MISSING' }) as const;
  let sum = 0n;
  let chains = 0;
  let chain = null as ChainState | null;
  /** Closes a chain: its head goes into the digest; a head the checkpoint names must have been seen. */
  const close = (c: ChainState | null) => {
    if (!c) return null;
    if (c.head) {
      sum += headTerm(key, table, c.head);
      chains += 1;
    }
    named.delete(c.id);
    return c.named && !c.namedSeen ? missing(c.named) : null;
  };
  for await (const item of chainItems(query, table, verifiedColumns(table))) {
    if (chain?.id !== item.chain_id) {
      const problem = close(chain);
      if (problem) return problem;
      const n = named.get(item.chain_id);
      chain = {
        id: item.chain_id,
        previous: CHAIN_START,
        anchorSeq: null,
        head: null,
        named: n,
        namedSeen: false,
      };
    }
    const seq = BigInt(item.chain_seq);
    const link = { chain_id: item.chain_id, chain_seq: item.chain_seq, chain_hash: item.chain_hash };
    if (item.kind === 'anchor') {
      // Where the retention purge stopped. It never reaches past a named head it did not remove: an
      // anchor beyond one hides rows.
      const n = chain.named;
      if (n && seq > BigInt(n.chain_seq)) return missing(n);
      if (n && seq === BigInt(n.chain_seq)) {
        if (item.chain_hash !== n.chain_hash) return missing(n);
        chain.namedSeen = true;
      }
      chain.previous = item.chain_hash;
      chain.anchorSeq = seq;
      if (bound !== null && seq <= bound) chain.head = link;
      continue;
    }
    if (chain.anchorSeq !== null && seq <= chain.anchorSeq) continue;
    const { row } = item;
    const at = { id: String(row.id), chainSeq: item.chain_seq, chainId: item.chain_id };
    const n = chain.named;
    if (n && !chain.namedSeen && seq > BigInt(n.chain_seq)) return missing(n);
    if (contentProblem(key, table, row)) return { ...at, reason: 'CONTENT_CHANGED' };
    if (chainHash(chain.previous, String(row.content_hash)) !== item.chain_hash)
      return { ...at, reason: 'CHAIN_BROKEN' };
    if (n && seq === BigInt(n.chain_seq)) {
      if (at.id !== n.id || item.chain_hash !== n.chain_hash) return { ...at, reason: 'CHECKPOINT_MISMATCH' };
      chain.namedSeen = true;
    }
    if (bound !== null && seq <= bound) chain.head = link;
    chain.previous = item.chain_hash;
    verified[table] += 1;
  }
  const problem = close(chain);
  if (problem) return problem;
  // A named chain the walk never reached is gone whole.
  const [gone] = named.values();
  if (gone) return missing(gone);
  if (
    checkpoint &&
    checkpoint.digest !== null &&
    (digestOf(sum) !== checkpoint.digest || chains !== checkpoint.chains)
  )
    return { id: '', chainSeq: checkpoint.bound, reason: 'CHECKPOINT_DIGEST_MISMATCH' };
  return null;
}

export async function verifyAuditChain(
  query: Query,
  options: VerifyOptions = {},
): Promise<AuditVerification> {
  const key = options.key ?? readAuditConfig().chainKey;
  const verified: Record<AuditedTable, number> = { journey_events: 0, security_events: 0 };
  for (const table of AUDITED_TABLES) {
    const broken = await verifyTable(query, key, table, options.checkpoint?.tables[table] ?? null, verified);
    if (broken) return { verified, broken: { table, ...broken } };
  }
  return { verified, broken: null };
}

/**
 * The heads of `table`'s chains up to `bound` — as a checkpoint adds them up, from every chain — with
 * the newest `named` of them that are rows (anchors have no id to name).
 */
export async function chainHeadsUpTo(
  query: Query,
  key: string,
  table: AuditedTable,
  bound: bigint,
  named: number,
): Promise<{ sum: bigint; chains: number; named: NamedHead[] }> {
  let sum = 0n;
  let chains = 0;
  let newest: NamedHead[] = [];
  let current = null as {
    id: string;
    anchorSeq: bigint | null;
    head: (ChainHead & { id?: string }) | null;
  } | null;
  const close = () => {
    if (!current?.head) return;
    sum += headTerm(key, table, current.head);
    chains += 1;
    if (current.head.id) {
      newest.push({ ...(current.head as NamedHead) });
      if (newest.length > named * 2) newest = newestFirst(newest).slice(0, named);
    }
  };
  for await (const item of chainItems(query, table)) {
    if (current?.id !== item.chain_id) {
      close();
      current = { id: item.chain_id, anchorSeq: null, head: null };
    }
    const seq = BigInt(item.chain_seq);
    // As the verifier: rows at or before the anchor are outside the chain.
    if (item.kind === 'anchor') current.anchorSeq = seq;
    else if (current.anchorSeq !== null && seq <= current.anchorSeq) continue;
    if (seq > bound) continue;
    current.head = {
      chain_id: item.chain_id,
      chain_seq: item.chain_seq,
      chain_hash: item.chain_hash,
      ...(item.kind === 'row' ? { id: String(item.row.id) } : {}),
    };
  }
  close();
  return { sum, chains, named: newestFirst(newest).slice(0, named) };
}

/** Heads by `chain_seq`, newest first. */
export function newestFirst<T extends ChainHead>(heads: T[]): T[] {
  return [...heads].sort((a, b) => {
    const d = BigInt(b.chain_seq) - BigInt(a.chain_seq);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  });
}
