import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';

/** How many leading bytes the content sniffer gets (file-type's own detection window). */
export const SNIFF_BYTES = 4100;

/** An upload as the staging storage leaves it: on disk, with what the vault needs to know of it. */
export interface StagedFile {
  /** The staged copy; removed when the request is over. */
  path: string;
  size: number;
  /** Hex SHA-256 of the whole file, computed while it was written. */
  sha256: string;
  /** The first SNIFF_BYTES bytes (fewer for a smaller file), for the type sniffing. */
  head: Buffer;
}

/**
 * A multer storage engine (its documented `StorageEngine` extension point) that streams the file to
 * a private temporary file while hashing it and keeping its first bytes. An upload then costs a few
 * 64 KiB chunks of memory however large it is, and the storage adapters read it back in chunks.
 * multer calls `_removeFile` for a file cut off at the size limit or left by a failed form.
 */
export class StagingStorage implements StorageEngine {
  constructor(private readonly dir: string) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    const path = join(this.dir, `upload-${randomUUID()}`);
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        if (headLength < SNIFF_BYTES) {
          const part = Buffer.from(chunk.subarray(0, SNIFF_BYTES - headLength));
          head.push(part);
          headLength += part.length;
        }
        done(null, chunk);
      },
    });
    pipeline(file.stream, tap, createWriteStream(path, { flags: 'wx', mode: 0o600 })).then(
      () => {
        const staged: StagedFile = { path, size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
        callback(null, staged);
      },
      (error: unknown) => {
        void removeStaged(path);
        callback(error);
      },
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    void removeStaged(file.path).then(() => callback(null));
  }
}

/** Removes a staged file; one already gone is fine. */
export async function removeStaged(path: string | undefined): Promise<void> {
  if (!path) return;
  await unlink(path).catch(() => undefined);
}
