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
