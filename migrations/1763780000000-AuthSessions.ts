import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Citizens (national id only as a keyed hash + last four), sessions (only the SHA-256 of the token),
 * sign-in challenges and the security event log.
 */
export class AuthSessions1763780000000 implements MigrationInterface {
  name = 'AuthSessions1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE citizens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        national_id_hmac text NOT NULL CHECK (national_id_hmac ~ '^[0-9a-f]{64}$'),
        national_id_last4 text NOT NULL CHECK (char_length(national_id_last4) BETWEEN 1 AND 4),
        birth_date_hmac text CHECK (birth_date_hmac ~ '^[0-9a-f]{64}$'),
        given_name text NOT NULL,
        family_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT citizens_national_id_hmac_key UNIQUE (national_id_hmac)
      )`);
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        citizen_id uuid NOT NULL REFERENCES citizens (id) ON DELETE CASCADE,
        token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        sign_in_route text NOT NULL CHECK (sign_in_route IN ('SSO', 'DEMOGRAPHICS', 'QR')),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        revoked_at timestamptz,
        CONSTRAINT sessions_token_hash_key UNIQUE (token_hash),
        CONSTRAINT sessions_expiry_after_creation CHECK (expires_at > created_at)
      )`);
    await q.query(`CREATE INDEX sessions_citizen_id_idx ON sessions (citizen_id)`);
    await q.query(`
      CREATE TABLE sign_in_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        status text NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED')),
        consented_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        completed_at timestamptz,
        citizen_id uuid REFERENCES citizens (id) ON DELETE SET NULL,
        CONSTRAINT sign_in_challenges_completed_has_citizen CHECK (status <> 'COMPLETED' OR (citizen_id IS NOT NULL AND completed_at IS NOT NULL))
      )`);
    await q.query(`
      CREATE TABLE security_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN (
          'SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'SIGNED_OUT',
          'LIVENESS_PASSED', 'LIVENESS_FAILED', 'ASSURANCE_GRANTED')),
        citizen_id uuid REFERENCES citizens (id) ON DELETE SET NULL,
        route text,
        reason text CHECK (reason IS NULL OR reason ~ '^[A-Z0-9_]{1,64}$'),
        request_id text,
        occurred_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX security_events_citizen_id_idx ON security_events (citizen_id, occurred_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE security_events`);
    await q.query(`DROP TABLE sign_in_challenges`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE citizens`);
  }
}
