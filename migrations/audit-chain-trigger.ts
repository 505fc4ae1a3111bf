import { QueryRunner } from 'typeorm';

// Not a migration (the migration glob takes only files named <timestamp>-<Name>): SQL shared by two.

/**
 * The audit chain trigger of migration 1764000500000: on insert, under the chain's advisory lock held to the end of
 * the transaction. 1764000700000 replaces it (linked at commit) and restores it on the way down.
 */
export async function createChainTriggerAtInsert(
  q: QueryRunner,
  table: string,
  content: string,
): Promise<void> {
  await q.query(`
    CREATE FUNCTION ${table}_chain() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE prev text;
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('audit-chain:${table}'));
      SELECT chain_hash INTO prev FROM ${table} ORDER BY chain_seq DESC LIMIT 1;
      NEW.erased := false;
      NEW.chain_seq := nextval('${table}_chain_seq');
      NEW.content_hash := ${content}(NEW);
      NEW.chain_hash := encode(sha256(convert_to(coalesce(prev, repeat('0', 64)) || NEW.content_hash, 'UTF8')), 'hex');
      RETURN NEW;
    END $$`);
  await q.query(
    `CREATE TRIGGER ${table}_chain BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_chain()`,
  );
}

/**
 * The chain a new row is linked into (1766000300000): its citizen's — for a journey event the journey's
 * citizen, for a security event the event's — or, without one, one of 16 shard chains by a hash of the
 * row id. SQL over `NEW`, for the link trigger.
 */
export const CHAIN_OF = {
  journey_events: `coalesce((SELECT hashtextextended('citizen:' || j.citizen_id, 0) FROM journeys j WHERE j.id = NEW.journey_id),
                              hashtextextended('shard:' || (hashtextextended(NEW.id::text, 0) & 15), 0))`,
  security_events: `CASE WHEN NEW.citizen_id IS NOT NULL THEN hashtextextended('citizen:' || NEW.citizen_id, 0)
                              ELSE hashtextextended('shard:' || (hashtextextended(NEW.id::text, 0) & 15), 0) END`,
} as const;

/**
 * The link trigger's function of 1766000300000: under the chain's advisory lock, the chain's previous
 * link (or its anchor), then the row's `chain_id`, `chain_seq`, `chain_hash`. On a partitioned table
 * (1766000400000) the row is updated in its own partition (`occurred_at` given with its id).
 */
export async function createChainLinkPerCitizen(
  q: QueryRunner,
  table: keyof typeof CHAIN_OF,
  partitioned: boolean,
): Promise<void> {
  await q.query(`
    CREATE OR REPLACE FUNCTION ${table}_chain() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE chain bigint; prev text;
    BEGIN
      chain := ${CHAIN_OF[table]};
      PERFORM pg_advisory_xact_lock(hashtextextended('audit-chain:${table}:' || chain, 0));
      SELECT chain_hash INTO prev FROM ${table}
        WHERE chain_id = chain ORDER BY chain_seq DESC LIMIT 1;
      IF prev IS NULL THEN
        SELECT chain_hash INTO prev FROM audit_chain_anchors WHERE table_name = '${table}' AND chain_id = chain;
      END IF;
      UPDATE ${table}
         SET chain_id = chain,
             chain_seq = nextval('${table}_chain_seq'),
             chain_hash = encode(sha256(convert_to(coalesce(prev, repeat('0', 64)) || content_hash, 'UTF8')), 'hex')
       WHERE id = NEW.id${partitioned ? ' AND occurred_at = NEW.occurred_at' : ''};
      RETURN NULL;
    END $$`);
}
