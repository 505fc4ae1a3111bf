import { parentPort, workerData } from 'node:worker_threads';
import { enableCompileCache } from '../common/lifecycle/compile-cache';

/**
 * The embedded engine's thread (see embedded-postgres-thread.ts): opens PGlite and its socket server,
 * reports the URL and when it was up (a time the main thread can place on its own timeline), and on
 * its one message ("stop") closes both; the thread then ends. A failure to start ends the thread
 * with the error, which the main thread's 'error' event receives.
 */
export interface EngineReady {
  url: string;
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
    upAt: performance.timeOrigin + performance.now(),
  } satisfies EngineReady);
  port.once('message', () => {
    void engine.stop().then(() => port.close());
  });
}

if (parentPort) void serve();
