import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import type { StagedFile } from '../upload-staging';
import type { VaultRepository } from '../vault.repository';
import { CONTENT_CHUNK_BYTES, PostgresDocumentStorage } from './postgres-document-storage';

describe('PostgresDocumentStorage.put', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cjs-put-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Stores a staged file of `size` bytes; answers the chunks as written and the buffers they were in. */
  async function put(size: number) {
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + (i >> 20)) & 0xff;
    const path = join(dir, `staged-${size}`);
    writeFileSync(path, bytes);
    const written: { seq: number; content: Buffer }[] = [];
    const buffers = new Set<ArrayBufferLike>();
    const repository = {
      writeChunk: jest.fn(async (_em: EntityManager, _key: string, seq: number, content: Buffer) => {
        // pg copies the bytes into its Bind message before the insert resolves; so does this.
        written.push({ seq, content: Buffer.from(content) });
        buffers.add(content.buffer);
        await new Promise((resolve) => setImmediate(resolve));
      }),
    } as unknown as VaultRepository;
    const file: StagedFile = { path, size, sha256: '', head: Buffer.alloc(0) };
    await new PostgresDocumentStorage(repository).put({} as EntityManager, 'doc', file);
    return { bytes, written, buffers };
  }

  it.each([
    ['several chunks and a partial last one', 2 * CONTENT_CHUNK_BYTES + 12_345],
    ['an exact number of chunks', 3 * CONTENT_CHUNK_BYTES],
    ['less than one chunk', 100],
  ])('writes %s in order, every chunk full but the last', async (_case, size) => {
    const { bytes, written } = await put(size);
    expect(written.map((w) => w.seq)).toEqual([...written.keys()]);
    expect(written.slice(0, -1).every((w) => w.content.length === CONTENT_CHUNK_BYTES)).toBe(true);
    expect(Buffer.concat(written.map((w) => w.content)).equals(bytes)).toBe(true);
  });

  it('writes nothing for an empty file', async () => {
    expect((await put(0)).written).toEqual([]);
  });

  it('reads a 9 MiB upload through one buffer, not a new one per chunk', async () => {
    const { written, buffers } = await put(9 * CONTENT_CHUNK_BYTES);
    expect(written).toHaveLength(9);
    expect(buffers.size).toBe(1);
  });
});
