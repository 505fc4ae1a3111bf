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

/** The head of each chain at one moment, signed with the key: written where the database writer cannot reach. */
export interface AuditCheckpoint {
  taken_at: string;
  heads: Record<AuditedTable, { id: string; chain_seq: string; chain_hash: string } | null>;
  signature: string;
}

export function signCheckpoint(key: string, unsigned: Omit<AuditCheckpoint, 'signature'>): AuditCheckpoint {
  return { ...unsigned, signature: hmac(key, 'checkpoint', unsigned) };
}

/** The checkpoint if its signature holds, else null. */
export function checkedCheckpoint(key: string, value: unknown): AuditCheckpoint | null {
  if (!value || typeof value !== 'object') return null;
  const { signature, ...unsigned } = value as AuditCheckpoint;
  return typeof signature === 'string' && signature === hmac(key, 'checkpoint', unsigned)
    ? (value as AuditCheckpoint)
    : null;
}
