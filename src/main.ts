// First line: a signal during start ends the process at once (DESIGN §18), even while modules load.
import { exitOnSignalWhileStarting, turnOfTheEventLoop } from './common/lifecycle/early-signals';
import { enableCompileCache } from './common/lifecycle/compile-cache';
import { turnOffPretenuring } from './common/lifecycle/v8-heap';

exitOnSignalWhileStarting();
// Before anything allocates much: V8 must not move pg's rows to the old generation (v8-heap.ts).
turnOffPretenuring();
// Before the libraries load: on Node ≥ 22 a start reads their compiled code from disk (issue 26).
enableCompileCache();

/**
 * The service's entry point (`node dist/main.js`). It loads the application in steps, each the
 * largest libraries of one layer, with a turn of the event loop between them so an early SIGTERM is
 * handled within one step instead of after the whole load; then start.ts creates and serves it.
 */
async function load(): Promise<void> {
  // Tracing first: its instrumentations must wrap http, express and pg before they are loaded.
  await import('./tracing');
  await startEmbeddedEngineEarly();
  const steps = [
    () => import('@nestjs/core'),
    () => import('@nestjs/platform-express'),
    () => import('@nestjs/swagger'),
    () => import('typeorm'),
    () => import('class-validator'),
  ];
  for (const step of steps) {
    await turnOfTheEventLoop();
    await step();
  }
  await turnOfTheEventLoop();
  const { start } = await import('./start');
  const { startupMark } = await import('./common/lifecycle/startup-timing');
  startupMark('modules');
  await start();
}

/**
 * Without DATABASE_URL, the embedded engine starts on its own thread now, so that its start overlaps
 * the modules' load (issue 26); the database module takes it over. A setting that cannot be read
 * starts nothing here: the application's own reading of the settings reports it.
 */
async function startEmbeddedEngineEarly(): Promise<void> {
  const { readDatabaseConfig } = await import('./config/database.config');
  const thread = await import('./database/embedded-postgres-thread');
  let options: ReturnType<typeof thread.embeddedEngineOptions>;
  try {
    options = thread.embeddedEngineOptions(readDatabaseConfig());
  } catch {
    return;
  }
  if (options) thread.startEmbeddedEngineEarly(options.dir, options.maxConnections);
}

void load();
