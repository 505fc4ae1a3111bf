import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { VaultRepository } from '../vault.repository';
import type { DocumentStorage } from './document-storage.port';

/**
 * The default adapter: bytes in `vault_document_contents`, written and deleted through the same
 * transaction as the metadata row (one commit, nothing half-written; and PGlite serializes
 * transactions, so any other connection would wait forever).
 */
export class PostgresDocumentStorage implements DocumentStorage {
  readonly kind = 'postgres' as const;

  constructor(private readonly repository: VaultRepository) {}

  keyFor(documentId: string): string {
    return documentId;
  }

  put(em: EntityManager, key: string, content: Buffer): Promise<void> {
    return this.repository.writeContent(em, key, content);
  }

  async discard(): Promise<void> {
    // The rolled-back transaction already took the bytes with it.
  }

  async open(key: string): Promise<Readable | null> {
    const content = await this.repository.readContent(key);
    return content ? Readable.from([content]) : null;
  }

  remove(em: EntityManager, key: string): Promise<void> {
    return this.repository.deleteContent(em, key);
  }
}
