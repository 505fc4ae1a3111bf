import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Intents (a citizen's message and its assessment), journeys (a citizen's instance of a pinned
 * template version), the answers of each completed milestone, and the journey event log.
 */
export class IntentsAndJourneys1763790000000 implements MigrationInterface {
  name = 'IntentsAndJourneys1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE intents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        citizen_id uuid NOT NULL REFERENCES citizens (id) ON DELETE CASCADE,
        message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
        supported boolean NOT NULL,
        workflow_code text,
        life_event text,
        summary text NOT NULL,
        facts jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(facts) = 'object'),
        confidence double precision NOT NULL CHECK (confidence >= 0 AND confidence <= 1),
        compiler text NOT NULL CHECK (compiler IN ('NLU', 'LLM')),
        created_at timestamptz NOT NULL,
        CONSTRAINT intents_supported_has_workflow CHECK (supported = (workflow_code IS NOT NULL)),
        CONSTRAINT intents_supported_has_life_event CHECK (supported = (life_event IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX intents_citizen_idx ON intents (citizen_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE journeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        citizen_id uuid NOT NULL REFERENCES citizens (id) ON DELETE CASCADE,
        intent_id uuid NOT NULL REFERENCES intents (id) ON DELETE CASCADE,
        workflow_code text NOT NULL,
        workflow_version integer NOT NULL,
        title text NOT NULL,
        status text NOT NULL CHECK (status IN ('ACTIVE', 'BLOCKED', 'COMPLETED')),
        current_milestone_code text,
        progress smallint NOT NULL CHECK (progress BETWEEN 0 AND 100),
        blocked_reason text CHECK (blocked_reason IN ('DOCUMENTS_MISSING')),
        facts jsonb NOT NULL CHECK (jsonb_typeof(facts) = 'object'),
        evidence_documents jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(evidence_documents) = 'array'),
        created_with_assurance_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_activity_at timestamptz NOT NULL,
        completed_at timestamptz,
        CONSTRAINT journeys_intent_id_key UNIQUE (intent_id),
        CONSTRAINT journeys_workflow_fkey FOREIGN KEY (workflow_code, workflow_version)
          REFERENCES workflow_templates (code, version),
        CONSTRAINT journeys_blocked_has_reason CHECK ((status = 'BLOCKED') = (blocked_reason IS NOT NULL)),
        CONSTRAINT journeys_completed_has_no_current CHECK ((status = 'COMPLETED') = (current_milestone_code IS NULL)),
        CONSTRAINT journeys_completed_state CHECK (
          (status = 'COMPLETED' AND progress = 100 AND completed_at IS NOT NULL)
          OR (status <> 'COMPLETED' AND completed_at IS NULL)
        )
      )`);
    // Serves GET /journeys: one citizen's journeys, most recent activity first.
    await q.query(
      `CREATE INDEX journeys_citizen_activity_idx ON journeys (citizen_id, last_activity_at DESC, id DESC)`,
    );

    await q.query(`
      CREATE TABLE journey_milestones (
        journey_id uuid NOT NULL REFERENCES journeys (id) ON DELETE CASCADE,
        milestone_code text NOT NULL,
        sequence integer NOT NULL CHECK (sequence > 0),
        answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
        automatic boolean NOT NULL,
        completed_at timestamptz NOT NULL,
        PRIMARY KEY (journey_id, milestone_code),
        CONSTRAINT journey_milestones_sequence_key UNIQUE (journey_id, sequence)
      )`);

    await q.query(`
      CREATE TABLE journey_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        journey_id uuid NOT NULL REFERENCES journeys (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('JOURNEY_CREATED', 'MILESTONE_COMPLETED', 'EVIDENCE_REFRESHED',
          'JOURNEY_BLOCKED', 'JOURNEY_UNBLOCKED', 'JOURNEY_COMPLETED')),
        milestone_code text,
        status text NOT NULL CHECK (status IN ('ACTIVE', 'BLOCKED', 'COMPLETED')),
        occurred_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX journey_events_journey_idx ON journey_events (journey_id, occurred_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE journey_events`);
    await q.query(`DROP TABLE journey_milestones`);
    await q.query(`DROP TABLE journeys`);
    await q.query(`DROP TABLE intents`);
  }
}
