import { MigrationInterface, QueryRunner } from 'typeorm';

/** The journey agent's conversation: the citizen's messages and the agent's replies with their actions. */
export class AgentMessages1763800001000 implements MigrationInterface {
  name = 'AgentMessages1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE agent_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        journey_id uuid NOT NULL REFERENCES journeys (id) ON DELETE CASCADE,
        citizen_id uuid NOT NULL,
        role text NOT NULL CHECK (role IN ('CITIZEN', 'AGENT')),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
        actions jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(actions) = 'array'),
        source text NOT NULL CHECK (source IN ('CITIZEN', 'OFFLINE', 'LLM')),
        created_at timestamptz NOT NULL,
        CONSTRAINT agent_messages_seq_key UNIQUE (seq),
        CONSTRAINT agent_messages_role_source CHECK ((role = 'CITIZEN') = (source = 'CITIZEN'))
      )`);
    await q.query(`CREATE INDEX agent_messages_journey ON agent_messages (journey_id, citizen_id, seq)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE agent_messages`);
  }
}
