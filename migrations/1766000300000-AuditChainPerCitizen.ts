import { MigrationInterface, QueryRunner } from 'typeorm';
import { CHAIN_OF, createChainLinkPerCitizen } from './audit-chain-trigger';

/**
 * One audit chain per citizen instead of one per table (DESIGN §13, §18; issue 26). Until now every
 * journey-event or security-event commit in the cluster took the same advisory lock to link its rows
 * (1764000700000): writers of different citizens waited on each other.
 *
 * - `chain_id` (bigint) names the chain a row is linked into, per table: a 64-bit hash
 *   (`hashtextextended`) of `citizen:<citizen id>` — for a journey event the journey's citizen, for a
 *   security event the event's — or, for rows without a citizen (a failed sign-in, an erasure's own
 *   record, a journey event whose journey is gone), `shard:<n>`, one of 16 shard chains chosen by a
 *   hash of the row id, so anonymous traffic does not serialise either. It is set with `chain_seq`
 *   and `chain_hash` as the transaction commits; the application never writes it.
 * - The link trigger takes the advisory lock of that chain only (a 64-bit key over table and chain),
 *   reads that chain's previous row (index on `(chain_id, chain_seq)`) or its anchor, draws
 *   `chain_seq` from the table's sequence as before and writes `chain_hash`. Two citizens share a lock
 *   only if their 64-bit hashes collide; if they did, they would share a chain, which stays a valid
 *   chain: the chain is whatever `chain_id` says, nothing is recomputed from the citizen.
 * - `chain_seq` stays one sequence per table: within a chain it is the link order (the lock is held to
 *   commit), across chains only an order of drawing.
 * - Rows written before this migration keep the chain they form, as the legacy chain `chain_id = 0`
 *   (a metadata-only column default): nothing is re-hashed, so every checkpoint already signed still
 *   names the same rows, and an erased journey event (its journey gone) needs no citizen to place it.
 * - Anchors of the retention purge are per chain: `audit_chain_anchors` is keyed by table and chain;
 *   the anchor there was the legacy chain's.
 */
const TABLES = CHAIN_OF;

export class AuditChainPerCitizen1766000300000 implements MigrationInterface {
  name = 'AuditChainPerCitizen1766000300000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
      // Existing rows: the legacy chain 0, without rewriting the table; new rows get theirs at commit.
      await q.query(`ALTER TABLE ${table} ADD COLUMN chain_id bigint DEFAULT 0`);
      await q.query(`ALTER TABLE ${table} ALTER COLUMN chain_id DROP DEFAULT`);
      await q.query(`CREATE INDEX ${table}_chain_idx ON ${table} (chain_id, chain_seq)`);
      await q.query(`
        CREATE OR REPLACE FUNCTION ${table}_content() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.erased := false;
          NEW.chain_id := NULL;
          NEW.chain_seq := NULL;
          NEW.chain_hash := NULL;
          RETURN NEW;
        END $$`);
      await createChainLinkPerCitizen(q, table, false);
    }
    await q.query(`ALTER TABLE audit_chain_anchors ADD COLUMN chain_id bigint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE audit_chain_anchors ALTER COLUMN chain_id DROP DEFAULT`);
    await q.query(`ALTER TABLE audit_chain_anchors DROP CONSTRAINT audit_chain_anchors_pkey`);
    await q.query(`ALTER TABLE audit_chain_anchors ADD PRIMARY KEY (table_name, chain_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // One chain per table again: every remaining row re-linked in chain_seq order after the legacy
    // chain's anchor (as 1765000100000's down re-links), the other chains' anchors dropped.
    await q.query(`DELETE FROM audit_chain_anchors WHERE chain_id <> 0`);
    await q.query(`ALTER TABLE audit_chain_anchors DROP CONSTRAINT audit_chain_anchors_pkey`);
    await q.query(`ALTER TABLE audit_chain_anchors DROP COLUMN chain_id`);
    await q.query(`ALTER TABLE audit_chain_anchors ADD PRIMARY KEY (table_name)`);
    for (const table of Object.keys(TABLES)) {
      await q.query(`
        DO $$
        DECLARE r record;
                prev text := coalesce((SELECT chain_hash FROM audit_chain_anchors WHERE table_name = '${table}'), repeat('0', 64));
        BEGIN
          FOR r IN SELECT e.id, e.content_hash FROM ${table} e WHERE e.chain_seq IS NOT NULL ORDER BY e.chain_seq LOOP
            prev := encode(sha256(convert_to(prev || r.content_hash, 'UTF8')), 'hex');
            UPDATE ${table} SET chain_hash = prev WHERE id = r.id;
          END LOOP;
        END $$`);
      await q.query(`
        CREATE OR REPLACE FUNCTION ${table}_chain() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE prev text;
        BEGIN
          PERFORM pg_advisory_xact_lock(hashtext('audit-chain:${table}'));
          SELECT chain_hash INTO prev FROM ${table}
            WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1;
          IF prev IS NULL THEN
            SELECT chain_hash INTO prev FROM audit_chain_anchors WHERE table_name = '${table}';
          END IF;
          UPDATE ${table}
             SET chain_seq = nextval('${table}_chain_seq'),
                 chain_hash = encode(sha256(convert_to(coalesce(prev, repeat('0', 64)) || content_hash, 'UTF8')), 'hex')
           WHERE id = NEW.id;
          RETURN NULL;
        END $$`);
      await q.query(`
        CREATE OR REPLACE FUNCTION ${table}_content() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.erased := false;
          NEW.chain_seq := NULL;
          NEW.chain_hash := NULL;
          RETURN NEW;
        END $$`);
      await q.query(`DROP INDEX ${table}_chain_idx`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN chain_id`);
    }
  }
}
