import { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkflowTemplates1763770000000 implements MigrationInterface {
  name = 'WorkflowTemplates1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE workflow_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        status text NOT NULL CHECK (status IN ('DRAFT', 'ACTIVE', 'RETIRED')),
        title text NOT NULL,
        summary text NOT NULL,
        definition jsonb NOT NULL,
        checksum text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT workflow_templates_code_version_key UNIQUE (code, version)
      )`);
    // Exactly one ACTIVE version per workflow code.
    await q.query(
      `CREATE UNIQUE INDEX workflow_templates_one_active ON workflow_templates (code) WHERE status = 'ACTIVE'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE workflow_templates`);
  }
}
