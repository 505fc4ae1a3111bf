import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deliveries partitioned by month (DESIGN §18; issue 26), on PGlite and on PostgreSQL ≥ 13 alike, like
 * the event tables of 1766000400000, so that retention drops whole months of finished deliveries.
 *
 * - `deliveries` is `PARTITION BY RANGE (created_at)`: one partition per calendar month in UTC
 *   (`deliveries_y2026m11`) and a DEFAULT partition (`deliveries_default`).
 * - The primary key is `(id, created_at)` (a partitioned table's unique keys hold the partition
 *   column); the id is a random UUID drawn by the service, unique without the index.
 * - `seq` becomes a column default on its own sequence of the identity's name, carried on (PostgreSQL
 *   before 17 has no identity column on a partitioned table).
 * - `audit_ensure_partitions` is made generic: it reads the partition column of the table from the
 *   catalog (it wrote `occurred_at` until now), so the one function creates the months ahead of all
 *   three tables. On the event tables it does exactly what it did.
 * - `created_at` holds whole milliseconds (a CHECK): the service writes it from a JavaScript date, and
 *   the worker finds and updates a delivery by id and `created_at` read back into one (so that
 *   PostgreSQL looks in one partition); a sub-millisecond value would not match. The only writer of
 *   finer values was the replay (`now()`), which now truncates; the rows it wrote are truncated here.
 * - The rows are copied as they are otherwise; the indexes, checks and the foreign key to journeys
 *   (`ON DELETE CASCADE`) are the same.
 */
const INDEXES = [
  // The journey's list ("who we told"), and the order per journey and agency.
  'CREATE INDEX deliveries_journey_idx ON deliveries (journey_id, agency_code, seq)',
  `CREATE INDEX deliveries_pending_idx ON deliveries (agency_code, created_at) WHERE status <> 'DELIVERED'`,
];
const WHOLE_MILLISECONDS = `ALTER TABLE deliveries ADD CONSTRAINT deliveries_created_at_ms
  CHECK (created_at AT TIME ZONE 'UTC' = date_trunc('milliseconds', created_at AT TIME ZONE 'UTC'))`;
const FOREIGN_KEY = `ALTER TABLE deliveries ADD CONSTRAINT deliveries_journey_id_fkey
                       FOREIGN KEY (journey_id) REFERENCES journeys (id) ON DELETE CASCADE`;

/** deliveries.seq's next value (the identity's or the sequence's), so that numbers carry on. */
async function nextSeq(q: QueryRunner): Promise<string> {
  const [{ next }] = (await q.query(`SELECT (coalesce(max(seq), 0) + 1)::text AS next FROM deliveries`)) as {
    next: string;
  }[];
  const [{ last }] = (await q.query(
    `SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::text AS last FROM deliveries_seq_seq`,
  )) as { last: string }[];
  return BigInt(last) > BigInt(next) ? last : next;
}

export class PartitionedDeliveries1766000460000 implements MigrationInterface {
  name = 'PartitionedDeliveries1766000460000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_ensure_partitions(parent text, first_month timestamptz, months int) RETURNS int
      LANGUAGE plpgsql AS $$
      DECLARE m timestamp; name text; lo timestamptz; hi timestamptz; created int := 0; col text;
      BEGIN
        -- The table's partition column: occurred_at (journey and security events), created_at (deliveries).
        SELECT a.attname INTO STRICT col FROM pg_partitioned_table p
          JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
         WHERE p.partrelid = parent::regclass;
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
          -- the rows the DEFAULT partition caught for this month move into it, unchanged.
          EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name, parent);
          EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK (%I >= %L AND %I < %L)',
                         name, name || '_month', col, lo, col, hi);
          -- No insert reaches DEFAULT between the move and the attach (inserts into other partitions go on).
          EXECUTE format('LOCK TABLE %I IN EXCLUSIVE MODE', parent || '_default');
          EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= %L AND %I < %L RETURNING *)
                          INSERT INTO %I SELECT * FROM moved', parent || '_default', col, lo, col, hi, name);
          EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, name, lo, hi);
          EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', name, name || '_month');
          created := created + 1;
        END LOOP;
        RETURN created;
      END $$`);

    // The identity becomes a default on a sequence of the same name, carried on.
    const next = await nextSeq(q);
    await q.query(`ALTER TABLE deliveries ALTER COLUMN seq DROP IDENTITY`);
    await q.query(`CREATE SEQUENCE deliveries_seq_seq AS bigint START WITH ${next}`);

    await q.query(`UPDATE deliveries SET created_at = date_trunc('milliseconds', created_at)
                     WHERE created_at <> date_trunc('milliseconds', created_at)`);
    await q.query(`ALTER TABLE deliveries RENAME TO deliveries_unpartitioned`);
    await q.query(`CREATE TABLE deliveries (LIKE deliveries_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
                     PARTITION BY RANGE (created_at)`);
    await q.query(`ALTER TABLE deliveries ALTER COLUMN seq SET DEFAULT nextval('deliveries_seq_seq')`);
    await q.query(WHOLE_MILLISECONDS);
    await q.query(`CREATE TABLE deliveries_default PARTITION OF deliveries DEFAULT`);
    // A partition for every month that has rows, up to two months ahead; later rows stay in DEFAULT.
    await q.query(
      `SELECT audit_ensure_partitions('deliveries', m, 1) FROM (
         SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS m
           FROM deliveries_unpartitioned
          WHERE created_at < (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '3 months') AT TIME ZONE 'UTC') months`,
    );
    await q.query(`SELECT audit_ensure_partitions('deliveries', now(), 3)`);
    await q.query(`INSERT INTO deliveries SELECT * FROM deliveries_unpartitioned`);
    await q.query(`DROP TABLE deliveries_unpartitioned`);
    await q.query(`ALTER TABLE deliveries ADD PRIMARY KEY (id, created_at)`);
    for (const index of INDEXES) await q.query(index);
    await q.query(FOREIGN_KEY);
    await q.query(`ALTER SEQUENCE deliveries_seq_seq OWNED BY deliveries.seq`);
  }

  /**
   * Back to one table with the identity. `audit_ensure_partitions` stays generic: on the event tables
   * (the only ones partitioned after this) it does what the function of 1766000400000 did, and that
   * migration's down drops it.
   */
  async down(q: QueryRunner): Promise<void> {
    const next = await nextSeq(q);
    await q.query(`ALTER TABLE deliveries ALTER COLUMN seq DROP DEFAULT`);
    await q.query(`ALTER TABLE deliveries RENAME TO deliveries_partitioned`);
    await q.query(
      `CREATE TABLE deliveries (LIKE deliveries_partitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`,
    );
    await q.query(`ALTER TABLE deliveries DROP CONSTRAINT deliveries_created_at_ms`);
    await q.query(`INSERT INTO deliveries SELECT * FROM deliveries_partitioned`);
    // Its sequence (owned by its seq) goes with it; the identity draws on from the same number.
    await q.query(`DROP TABLE deliveries_partitioned`);
    await q.query(`ALTER TABLE deliveries ADD PRIMARY KEY (id)`);
    for (const index of INDEXES) await q.query(index);
    await q.query(FOREIGN_KEY);
    await q.query(
      `ALTER TABLE deliveries ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (START WITH ${next})`,
    );
  }
}
