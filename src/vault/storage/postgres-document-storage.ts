import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { StagedFile } from '../upload-staging';
import { VaultRepository } from '../vault.repository';
import type { DocumentStorage } from './document-storage.port';

/** The size of one stored chunk: what one write or one read of a document holds in memory. */
export const CONTENT_CHUNK_BYTES = 1024 * 1024;

/**
 * The default adapter: bytes in `vault_document_contents` as numbered 1 MiB chunks, written and
 * deleted through the same transaction as the metadata row (one commit, nothing half-written; and
 * PGlite serializes transactions, so any other connection would wait forever). Chunks keep memory
 * flat: an upload is read from its staged file and a download is streamed one chunk at a time.
 */
export class PostgresDocumentStorage implements DocumentStorage {
  readonly kind = 'postgres' as const;

  constructor(private readonly repository: VaultRepository) {}

  keyFor(documentId: string): string {
    return documentId;
  }

  async put(em: EntityManager, key: string, file: StagedFile): Promise<void> {
    let seq = 0;
    for await (const chunk of createReadStream(file.path, { highWaterMark: CONTENT_CHUNK_BYTES })) {
      await this.repository.writeChunk(em, key, seq, chunk as Buffer);
      seq += 1;
    }
  }

  async discard(): Promise<void> {
    // The rolled-back transaction already took the bytes with it.
  }

  async open(key: string): Promise<Readable | null> {
    const first = await this.repository.readChunk(key, 0);
    return first ? Readable.from(this.chunks(key, first)) : null;
  }

  remove(em: EntityManager, key: string): Promise<void> {
    return this.repository.deleteContent(em, key);
  }

  private async *chunks(key: string, first: Buffer): AsyncGenerator<Buffer> {
    yield first;
    for (let seq = 1; ; seq += 1) {
      const chunk = await this.repository.readChunk(key, seq);
      if (!chunk) return;
      yield chunk;
    }
  }
}
