import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One change of a journey can write several events at the same instant (MILESTONE_COMPLETED then
 * JOURNEY_BLOCKED); a sequence keeps their order for the audit trail.
 */
export class JourneyEventSequence1763810001000 implements MigrationInterface {
  name = 'JourneyEventSequence1763810001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE journey_events ADD COLUMN sequence bigint GENERATED ALWAYS AS IDENTITY`);
    await q.query(`CREATE INDEX journey_events_journey_sequence ON journey_events (journey_id, sequence)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX journey_events_journey_sequence`);
    await q.query(`ALTER TABLE journey_events DROP COLUMN sequence`);
  }
}
