import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The document vault: one metadata row per document, and (with the PostgreSQL storage adapter) the
 * bytes in a table of their own, so listing documents never reads contents.
 */
export class VaultDocuments1763800000000 implements MigrationInterface {
  name = 'VaultDocuments1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vault_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        citizen_id uuid NOT NULL,
        document_code text NOT NULL CHECK (document_code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(document_code) <= 100),
        content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')),
        size_bytes bigint NOT NULL CHECK (size_bytes > 0),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        storage text NOT NULL CHECK (storage IN ('postgres', 's3')),
        storage_key text NOT NULL,
        uploaded_at timestamptz NOT NULL,
        CONSTRAINT vault_documents_storage_key_key UNIQUE (storage, storage_key)
      )`);
    await q.query(`CREATE INDEX vault_documents_citizen ON vault_documents (citizen_id, uploaded_at)`);
    await q.query(`
      CREATE TABLE vault_document_contents (
        document_id uuid PRIMARY KEY REFERENCES vault_documents (id) ON DELETE CASCADE,
        content bytea NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE vault_document_contents`);
    await q.query(`DROP TABLE vault_documents`);
  }
}
