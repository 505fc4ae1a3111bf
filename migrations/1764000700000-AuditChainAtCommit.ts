import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChainTriggerAtInsert } from './audit-chain-trigger';

const TABLES = {
  journey_events: 'audit_journey_event_content',
  security_events: 'audit_security_event_content',
} as const;

/**
 * The audit chain (1764000500000) is linked at commit instead of at insert. Before, the insert
 * trigger took the chain's advisory lock and held it until the transaction ended, through the
 * round trips between the statement and COMMIT: every journey change of every citizen waited for
 * the one before it. Now:
 *
 * - a BEFORE INSERT trigger computes the row's content hash (no lock);
 * - a deferred constraint trigger, run as the transaction commits, takes the lock, draws `chain_seq`
 *   and writes `chain_hash` over the previous row's (or, after a retention purge removed every row,
 *   the anchor's). The lock is held only for that and the commit itself.
 *
 * The chain is unchanged: one per table, in commit order, verified by the same verifier. A committed
 * row always has both columns set; the verifier reports one without them (UNCHAINED).
 */
export class AuditChainAtCommit1764000700000 implements MigrationInterface {
  name = 'AuditChainAtCommit1764000700000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, content] of Object.entries(TABLES)) {
      await q.query(`DROP TRIGGER ${table}_chain ON ${table}`);
      await q.query(`DROP FUNCTION ${table}_chain()`);
      await q.query(
        `ALTER TABLE ${table} ALTER COLUMN chain_hash DROP NOT NULL, ALTER COLUMN chain_seq DROP NOT NULL`,
      );
      await q.query(`
        CREATE FUNCTION ${table}_content() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.erased := false;
          NEW.content_hash := ${content}(NEW);
          NEW.chain_seq := NULL;
          NEW.chain_hash := NULL;
          RETURN NEW;
        END $$`);
      await q.query(
        `CREATE TRIGGER ${table}_content BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_content()`,
      );
      await q.query(`
        CREATE FUNCTION ${table}_chain() RETURNS trigger LANGUAGE plpgsql AS $$
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
        CREATE CONSTRAINT TRIGGER ${table}_chain AFTER INSERT ON ${table}
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${table}_chain()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, content] of Object.entries(TABLES)) {
      await q.query(`DROP TRIGGER ${table}_chain ON ${table}`);
      await q.query(`DROP FUNCTION ${table}_chain()`);
      await q.query(`DROP TRIGGER ${table}_content ON ${table}`);
      await q.query(`DROP FUNCTION ${table}_content()`);
      await q.query(
        `ALTER TABLE ${table} ALTER COLUMN chain_hash SET NOT NULL, ALTER COLUMN chain_seq SET NOT NULL`,
      );
      await createChainTriggerAtInsert(q, table, content);
    }
  }
}
