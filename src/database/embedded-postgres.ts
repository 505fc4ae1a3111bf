import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { startupMark } from '../common/lifecycle/startup-timing';

/**
 * The embedded default: PGlite (PostgreSQL compiled to WebAssembly) served over the PostgreSQL wire
 * protocol on loopback, so the application reaches it with the same `pg` driver and TypeORM options
 * as a real server. All connections share one backend: transactions are serialized.
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir === 'memory://' ? undefined : dir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  startupMark('engine');
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
