import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded default: PGlite (PostgreSQL compiled to WebAssembly) served over the PostgreSQL wire
 * protocol on loopback, so the application reaches it with the same `pg` driver and TypeORM options
 * as a real server. All connections share one backend: transactions are serialized.
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** The engine as started: what its data directory began from. */
export interface StartedEmbeddedPostgres extends EmbeddedPostgres {
  /** `migrated`: this build's migrated copy; `empty`: an empty cluster (new); `existing`: files already there. */
  startedFrom: 'migrated' | 'empty' | 'existing';
  /**
   * Keeps the database as it is now as this build's migrated copy, for the next new directory (call
   * it once the migrations ran on an empty cluster, before anything else is written). Does nothing
   * without compiled migrations; a copy that cannot be written costs nothing.
   */
  keepMigratedCopy(): Promise<void>;
}

/** PGlite's own folder (…/node_modules/@electric-sql/pglite): its package.json names its version. */
function pgliteDir(): string {
  return dirname(dirname(require.resolve('@electric-sql/pglite')));
}

/**
 * Where the empty cluster of this PGlite version is kept: a new database directory (or one in memory)
 * starts from it instead of running initdb, which is most of a first start (4.5–6 s of 7 on this
 * machine; loading the copy takes under 1 s). `node_modules/.cache` is the usual home of a tool's
 * cache; the file is named by PGlite's version, so an upgrade makes its own.
 */
export function clusterCopyFile(): string {
  const pglite = pgliteDir();
  const { version } = JSON.parse(readFileSync(join(pglite, 'package.json'), 'utf8')) as { version: string };
  return join(pglite, '..', '..', '.cache', 'citizen-journey', `pglite-${version}-cluster.tar.gz`);
}

/**
 * Where this build's migrated database is kept: a new data directory (or one in memory) starts from
 * it with every migration already applied, instead of the empty cluster and then the migrations
 * (≈ 1.2–1.7 s of a first start on this machine). Named by PGlite's version and a hash of the
 * compiled migrations (dist/migrations/*.js), so a build with another migration writes its own copy
 * and never starts from a schema it did not make. Undefined where there are no compiled migrations
 * (the TypeScript sources under test). Kept uncompressed: loading 40 MB of tar takes about half the
 * time of its gzip.
 */
export function migratedCopyFile(migrationsDir = join(__dirname, '..', 'migrations')): string | undefined {
  if (!existsSync(join(migrationsDir, 'index.js'))) return undefined;
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir)
    .filter((n) => n.endsWith('.js'))
    .sort())
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(migrationsDir, name)))
      .update('\0');
  return clusterCopyFile().replace(/-cluster\.tar\.gz$/, `-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Writes a file aside, then renames it: two processes starting at once never read half a file. */
function writeWhole(file: string, content: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

/**
 * The migrated copy as a data directory beside its tar (`…-migrated-<hash>/`), made once from the tar
 * by a PGlite of its own and closed cleanly. A new data directory is then a copy of its files, which
 * the kernel makes in ≈ 50–100 ms, where loading the tar's 43 MB through PGlite's file system took
 * 0.7–1 s (27 Nov 2026, this machine). Made aside and renamed, so two starts never share half of it.
 * Undefined when it cannot be made (a read-only `node_modules`): the tar is loaded as before.
 */
async function migratedTree(tar: string): Promise<string | undefined> {
  const tree = tar.replace(/\.tar$/, '');
  if (existsSync(join(tree, 'PG_VERSION'))) return tree;
  const partial = `${tree}.${process.pid}.partial`;
  try {
    mkdirSync(partial, { recursive: true });
    const db = await PGlite.create({ dataDir: partial, loadDataDir: new Blob([readFileSync(tar)]) });
    await db.close();
    renameSync(partial, tree);
    return tree;
  } catch {
    rmSync(partial, { recursive: true, force: true });
    // Another start may have made it meanwhile.
    return existsSync(join(tree, 'PG_VERSION')) ? tree : undefined;
  }
}

/** A directory PGlite has not initialised yet (none, or empty). */
function isNew(dir: string): boolean {
  return dir === 'memory://' || !existsSync(dir) || readdirSync(dir).length === 0;
}

async function openDatabase(
  dir: string,
  migratedCopy: () => string | undefined,
): Promise<{ db: PGlite; startedFrom: StartedEmbeddedPostgres['startedFrom']; migrated?: string }> {
  const dataDir = dir === 'memory://' ? undefined : dir;
  if (!isNew(dir)) return { db: await PGlite.create(dataDir), startedFrom: 'existing' };
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Only a new directory reads and hashes the compiled migrations (a restart has no use for them).
  const migrated = migratedCopy();
  const from = (file: string) => PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  if (migrated && existsSync(migrated)) {
    const tree = dataDir && (await migratedTree(migrated));
    if (!dataDir || !tree) return { db: await from(migrated), startedFrom: 'migrated' };
    cpSync(tree, dataDir, { recursive: true });
    return { db: await PGlite.create(dataDir), startedFrom: 'migrated' };
  }
  const copy = clusterCopyFile();
  if (existsSync(copy)) return { db: await from(copy), startedFrom: 'empty', migrated };
  // initdb ran: keep its empty cluster for the next new directory. A cache that cannot be written
  // costs nothing (read-only node_modules: every new directory runs initdb, as before).
  const db = await PGlite.create(dataDir);
  try {
    writeWhole(copy, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
  } catch {
    // as above
  }
  return { db, startedFrom: 'empty', migrated };
}

export async function startEmbeddedPostgres(
  dir: string,
  maxConnections: number,
  migratedCopy: () => string | undefined = migratedCopyFile,
): Promise<StartedEmbeddedPostgres> {
  // `migrated`: where to keep the copy, set only when the data began as an empty cluster.
  const { db, startedFrom, migrated } = await openDatabase(dir, migratedCopy);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  const port = Number(conn.split(':').pop());
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    startedFrom,
    async keepMigratedCopy() {
      if (!migrated || existsSync(migrated)) return;
      try {
        writeWhole(migrated, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
        // Other builds' copies (≈ 43 MB each, and their directories) are not kept: one build's
        // migrations at a time.
        const ours = basename(migrated, '.tar');
        for (const name of readdirSync(dirname(migrated)))
          if (/-migrated-[0-9a-f]{16}(\.tar)?$/.test(name) && basename(name, '.tar') !== ours)
            rmSync(join(dirname(migrated), name), { recursive: true, force: true });
      } catch {
        // a cache that cannot be written costs nothing: the next new directory migrates again
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  };
}
