import { createHash, createHmac } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail's hashes keyed with AUDIT_CHAIN_KEY, which the database does not hold (DESIGN §13,
 * issue 20). Before, `content_hash` was a plain SHA-256 the database computed itself
 * (`audit_journey_event_content()`), so a database writer could edit a row and recompute it.
 *
 * - The application computes each row's hashes as it inserts it (src/audit/audit-seal.ts): a keyed
 *   hash of the personal content (`personal_hash`, new, kept when an erasure blanks that content)
 *   and a keyed `content_hash` over the rest of the row and `personal_hash`. A row without them is
 *   refused (NOT NULL); the insert trigger no longer computes anything, and the database's content
 *   functions are dropped.
 * - The chain is linked at commit as before (1764000700000): `chain_hash` = SHA-256(previous ‖
 *   content_hash).
 * - Existing rows are checked against their old hashes (a broken chain stops the migration: sealing
 *   it again would hide the break), then sealed with the key and re-chained.
 *
 * The hashing below is a copy of src/audit/audit-seal.ts as of this migration (a migration never
 * imports the application): change one, and a later migration must re-seal.
 */
const TABLES = {
  journey_events: {
    old: 'audit_journey_event_content',
    personal: ['journey_id', 'milestone_code', 'detail'],
    public: ['id', 'kind', 'status', 'occurred_at'],
  },
  security_events: {
    old: 'audit_security_event_content',
    personal: ['citizen_id', 'route', 'reason', 'request_id'],
    public: ['id', 'kind', 'occurred_at'],
  },
} as const;
type Table = keyof typeof TABLES;
const BATCH = 1000;
const ZEROS = '0'.repeat(64);

function chainKey(): string {
  const key = process.env.AUDIT_CHAIN_KEY?.trim();
  if (key) return key;
  if (process.env.NODE_ENV?.trim() === 'production')
    throw new Error('Set AUDIT_CHAIN_KEY: the audit trail is sealed with it (migration 1765000100000)');
  return 'development-audit-chain-key-not-secret';
}

const hmac = (key: string, purpose: string, value: unknown) =>
  createHmac('sha256', key)
    .update(`${purpose}\n${stringify(value) ?? 'null'}`, 'utf8')
    .digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const pick = (row: Record<string, unknown>, columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));

export class KeyedAuditChain1765000100000 implements MigrationInterface {
  name = 'KeyedAuditChain1765000100000';

  async up(q: QueryRunner): Promise<void> {
    const key = chainKey();
    for (const [table, t] of Object.entries(TABLES) as [Table, (typeof TABLES)[Table]][]) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN personal_hash text CHECK (personal_hash ~ '^[0-9a-f]{64}$')`,
      );
      const [anchor] = await q.query(
        `SELECT chain_seq::text AS chain_seq, chain_hash FROM audit_chain_anchors WHERE table_name = $1`,
        [table],
      );
      let oldPrevious: string = anchor?.chain_hash ?? ZEROS;
      let previous = oldPrevious;
      let after: string = anchor?.chain_seq ?? '-1';
      for (;;) {
        const rows: Record<string, unknown>[] = await q.query(
          `SELECT e.*, (extract(epoch FROM e.occurred_at) * 1000000)::bigint::text AS occurred_at,
                  e.chain_seq::text AS chain_seq, ${t.old}(e) AS recomputed
             FROM ${table} e WHERE e.chain_seq > $1::bigint ORDER BY e.chain_seq LIMIT ${BATCH}`,
          [after],
        );
        const updates: [string[], string[], string[], string[]] = [[], [], [], []];
        for (const row of rows) {
          if (
            (!row.erased && row.recomputed !== row.content_hash) ||
            sha256(oldPrevious + String(row.content_hash)) !== row.chain_hash
          )
            throw new Error(
              `The audit chain of ${table} is broken at row ${String(row.id)}: run verify-audit, then restore it before this migration`,
            );
          oldPrevious = String(row.chain_hash);
          const personal = hmac(key, `${table}:personal`, pick(row, t.personal));
          const content = hmac(key, `${table}:content`, { ...pick(row, t.public), personal_hash: personal });
          previous = sha256(previous + content);
          updates[0].push(String(row.id));
          updates[1].push(personal);
          updates[2].push(content);
          updates[3].push(previous);
        }
        if (rows.length)
          await q.query(
            `UPDATE ${table} e SET personal_hash = v.personal, content_hash = v.content, chain_hash = v.chain
               FROM (SELECT unnest($1::uuid[]) AS id, unnest($2::text[]) AS personal, unnest($3::text[]) AS content,
                            unnest($4::text[]) AS chain) v
              WHERE e.id = v.id`,
            updates,
          );
        if (rows.length < BATCH) break;
        after = String(rows[rows.length - 1].chain_seq);
      }
      const [{ unchained }] = await q.query(
        `SELECT count(*)::int AS unchained FROM ${table} WHERE chain_seq IS NULL`,
      );
      if (unchained) throw new Error(`${table} has rows outside the audit chain: run verify-audit first`);
      await q.query(`ALTER TABLE ${table} ALTER COLUMN personal_hash SET NOT NULL`);
      // Nothing computed in the database any more: the row comes with its keyed hashes, or is refused.
      await q.query(`
        CREATE OR REPLACE FUNCTION ${table}_content() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.erased := false;
          NEW.chain_seq := NULL;
          NEW.chain_hash := NULL;
          RETURN NEW;
        END $$`);
      await q.query(`DROP FUNCTION ${t.old}(${table})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // The database's own content hashes again (1764000500000), the chain relinked over them.
    await q.query(`
      CREATE FUNCTION audit_journey_event_content(e journey_events) RETURNS text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT encode(sha256(convert_to(jsonb_build_object(
          'id', e.id, 'journey_id', e.journey_id, 'kind', e.kind, 'milestone_code', e.milestone_code,
          'status', e.status, 'detail', e.detail, 'sequence', e.sequence,
          'occurred_at', (extract(epoch FROM e.occurred_at) * 1000000)::bigint)::text, 'UTF8')), 'hex')
      $$`);
    await q.query(`
      CREATE FUNCTION audit_security_event_content(e security_events) RETURNS text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT encode(sha256(convert_to(jsonb_build_object(
          'id', e.id, 'kind', e.kind, 'citizen_id', e.citizen_id, 'route', e.route, 'reason', e.reason,
          'request_id', e.request_id,
          'occurred_at', (extract(epoch FROM e.occurred_at) * 1000000)::bigint)::text, 'UTF8')), 'hex')
      $$`);
    for (const [table, t] of Object.entries(TABLES) as [Table, (typeof TABLES)[Table]][]) {
      await q.query(`
        CREATE OR REPLACE FUNCTION ${table}_content() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.erased := false;
          NEW.content_hash := ${t.old}(NEW);
          NEW.chain_seq := NULL;
          NEW.chain_hash := NULL;
          RETURN NEW;
        END $$`);
      await q.query(`
        DO $$
        DECLARE r record;
                prev text := coalesce((SELECT chain_hash FROM audit_chain_anchors WHERE table_name = '${table}'), repeat('0', 64));
                c text;
        BEGIN
          FOR r IN SELECT e.id, e.erased, e.content_hash, ${t.old}(e) AS c FROM ${table} e ORDER BY e.chain_seq LOOP
            -- An erased row keeps the hash it has (its content is gone).
            c := CASE WHEN r.erased THEN r.content_hash ELSE r.c END;
            prev := encode(sha256(convert_to(prev || c, 'UTF8')), 'hex');
            UPDATE ${table} SET content_hash = c, chain_hash = prev WHERE id = r.id;
          END LOOP;
        END $$`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN personal_hash`);
    }
  }
}
