import { Column, Entity, PrimaryColumn } from 'typeorm';

export type StorageKind = 'postgres' | 's3';

/** A document's metadata. The bytes live elsewhere (vault_document_contents or an S3 bucket). */
@Entity({ name: 'vault_documents' })
export class VaultDocumentEntity {
  @PrimaryColumn({ name: 'id', type: 'uuid' })
  id: string;

  @Column({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  @Column({ name: 'document_code', type: 'text' })
  documentCode: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  /** bigint comes back from pg as a string; the transformer makes it a number (≤ the 10 MiB-ish limit). */
  @Column({
    name: 'size_bytes',
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
  })
  sizeBytes: number;

  @Column({ name: 'sha256', type: 'text' })
  sha256: string;

  @Column({ name: 'storage', type: 'text' })
  storage: StorageKind;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey: string;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;
}
