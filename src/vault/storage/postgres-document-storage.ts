import { type FileHandle, open } from 'node:fs/promises';
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

  /**
   * Reads the staged file into one buffer, chunk after chunk, rather than a read stream's new 1 MiB
   * buffer per chunk: pg has copied a chunk into its Bind message by the time `writeChunk` resolves,
   * so the buffer is free to take the next one. A 9 MiB upload then leaves 9 MiB less garbage for the
   * collector, which V8 runs on external memory only every few tens of MB. The upload bench's peak RSS:
   * 230 – 241 MB against 237 – 247 MB before (docs/decisions.md, "The upload bench's memory", stop 32).
   */
  async put(em: EntityManager, key: string, file: StagedFile): Promise<void> {
    const staged = await open(file.path, 'r');
    try {
      const buffer = Buffer.allocUnsafe(CONTENT_CHUNK_BYTES);
      for (let seq = 0; ; seq += 1) {
        const length = await readFull(staged, buffer);
        if (length === 0) return;
        await this.repository.writeChunk(em, key, seq, buffer.subarray(0, length));
        if (length < buffer.length) return;
      }
    } finally {
      await staged.close();
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

/** Fills `buffer` from the file's position on; fewer bytes only at the end of the file. */
async function readFull(file: FileHandle, buffer: Buffer): Promise<number> {
  let length = 0;
  while (length < buffer.length) {
    const { bytesRead } = await file.read(buffer, length, buffer.length - length, null);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  return length;
}
