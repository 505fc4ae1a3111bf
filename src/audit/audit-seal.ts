import { createHmac } from 'node:crypto';
import stringify from 'safe-stable-stringify';

/**
 * The keyed hashes of the audit trail (DESIGN §13), computed by the application with AUDIT_CHAIN_KEY,
 * which the database never holds: a database writer can change a row but not compute the hash that
 * would make the change pass.
 *
 * Each row's content is in two parts. What an erasure (DELETE /me) blanks — the personal part — has
 * a keyed hash of its own, `personal_hash`, kept when the erasure removes the content. `content_hash`
 * covers the rest of the row and `personal_hash`, so an erased row is still checked whole: its kind,
 * status and time against `content_hash`, and that it holds no content any more.
 *
 * Times are epoch microseconds (text) and JSON has sorted keys, so the hash computed from the values
 * inserted equals the one computed from the row read back.
 */
export const AUDITED_TABLES = ['journey_events', 'security_events'] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];

/** The columns an erasure blanks, per table (what `personal_hash` covers). */
export const PERSONAL_COLUMNS: Record<AuditedTable, readonly string[]> = {
  journey_events: ['journey_id', 'milestone_code', 'detail'],
  security_events: ['citizen_id', 'route', 'reason', 'request_id'],
};
/** The columns `content_hash` covers besides `personal_hash`. */
export const PUBLIC_COLUMNS: Record<AuditedTable, readonly string[]> = {
  journey_events: ['id', 'kind', 'status', 'occurred_at'],
  security_events: ['id', 'kind', 'occurred_at'],
};

/** A row by column name; `occurred_at` as epoch microseconds (text). */
export type AuditRow = Record<string, unknown>;

export interface AuditHashes {
  personalHash: string;
  contentHash: string;
}

function hmac(key: string, purpose: string, value: unknown): string {
  return createHmac('sha256', key)
    .update(`${purpose}\n${stringify(value) ?? 'null'}`, 'utf8')
    .digest('hex');
}

function pick(row: AuditRow, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
}

export function personalHash(key: string, table: AuditedTable, row: AuditRow): string {
  return hmac(key, `${table}:personal`, pick(row, PERSONAL_COLUMNS[table]));
}

export function contentHash(key: string, table: AuditedTable, row: AuditRow, personal: string): string {
  return hmac(key, `${table}:content`, { ...pick(row, PUBLIC_COLUMNS[table]), personal_hash: personal });
}

/** Both hashes of a row about to be inserted. */
export function auditHashes(key: string, table: AuditedTable, row: AuditRow): AuditHashes {
  const personal = personalHash(key, table, row);
  return { personalHash: personal, contentHash: contentHash(key, table, row, personal) };
}

/** A time as the hashes see it: epoch microseconds, as PostgreSQL's timestamptz keeps it. */
export function epochMicros(at: Date): string {
  return `${at.getTime()}000`;
}

/** A chain's newest link up to a checkpoint's bound: a row, or the anchor a retention purge left of it. */
export interface ChainHead {
  chain_id: string;
  chain_seq: string;
  chain_hash: string;
}

/** A chain head that is a row, named by its id (so the verifier can name it when it is gone). */
export interface NamedHead extends ChainHead {
  id: string;
}

/**
 * One table's chains at one moment (docs/decisions.md, "An audit chain per citizen"). Every row with a
 * `chain_seq` up to `bound` had committed when the checkpoint was taken, so no later commit can
 * change the heads up to it. `chains` and `digest` cover every chain's head up to `bound`; `named`
 * lists the newest of those heads (at most NAMED_HEADS), so that a deleted newest row is named.
 */
export interface TableCheckpoint {
  bound: string;
  /** Chains with a head up to `bound`; null in a checkpoint signed before chains per citizen. */
  chains: number | null;
  /** The keyed digest of those heads (headTerm, digestOf); null as `chains`. */
  digest: string | null;
  named: NamedHead[];
}

/** The chains of every audited table, signed with the key: kept where the database writer cannot reach. */
export interface AuditCheckpoint {
  taken_at: string;
  tables: Record<AuditedTable, TableCheckpoint>;
  signature: string;
}

/** How many of the newest chain heads a checkpoint names. */
export const NAMED_HEADS = 1000;

const DIGEST_MODULUS = 1n << 256n;

/**
 * One chain head's term of a checkpoint's digest: the digest is the sum of every head's term modulo
 * 2^256 (an additive multiset hash over keyed terms), so it can be added up in any order, in batches,
 * and moved on by subtracting a chain's old head and adding its new one.
 */
export function headTerm(key: string, table: AuditedTable, head: ChainHead): bigint {
  const term = hmac(key, `${table}:head`, {
    chain_id: head.chain_id,
    chain_seq: head.chain_seq,
    chain_hash: head.chain_hash,
  });
  return BigInt(`0x${term}`);
}

/** The digest of a sum of head terms. */
export function digestOf(sum: bigint): string {
  return (((sum % DIGEST_MODULUS) + DIGEST_MODULUS) % DIGEST_MODULUS).toString(16).padStart(64, '0');
}

export function signCheckpoint(key: string, unsigned: Omit<AuditCheckpoint, 'signature'>): AuditCheckpoint {
  return { ...unsigned, signature: hmac(key, 'checkpoint', unsigned) };
}

/** A checkpoint signed before chains per citizen (1766000300000): the head of each table's one chain. */
interface LegacyCheckpoint {
  taken_at: string;
  heads: Record<AuditedTable, { id: string; chain_seq: string; chain_hash: string } | null>;
  signature: string;
}

/**
 * The checkpoint if its signature holds, else null. One signed before chains per citizen names the
 * head of the legacy chain 0 of each table, without a digest.
 */
export function checkedCheckpoint(key: string, value: unknown): AuditCheckpoint | null {
  if (!value || typeof value !== 'object') return null;
  const { signature, ...unsigned } = value as AuditCheckpoint;
  if (typeof signature !== 'string' || signature !== hmac(key, 'checkpoint', unsigned)) return null;
  if (!('heads' in value)) return value as AuditCheckpoint;
  const legacy = value as LegacyCheckpoint;
  const table = (t: AuditedTable): TableCheckpoint => {
    const head = legacy.heads[t];
    return {
      bound: head?.chain_seq ?? '0',
      chains: null,
      digest: null,
      named: head ? [{ ...head, chain_id: '0' }] : [],
    };
  };
  return {
    taken_at: legacy.taken_at,
    tables: { journey_events: table('journey_events'), security_events: table('security_events') },
    signature,
  };
}
