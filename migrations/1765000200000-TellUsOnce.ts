import { MigrationInterface, QueryRunner } from 'typeorm';
import PgBoss from 'pg-boss';

const EVENT_KINDS_BEFORE = `'JOURNEY_CREATED', 'MILESTONE_COMPLETED', 'EVIDENCE_REFRESHED', 'JOURNEY_BLOCKED',
  'JOURNEY_UNBLOCKED', 'JOURNEY_COMPLETED', 'ANSWERS_CHANGED', 'MILESTONE_WITHDRAWN'`;

/**
 * Telling agencies once (DESIGN §15) and a journey that keeps time (§16):
 * - the job queue's own schema (pg-boss 10, `pgboss`), created here from the library's construction
 *   plan so that it is a reviewed migration like any other and the service starts it with migrate off;
 * - `journey_sharing`: the citizen's consent per journey and agency;
 * - `deliveries`: the outbox, one row per event to an agency, written in the journey change's
 *   transaction; `agency_stops`: agencies that answered 410;
 * - closing a journey (status CLOSED, closed_at, close_reason) and the new event kinds;
 * - `journey_offers`: journeys offered when another reaches a point; `journey_reminders`: the
 *   queue's job of each scheduled reminder, so that it can be moved or cancelled.
 */
export class TellUsOnce1765000200000 implements MigrationInterface {
  name = 'TellUsOnce1765000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(PgBoss.getConstructionPlans('pgboss'));

    await q.query(`ALTER TABLE journeys DROP CONSTRAINT journeys_status_check`);
    await q.query(`ALTER TABLE journeys DROP CONSTRAINT journeys_completed_has_no_current`);
    await q.query(`ALTER TABLE journeys
      ADD COLUMN closed_at timestamptz,
      ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
      ADD COLUMN consented_agencies text[] NOT NULL DEFAULT '{}',
      ADD COLUMN next_due_date text CHECK (next_due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      ADD COLUMN close_reason text CHECK (close_reason IN ('NO_LONGER_NEEDED', 'DONE_ELSEWHERE', 'CREATED_BY_MISTAKE')),
      ADD CONSTRAINT journeys_status_check CHECK (status IN ('ACTIVE', 'BLOCKED', 'COMPLETED', 'CLOSED')),
      ADD CONSTRAINT journeys_finished_has_no_current
        CHECK ((status IN ('COMPLETED', 'CLOSED')) = (current_milestone_code IS NULL)),
      ADD CONSTRAINT journeys_closed_state
        CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL AND close_reason IS NOT NULL))`);
    await q.query(`ALTER TABLE journey_events DROP CONSTRAINT journey_events_kind_check`);
    await q.query(`ALTER TABLE journey_events ADD CONSTRAINT journey_events_kind_check CHECK (kind IN (
      ${EVENT_KINDS_BEFORE}, 'JOURNEY_CLOSED', 'SHARING_CONSENT_CHANGED'))`);
    await q.query(`ALTER TABLE journey_events DROP CONSTRAINT journey_events_status_check`);
    await q.query(`ALTER TABLE journey_events ADD CONSTRAINT journey_events_status_check
      CHECK (status IN ('ACTIVE', 'BLOCKED', 'COMPLETED', 'CLOSED'))`);

    await q.query(`
      CREATE TABLE journey_sharing (
        journey_id uuid NOT NULL REFERENCES journeys (id) ON DELETE CASCADE,
        agency_code text NOT NULL,
        consent boolean NOT NULL,
        decided_at timestamptz NOT NULL,
        PRIMARY KEY (journey_id, agency_code)
      )`);
    await q.query(`
      CREATE TABLE deliveries (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        journey_id uuid NOT NULL REFERENCES journeys (id) ON DELETE CASCADE,
        agency_code text NOT NULL,
        event_type text NOT NULL,
        milestone_code text,
        event jsonb NOT NULL CHECK (jsonb_typeof(event) = 'object'),
        status text NOT NULL CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        created_at timestamptz NOT NULL,
        delivered_at timestamptz,
        last_attempt_at timestamptz,
        last_error text,
        CONSTRAINT deliveries_delivered_state CHECK ((status = 'DELIVERED') = (delivered_at IS NOT NULL))
      )`);
    // The journey's list ("who we told"), and the order per journey and agency.
    await q.query(`CREATE INDEX deliveries_journey_idx ON deliveries (journey_id, agency_code, seq)`);
    await q.query(
      `CREATE INDEX deliveries_pending_idx ON deliveries (agency_code, created_at) WHERE status <> 'DELIVERED'`,
    );
    await q.query(`
      CREATE TABLE agency_stops (
        agency_code text PRIMARY KEY,
        stopped_at timestamptz NOT NULL,
        reason text NOT NULL
      )`);

    await q.query(`
      CREATE TABLE journey_offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        citizen_id uuid NOT NULL REFERENCES citizens (id) ON DELETE CASCADE,
        from_journey_id uuid NOT NULL REFERENCES journeys (id) ON DELETE CASCADE,
        workflow_code text NOT NULL,
        reason text NOT NULL,
        status text NOT NULL CHECK (status IN ('OPEN', 'ACCEPTED', 'DECLINED')),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        decided_at timestamptz,
        accepted_journey_id uuid REFERENCES journeys (id) ON DELETE SET NULL,
        CONSTRAINT journey_offers_once UNIQUE (from_journey_id, workflow_code)
      )`);
    await q.query(`CREATE INDEX journey_offers_citizen_idx ON journey_offers (citizen_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE journey_reminders (
        journey_id uuid NOT NULL REFERENCES journeys (id) ON DELETE CASCADE,
        milestone_code text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('DUE_SOON', 'OVERDUE')),
        due_date date NOT NULL,
        job_id uuid NOT NULL,
        PRIMARY KEY (journey_id, milestone_code, kind)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE journey_reminders`);
    await q.query(`DROP TABLE journey_offers`);
    await q.query(`DROP TABLE agency_stops`);
    await q.query(`DROP TABLE deliveries`);
    await q.query(`DROP TABLE journey_sharing`);
    await q.query(
      `DELETE FROM journey_events WHERE kind IN ('JOURNEY_CLOSED', 'SHARING_CONSENT_CHANGED') OR status = 'CLOSED'`,
    );
    await q.query(`ALTER TABLE journey_events DROP CONSTRAINT journey_events_status_check`);
    await q.query(`ALTER TABLE journey_events ADD CONSTRAINT journey_events_status_check
      CHECK (status IN ('ACTIVE', 'BLOCKED', 'COMPLETED'))`);
    await q.query(`ALTER TABLE journey_events DROP CONSTRAINT journey_events_kind_check`);
    await q.query(
      `ALTER TABLE journey_events ADD CONSTRAINT journey_events_kind_check CHECK (kind IN (${EVENT_KINDS_BEFORE}))`,
    );
    await q.query(`DELETE FROM journeys WHERE status = 'CLOSED'`);
    await q.query(`ALTER TABLE journeys DROP CONSTRAINT journeys_closed_state,
      DROP CONSTRAINT journeys_finished_has_no_current, DROP CONSTRAINT journeys_status_check,
      DROP COLUMN close_reason, DROP COLUMN closed_at, DROP COLUMN next_due_date, DROP COLUMN version,
      DROP COLUMN consented_agencies`);
    await q.query(`ALTER TABLE journeys
      ADD CONSTRAINT journeys_status_check CHECK (status IN ('ACTIVE', 'BLOCKED', 'COMPLETED')),
      ADD CONSTRAINT journeys_completed_has_no_current CHECK ((status = 'COMPLETED') = (current_milestone_code IS NULL))`);
    await q.query(`DROP SCHEMA pgboss CASCADE`);
  }
}
