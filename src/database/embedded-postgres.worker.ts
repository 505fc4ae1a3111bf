import { parentPort, workerData } from 'node:worker_threads';
import { enableCompileCache } from '../common/lifecycle/compile-cache';
import type { StartedEmbeddedPostgres } from './embedded-postgres';

/**
 * The embedded engine's thread (see embedded-postgres-thread.ts): opens PGlite and its socket server,
 * reports the URL, what its data began from and when it was up (a time the main thread can place on
 * its own timeline). Its messages: "keep-migrated-copy" (answered "kept" once written) and "stop",
 * which closes both; the thread then ends. A failure to start ends the thread
 * with the error, which the main thread's 'error' event receives.
 */
export interface EngineReady {
  url: string;
  startedFrom: StartedEmbeddedPostgres['startedFrom'];
  /** `performance.timeOrigin + performance.now()` when the server listened (epoch ms). */
  upAt: number;
}

async function serve(): Promise<void> {
  const { dir, maxConnections } = workerData as { dir: string; maxConnections: number };
  const port = parentPort!;
  // A worker thread's own: PGlite's library is compiled from the cache too (Node ≥ 22).
  enableCompileCache();
  const { startEmbeddedPostgres } = await import('./embedded-postgres');
  const engine = await startEmbeddedPostgres(dir, maxConnections);
  port.postMessage({
    url: engine.url,
    startedFrom: engine.startedFrom,
    upAt: performance.timeOrigin + performance.now(),
  } satisfies EngineReady);
  port.on('message', (message: 'keep-migrated-copy' | 'stop') => {
    if (message === 'keep-migrated-copy') void engine.keepMigratedCopy().then(() => port.postMessage('kept'));
    else void engine.stop().then(() => port.close());
  });
}

if (parentPort) void serve();
