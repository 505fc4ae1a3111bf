import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DatabaseConfig } from '../config/database.config';
import type { StartedEmbeddedPostgres } from './embedded-postgres';
import type { EngineReady } from './embedded-postgres.worker';

/** The embedded engine serving from its own thread, and when it was up (ms since this process began). */
export interface EmbeddedPostgresThread extends StartedEmbeddedPostgres {
  upAtMs: number;
}

/**
 * Starts the embedded engine (PGlite and its socket server, as `startEmbeddedPostgres`) on a worker
 * thread. Its start (≈ 0.7–0.9 s of WebAssembly PostgreSQL opening its files) then runs on the other
 * core while the main thread loads the application's modules, instead of after them (issue 26:
 * embedded start to ready), and its queries no longer take turns with the HTTP work on the main
 * thread. The application reaches it over loopback as before. `onLost` is called if the thread ends
 * by itself once up (an engine that failed under a running service).
 */
export function startEmbeddedPostgresThread(
  dir: string,
  maxConnections: number,
  onLost: (error: Error) => void,
): Promise<EmbeddedPostgresThread> {
  const worker = new Worker(join(__dirname, 'embedded-postgres.worker.js'), {
    workerData: { dir, maxConnections },
  });
  return new Promise((resolve, reject) => {
    let up = false;
    let stopping = false;
    let stopError: Error | undefined;
    const exited = new Promise<void>((done) => worker.once('exit', () => done()));
    worker.on('error', (error) => {
      if (!up) reject(error);
      else if (stopping) stopError = error;
      else onLost(error);
    });
    worker.once('exit', (code) => {
      if (!up) reject(new Error(`the embedded database thread ended (exit code ${code}) before it served`));
      else if (!stopping) onLost(new Error(`the embedded database thread ended (exit code ${code})`));
    });
    worker.once('message', ({ url, startedFrom, upAt }: EngineReady) => {
      up = true;
      resolve({
        url,
        startedFrom,
        upAtMs: upAt - performance.timeOrigin,
        keepMigratedCopy: () =>
          new Promise<void>((kept) => {
            worker.once('message', () => kept());
            worker.postMessage('keep-migrated-copy');
          }),
        async stop() {
          if (!stopping) {
            stopping = true;
            worker.postMessage('stop');
          }
          await exited;
          if (stopError) throw stopError;
        },
      });
    });
  });
}

/** Where the embedded engine serves and how many connections it takes; undefined with DATABASE_URL set. */
export function embeddedEngineOptions(
  config: DatabaseConfig,
): { dir: string; maxConnections: number } | undefined {
  return config.url === undefined
    ? { dir: config.embeddedDir, maxConnections: config.poolSize + 5 }
    : undefined;
}

let early: { key: string; engine: Promise<EmbeddedPostgresThread> } | undefined;

/**
 * The embedded engine for `dir`: the one main.ts started before the modules loaded when it is for
 * the same directory and connections, else a new one (the early one stopped first: one engine per
 * directory).
 */
export async function embeddedEngine(
  dir: string,
  maxConnections: number,
  onLost: (error: Error) => void,
): Promise<EmbeddedPostgresThread> {
  const taken = early;
  early = undefined;
  if (taken?.key === JSON.stringify([dir, maxConnections])) {
    lost = onLost;
    return taken.engine;
  }
  if (taken) await taken.engine.then((engine) => engine.stop()).catch(() => undefined);
  return startEmbeddedPostgresThread(dir, maxConnections, onLost);
}

/** Until the application takes the early engine over, a lost engine is a failed start (main.ts's catch). */
let lost: (error: Error) => void = () => undefined;

/**
 * Starts the embedded engine at once, for `embeddedEngine` to hand over once the application asks
 * for it. A start that fails here fails there, with the same error; if the application never asks
 * (a setting stops the start first), the process ends with the thread.
 */
export function startEmbeddedEngineEarly(dir: string, maxConnections: number): void {
  const engine = startEmbeddedPostgresThread(dir, maxConnections, (error) => lost(error));
  // Awaited by the application's database module, where a failure surfaces; never unhandled here.
  engine.catch(() => undefined);
  early = { key: JSON.stringify([dir, maxConnections]), engine };
}
