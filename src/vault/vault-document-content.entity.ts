import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One chunk (at most 1 MiB) of the bytes of a document stored by the PostgreSQL adapter, numbered
 * from 0; read only when downloading, one chunk at a time.
 */
@Entity({ name: 'vault_document_contents' })
export class VaultDocumentContentEntity {
  @PrimaryColumn({ name: 'document_id', type: 'uuid' })
  documentId: string;

  @PrimaryColumn({ name: 'seq', type: 'integer' })
  seq: number;

  @Column({ name: 'content', type: 'bytea' })
  content: Buffer;
}
