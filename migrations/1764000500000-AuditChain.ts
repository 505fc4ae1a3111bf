import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChainTriggerAtInsert } from './audit-chain-trigger';

/**
 * A tamper-evident audit trail (DESIGN §13): every journey event and security event carries the
 * SHA-256 of its own content (`content_hash`) and a chain hash over the previous row's chain hash
 * and its own content hash (`chain_hash`), in the order given by `chain_seq`.
 *
 * Computed by the database on insert (a trigger), so every way of writing an event is covered.
 * The trigger takes a transaction-scoped advisory lock per table before it reads the last chain
 * hash and draws `chain_seq`, so concurrent writers chain one after the other and `chain_seq`
 * order is commit order.
 *
 * Erasure (DELETE /me) blanks a row's personal content and sets `erased`; its hashes stay, so the
 * chain still verifies. Journey events therefore no longer disappear with their journey: the
 * foreign key sets `journey_id` to NULL instead of cascading.
 */
export class AuditChain1764000500000 implements MigrationInterface {
  name = 'AuditChain1764000500000';

  async up(q: QueryRunner): Promise<void> {
    // What each row's content hash covers. Timestamps as microseconds since the epoch, so the
    // session's TimeZone never changes a hash; jsonb's text form is canonical.
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
    for (const table of ['journey_events', 'security_events']) {
      const content =
        table === 'journey_events' ? 'audit_journey_event_content' : 'audit_security_event_content';
      await q.query(`ALTER TABLE ${table}
        ADD COLUMN content_hash text CHECK (content_hash ~ '^[0-9a-f]{64}$'),
        ADD COLUMN chain_hash text CHECK (chain_hash ~ '^[0-9a-f]{64}$'),
        ADD COLUMN chain_seq bigint,
        ADD COLUMN erased boolean NOT NULL DEFAULT false`);
      await q.query(`CREATE SEQUENCE ${table}_chain_seq`);
      // Rows written before this migration join the chain in the order they were written.
      await q.query(`
        DO $$
        DECLARE r record; prev text := repeat('0', 64); h text;
        BEGIN
          FOR r IN SELECT e.id, ${content}(e) AS c FROM ${table} e
                   ORDER BY e.occurred_at, ${table === 'journey_events' ? 'e.sequence' : 'e.id'} LOOP
            h := encode(sha256(convert_to(prev || r.c, 'UTF8')), 'hex');
            UPDATE ${table} SET content_hash = r.c, chain_hash = h, chain_seq = nextval('${table}_chain_seq') WHERE id = r.id;
            prev := h;
          END LOOP;
        END $$`);
      await q.query(`ALTER TABLE ${table}
        ALTER COLUMN content_hash SET NOT NULL, ALTER COLUMN chain_hash SET NOT NULL, ALTER COLUMN chain_seq SET NOT NULL`);
      await q.query(`CREATE UNIQUE INDEX ${table}_chain_seq_idx ON ${table} (chain_seq)`);
      await createChainTriggerAtInsert(q, table, content);
    }
    // The retention purge removes the oldest security events (RETENTION_SECURITY_EVENTS_DAYS): it
    // keeps the chain hash of the last row it removed, where the verifier starts.
    await q.query(`
      CREATE TABLE audit_chain_anchors (
        table_name text PRIMARY KEY CHECK (table_name IN ('journey_events', 'security_events')),
        chain_seq bigint NOT NULL,
        chain_hash text NOT NULL CHECK (chain_hash ~ '^[0-9a-f]{64}$'),
        updated_at timestamptz NOT NULL
      )`);
    // An erasure is itself recorded (without the citizen).
    await q.query(`ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check`);
    await q.query(`ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check CHECK (kind IN (
      'SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'SIGNED_OUT', 'LIVENESS_PASSED', 'LIVENESS_FAILED',
      'ASSURANCE_GRANTED', 'CITIZEN_ERASED'))`);
    // Erasure keeps the events (blanked) in the chain.
    await q.query(`ALTER TABLE journey_events DROP CONSTRAINT journey_events_journey_id_fkey`);
    await q.query(`ALTER TABLE journey_events ALTER COLUMN journey_id DROP NOT NULL`);
    await q.query(`ALTER TABLE journey_events ADD CONSTRAINT journey_events_journey_id_fkey
      FOREIGN KEY (journey_id) REFERENCES journeys (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM security_events WHERE kind = 'CITIZEN_ERASED'`);
    await q.query(`ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check`);
    await q.query(`ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check CHECK (kind IN (
      'SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'SIGNED_OUT', 'LIVENESS_PASSED', 'LIVENESS_FAILED', 'ASSURANCE_GRANTED'))`);
    await q.query(`DROP TABLE audit_chain_anchors`);
    await q.query(`DELETE FROM journey_events WHERE journey_id IS NULL`);
    await q.query(`ALTER TABLE journey_events DROP CONSTRAINT journey_events_journey_id_fkey`);
    await q.query(`ALTER TABLE journey_events ALTER COLUMN journey_id SET NOT NULL`);
    await q.query(`ALTER TABLE journey_events ADD CONSTRAINT journey_events_journey_id_fkey
      FOREIGN KEY (journey_id) REFERENCES journeys (id) ON DELETE CASCADE`);
    for (const table of ['journey_events', 'security_events']) {
      await q.query(`DROP TRIGGER ${table}_chain ON ${table}`);
      await q.query(`DROP FUNCTION ${table}_chain()`);
      await q.query(
        `ALTER TABLE ${table} DROP COLUMN content_hash, DROP COLUMN chain_hash, DROP COLUMN chain_seq, DROP COLUMN erased`,
      );
      await q.query(`DROP SEQUENCE ${table}_chain_seq`);
    }
    await q.query(`DROP FUNCTION audit_journey_event_content(journey_events)`);
    await q.query(`DROP FUNCTION audit_security_event_content(security_events)`);
  }
}
