// First line: a signal during start ends the process at once (DESIGN §18), even while modules load.
import { exitOnSignalWhileStarting, turnOfTheEventLoop } from './common/lifecycle/early-signals';
import { enableCompileCache } from './common/lifecycle/compile-cache';

exitOnSignalWhileStarting();
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

void load();
