import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The bytes of a document stored by the PostgreSQL adapter; read only when downloading. */
@Entity({ name: 'vault_document_contents' })
export class VaultDocumentContentEntity {
  @PrimaryColumn({ name: 'document_id', type: 'uuid' })
  documentId: string;

  @Column({ name: 'content', type: 'bytea' })
  content: Buffer;
}
