import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Document bytes in numbered chunks (issue 13): an upload is written and a download read one chunk
 * (1 MiB) at a time, so memory no longer grows with the document. A stored document becomes chunk 0.
 */
export class VaultContentChunks1764000600000 implements MigrationInterface {
  name = 'VaultContentChunks1764000600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE vault_document_contents ADD COLUMN seq integer NOT NULL DEFAULT 0 CHECK (seq >= 0)`,
    );
    await q.query(`ALTER TABLE vault_document_contents ALTER COLUMN seq DROP DEFAULT`);
    await q.query(`ALTER TABLE vault_document_contents DROP CONSTRAINT vault_document_contents_pkey`);
    await q.query(`ALTER TABLE vault_document_contents ADD PRIMARY KEY (document_id, seq)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Each document's chunks joined back into one row.
    await q.query(`
      CREATE TEMPORARY TABLE joined_contents AS
        SELECT document_id, string_agg(content, ''::bytea ORDER BY seq) AS content
        FROM vault_document_contents GROUP BY document_id`);
    await q.query(`DELETE FROM vault_document_contents`);
    await q.query(`ALTER TABLE vault_document_contents DROP CONSTRAINT vault_document_contents_pkey`);
    await q.query(`ALTER TABLE vault_document_contents DROP COLUMN seq`);
    await q.query(`ALTER TABLE vault_document_contents ADD PRIMARY KEY (document_id)`);
    await q.query(
      `INSERT INTO vault_document_contents (document_id, content) SELECT document_id, content FROM joined_contents`,
    );
    await q.query(`DROP TABLE joined_contents`);
  }
}
