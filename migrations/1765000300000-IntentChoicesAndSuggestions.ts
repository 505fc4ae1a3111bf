import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Choosing a life event directly and "did you mean" (DESIGN §16, issue 23):
 * - `suggestions`: the active workflows closest to an unsupported message, best first
 *   (`[{ workflow_code, title }]`), stored so that reading the intent answers what compiling did;
 * - an intent chosen from the list (`compiler = 'CHOSEN'`) has no message: the citizen wrote none.
 */
export class IntentChoicesAndSuggestions1765000300000 implements MigrationInterface {
  name = 'IntentChoicesAndSuggestions1765000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE intents ADD COLUMN suggestions jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(suggestions) = 'array')`,
    );
    await q.query(`ALTER TABLE intents DROP CONSTRAINT intents_compiler_check`);
    await q.query(
      `ALTER TABLE intents ADD CONSTRAINT intents_compiler_check CHECK (compiler IN ('NLU', 'LLM', 'CHOSEN'))`,
    );
    await q.query(`ALTER TABLE intents ALTER COLUMN message DROP NOT NULL`);
    await q.query(
      `ALTER TABLE intents ADD CONSTRAINT intents_chosen_has_no_message CHECK ((compiler = 'CHOSEN') = (message IS NULL))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM intents WHERE compiler = 'CHOSEN'`);
    await q.query(`ALTER TABLE intents DROP CONSTRAINT intents_chosen_has_no_message`);
    await q.query(`ALTER TABLE intents ALTER COLUMN message SET NOT NULL`);
    await q.query(`ALTER TABLE intents DROP CONSTRAINT intents_compiler_check`);
    await q.query(
      `ALTER TABLE intents ADD CONSTRAINT intents_compiler_check CHECK (compiler IN ('NLU', 'LLM'))`,
    );
    await q.query(`ALTER TABLE intents DROP COLUMN suggestions`);
  }
}
