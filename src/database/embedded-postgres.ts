import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** A directory PGlite has not initialised yet (none, or empty). */
function isNew(dir: string): boolean {
  return dir === 'memory://' || !existsSync(dir) || readdirSync(dir).length === 0;
}

async function openDatabase(dir: string): Promise<PGlite> {
  const dataDir = dir === 'memory://' ? undefined : dir;
  if (!isNew(dir)) return PGlite.create(dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const copy = clusterCopyFile();
  if (existsSync(copy)) return PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(copy)]) });
  // initdb ran: keep its empty cluster for the next new directory (written aside, then renamed, so two
  // processes starting at once never read half a file). A cache that cannot be written costs nothing.
  const db = await PGlite.create(dataDir);
  try {
    const tarball = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(dirname(copy), { recursive: true });
    const partial = `${copy}.${process.pid}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, copy);
  } catch {
    // read-only node_modules: every new directory runs initdb, as before
  }
  return db;
}

export async function startEmbeddedPostgres(dir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  const db = await openDatabase(dir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  const port = Number(conn.split(':').pop());
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  };
}
