import { MigrationInterface, QueryRunner } from 'typeorm';

/** Purpose-bound liveness sessions and the HIGH assurance results they gave (each session used once). */
export class IdentityAssurance1763780001000 implements MigrationInterface {
  name = 'IdentityAssurance1763780001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE liveness_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        citizen_id uuid NOT NULL REFERENCES citizens (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('DOCUMENT_VAULT_ACCESS')),
        status text NOT NULL CHECK (status IN ('PENDING', 'PASSED', 'FAILED')),
        consented_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        completed_at timestamptz,
        used_at timestamptz,
        CONSTRAINT liveness_sessions_used_only_when_passed CHECK (used_at IS NULL OR status = 'PASSED')
      )`);
    await q.query(`CREATE INDEX liveness_sessions_citizen_id_idx ON liveness_sessions (citizen_id)`);
    await q.query(`
      CREATE TABLE identity_assurances (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        citizen_id uuid NOT NULL REFERENCES citizens (id) ON DELETE CASCADE,
        liveness_session_id uuid NOT NULL REFERENCES liveness_sessions (id) ON DELETE CASCADE,
        level text NOT NULL CHECK (level IN ('HIGH')),
        purpose text NOT NULL CHECK (purpose IN ('DOCUMENT_VAULT_ACCESS')),
        verified_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        CONSTRAINT identity_assurances_liveness_session_id_key UNIQUE (liveness_session_id),
        CONSTRAINT identity_assurances_expiry_after_verification CHECK (expires_at > verified_at)
      )`);
    await q.query(
      `CREATE INDEX identity_assurances_citizen_id_idx ON identity_assurances (citizen_id, expires_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity_assurances`);
    await q.query(`DROP TABLE liveness_sessions`);
  }
}
