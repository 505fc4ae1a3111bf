import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency-Key records (DESIGN §10): per citizen and key, the fingerprint of the first request and,
 * once it succeeded, its status and body (json, not jsonb: replayed byte for byte). Kept 24 h.
 */
export class IdempotencyKeys1764000100000 implements MigrationInterface {
  name = 'IdempotencyKeys1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        citizen_id uuid NOT NULL REFERENCES citizens (id) ON DELETE CASCADE,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        fingerprint text NOT NULL,
        state text NOT NULL CHECK (state IN ('IN_PROGRESS', 'COMPLETED')),
        response_status integer,
        response_body json,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (citizen_id, key),
        CONSTRAINT idempotency_keys_completed CHECK ((state = 'COMPLETED') = (response_status IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
