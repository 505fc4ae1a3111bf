import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { StagedFile } from '../upload-staging';
import type { StorageKind } from '../vault-document.entity';

/** Where document bytes live. The vault service keeps the metadata row and the object consistent. */
export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

export interface DocumentStorage {
  readonly kind: StorageKind;
  /** The storage key of a new document. */
  keyFor(documentId: string): string;
  /**
   * Stores the staged file's bytes, read from disk in chunks (never whole in memory), inside the
   * transaction that inserts the metadata row: a throw rolls the row back. Adapters writing to the
   * database use `em`; others ignore it.
   */
  put(em: EntityManager, key: string, file: StagedFile, contentType: string): Promise<void>;
  /** Removes an object whose metadata did not commit (best effort, never throws). */
  discard(key: string): Promise<void>;
  /** Opens the bytes for streaming, or null when they are gone. Call outside any transaction. */
  open(key: string): Promise<Readable | null>;
  /** Removes the bytes inside the transaction that deletes the metadata row: a throw keeps the row. */
  remove(em: EntityManager, key: string): Promise<void>;
}

/**
 * The adapter new documents go to (VAULT_STORAGE), and the one each stored document was written
 * with (a document keeps its adapter when the setting changes; reading it needs that adapter configured).
 */
export interface DocumentStorages {
  readonly current: DocumentStorage;
  of(kind: StorageKind): DocumentStorage | undefined;
}
