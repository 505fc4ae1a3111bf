import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChainLinkPerCitizen } from './audit-chain-trigger';

/**
 * Journey events and security events partitioned by month (DESIGN §18; issue 26), on PGlite and on
 * PostgreSQL ≥ 13 alike, so that retention drops whole months instead of deleting rows.
 *
 * - Each table is `PARTITION BY RANGE (occurred_at)`: one partition per calendar month in UTC
 *   (`security_events_y2026m11`) and a DEFAULT partition (`security_events_default`) that catches a
 *   row outside every monthly one, so an insert never fails for want of a partition.
 * - A partitioned table's unique keys hold the partition column: the primary key is `(id,
 *   occurred_at)`; `chain_seq` keeps a plain index (one sequence draws it, nothing else writes it).
 * - `journey_events.sequence` becomes a column default on its own sequence (PostgreSQL before 17 has
 *   no identity column on a partitioned table), the sequence carried on where the identity stood.
 * - `audit_ensure_partitions(table, first month, months)` creates the monthly partitions that are
 *   missing, idempotent and under an advisory lock per table (replicas starting together); rows the
 *   DEFAULT partition caught for such a month move into it with their links as they are.
 * - The existing rows are copied into the partitioned table as they are (chain columns included,
 *   before the triggers exist): nothing is re-linked, the chains and checkpoints stay valid.
 * - The audit triggers are defined on the partitioned table (cloned to each partition); the link
 *   trigger updates the row in its own partition (`occurred_at` with the id).
 */
const TABLES = {
  journey_events: {
    indexes: [
      'CREATE INDEX journey_events_chain_idx ON journey_events (chain_id, chain_seq)',
      'CREATE INDEX journey_events_chain_seq_idx ON journey_events (chain_seq)',
      'CREATE INDEX journey_events_journey_idx ON journey_events (journey_id, occurred_at)',
      'CREATE INDEX journey_events_journey_sequence ON journey_events (journey_id, sequence)',
    ],
    foreignKey: `ALTER TABLE journey_events ADD CONSTRAINT journey_events_journey_id_fkey
                   FOREIGN KEY (journey_id) REFERENCES journeys(id) ON DELETE SET NULL`,
  },
  security_events: {
    indexes: [
      'CREATE INDEX security_events_chain_idx ON security_events (chain_id, chain_seq)',
      'CREATE INDEX security_events_chain_seq_idx ON security_events (chain_seq)',
      'CREATE INDEX security_events_citizen_id_idx ON security_events (citizen_id, occurred_at)',
    ],
    foreignKey: `ALTER TABLE security_events ADD CONSTRAINT security_events_citizen_id_fkey
                   FOREIGN KEY (citizen_id) REFERENCES citizens(id) ON DELETE SET NULL`,
  },
} as const;

type Table = keyof typeof TABLES;

/** The triggers of 1766000300000, as they were on the one table. */
async function createTriggers(q: QueryRunner, table: Table): Promise<void> {
  await q.query(
    `CREATE TRIGGER ${table}_content BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_content()`,
  );
  await q.query(`CREATE CONSTRAINT TRIGGER ${table}_chain AFTER INSERT ON ${table}
                   DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${table}_chain()`);
}

/** journey_events.sequence's next value (the identity's or the sequence's), so that numbers carry on. */
async function nextSequence(q: QueryRunner): Promise<string> {
  const [{ next }] = (await q.query(
    `SELECT (coalesce(max(sequence), 0) + 1)::text AS next FROM journey_events`,
  )) as { next: string }[];
  const [{ last }] = (await q.query(
    `SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::text AS last FROM journey_events_sequence_seq`,
  )) as { last: string }[];
  return BigInt(last) > BigInt(next) ? last : next;
}

export class PartitionedEventTables1766000400000 implements MigrationInterface {
  name = 'PartitionedEventTables1766000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION audit_ensure_partitions(parent text, first_month timestamptz, months int) RETURNS int
      LANGUAGE plpgsql AS $$
      DECLARE m timestamp; name text; lo timestamptz; hi timestamptz; created int := 0;
      BEGIN
        FOR i IN 0 .. months - 1 LOOP
          m := date_trunc('month', first_month AT TIME ZONE 'UTC') + make_interval(months => i);
          name := parent || '_y' || to_char(m, 'YYYY') || 'm' || to_char(m, 'MM');
          CONTINUE WHEN to_regclass(name) IS NOT NULL;
          -- One creator per table at a time (replicas starting together, the purge), checked again under
          -- the lock by a query of its own: to_regclass reads a catalog cache that an advisory lock does
          -- not refresh, and would miss the partition another session just created.
          PERFORM pg_advisory_xact_lock(hashtext('audit-partitions:' || parent));
          CONTINUE WHEN EXISTS (SELECT 1 FROM pg_class c WHERE c.relname = name
                                   AND c.relnamespace = (SELECT p.relnamespace FROM pg_class p WHERE p.oid = parent::regclass));
          lo := m AT TIME ZONE 'UTC';
          hi := (m + interval '1 month') AT TIME ZONE 'UTC';
          -- Built beside the table and attached (no exclusive lock on the table while it is filled):
          -- the rows the DEFAULT partition caught for this month move into it, their links unchanged.
          EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name, parent);
          EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK (occurred_at >= %L AND occurred_at < %L)',
                         name, name || '_month', lo, hi);
          -- No insert reaches DEFAULT between the move and the attach (inserts into other partitions go on).
          EXECUTE format('LOCK TABLE %I IN EXCLUSIVE MODE', parent || '_default');
          EXECUTE format('WITH moved AS (DELETE FROM %I WHERE occurred_at >= %L AND occurred_at < %L RETURNING *)
                          INSERT INTO %I SELECT * FROM moved', parent || '_default', lo, hi, name);
          EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, name, lo, hi);
          EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', name, name || '_month');
          created := created + 1;
        END LOOP;
        RETURN created;
      END $$`);
    // The identity becomes a default on a sequence of the same name, carried on.
    const next = await nextSequence(q);
    await q.query(`ALTER TABLE journey_events ALTER COLUMN sequence DROP IDENTITY`);
    await q.query(`CREATE SEQUENCE journey_events_sequence_seq AS bigint START WITH ${next}`);

    for (const table of Object.keys(TABLES) as Table[]) {
      await q.query(`ALTER TABLE ${table} RENAME TO ${table}_unpartitioned`);
      await q.query(`CREATE TABLE ${table} (LIKE ${table}_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
                       PARTITION BY RANGE (occurred_at)`);
      if (table === 'journey_events')
        await q.query(
          `ALTER TABLE journey_events ALTER COLUMN sequence SET DEFAULT nextval('journey_events_sequence_seq')`,
        );
      await q.query(`CREATE TABLE ${table}_default PARTITION OF ${table} DEFAULT`);
      // A partition for every month that has rows, up to two months ahead; later rows stay in DEFAULT.
      await q.query(
        `SELECT audit_ensure_partitions($1, m, 1) FROM (
           SELECT DISTINCT date_trunc('month', occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS m
             FROM ${table}_unpartitioned
            WHERE occurred_at < (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '3 months') AT TIME ZONE 'UTC') months`,
        [table],
      );
      await q.query(`SELECT audit_ensure_partitions($1, now(), 3)`, [table]);
      await q.query(`INSERT INTO ${table} SELECT * FROM ${table}_unpartitioned`);
      await q.query(`DROP TABLE ${table}_unpartitioned`);
      await q.query(`ALTER TABLE ${table} ADD PRIMARY KEY (id, occurred_at)`);
      for (const index of TABLES[table].indexes) await q.query(index);
      await q.query(TABLES[table].foreignKey);
      await createChainLinkPerCitizen(q, table, true);
      await createTriggers(q, table);
    }
    await q.query(`ALTER SEQUENCE journey_events_sequence_seq OWNED BY journey_events.sequence`);
  }

  async down(q: QueryRunner): Promise<void> {
    const next = await nextSequence(q);
    await q.query(`ALTER TABLE journey_events ALTER COLUMN sequence DROP DEFAULT`);
    for (const table of Object.keys(TABLES) as Table[]) {
      await q.query(`ALTER TABLE ${table} RENAME TO ${table}_partitioned`);
      await q.query(
        `CREATE TABLE ${table} (LIKE ${table}_partitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`,
      );
      await q.query(`INSERT INTO ${table} SELECT * FROM ${table}_partitioned`);
      await q.query(`DROP TABLE ${table}_partitioned`);
      await q.query(`ALTER TABLE ${table} ADD PRIMARY KEY (id)`);
      for (const index of TABLES[table].indexes)
        await q.query(
          index.endsWith('(chain_seq)') ? index.replace('CREATE INDEX', 'CREATE UNIQUE INDEX') : index,
        );
      await q.query(TABLES[table].foreignKey);
      await createChainLinkPerCitizen(q, table, false);
      await createTriggers(q, table);
    }
    await q.query(
      `ALTER TABLE journey_events ALTER COLUMN sequence ADD GENERATED ALWAYS AS IDENTITY (START WITH ${next})`,
    );
    await q.query(`DROP FUNCTION audit_ensure_partitions(text, timestamptz, int)`);
  }
}
