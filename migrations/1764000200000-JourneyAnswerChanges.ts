import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Answers a citizen can change (DESIGN §11): two event kinds, and a detail on events that keeps the
 * answers a change replaced or withdrew, so the journey's history holds them.
 */
export class JourneyAnswerChanges1764000200000 implements MigrationInterface {
  name = 'JourneyAnswerChanges1764000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE journey_events ADD COLUMN detail jsonb CHECK (jsonb_typeof(detail) = 'object')`,
    );
    await q.query(`ALTER TABLE journey_events DROP CONSTRAINT journey_events_kind_check`);
    await q.query(`ALTER TABLE journey_events ADD CONSTRAINT journey_events_kind_check CHECK (kind IN (
      'JOURNEY_CREATED', 'MILESTONE_COMPLETED', 'EVIDENCE_REFRESHED', 'JOURNEY_BLOCKED', 'JOURNEY_UNBLOCKED',
      'JOURNEY_COMPLETED', 'ANSWERS_CHANGED', 'MILESTONE_WITHDRAWN'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM journey_events WHERE kind IN ('ANSWERS_CHANGED', 'MILESTONE_WITHDRAWN')`);
    await q.query(`ALTER TABLE journey_events DROP CONSTRAINT journey_events_kind_check`);
    await q.query(`ALTER TABLE journey_events ADD CONSTRAINT journey_events_kind_check CHECK (kind IN (
      'JOURNEY_CREATED', 'MILESTONE_COMPLETED', 'EVIDENCE_REFRESHED', 'JOURNEY_BLOCKED', 'JOURNEY_UNBLOCKED',
      'JOURNEY_COMPLETED'))`);
    await q.query(`ALTER TABLE journey_events DROP COLUMN detail`);
  }
}
