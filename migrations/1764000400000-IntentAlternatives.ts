import { MigrationInterface, QueryRunner } from 'typeorm';

/** Other life events a message also names (issue 12): `[{ workflow_code, life_event, confidence }]`, best first. */
export class IntentAlternatives1764000400000 implements MigrationInterface {
  name = 'IntentAlternatives1764000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE intents ADD COLUMN alternatives jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(alternatives) = 'array')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE intents DROP COLUMN alternatives`);
  }
}
