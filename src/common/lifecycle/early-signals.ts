import { writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * SIGTERM or SIGINT while the service is still starting ends it at once, exit 0 (DESIGN §18: a pod
 * deleted while starting must not wait out its grace period). Installed by main.ts's first line,
 * before any other module is loaded, so it also works when Node runs as PID 1 (where a signal
 * without a handler is ignored). Nothing of this file may import a library: it runs before them.
 */
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

function exitNow(signal: NodeJS.Signals): void {
  // The same JSON shape as pino's lines (the logger is not loaded yet), written synchronously so the
  // line is out before the process ends.
  const line = {
    level: 'info',
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    context: 'Main',
    signal,
    msg: 'Signal received while starting: exiting without serving',
  };
  writeSync(1, `${JSON.stringify(line)}\n`);
  process.exit(0);
}

export function exitOnSignalWhileStarting(): void {
  for (const signal of SIGNALS) process.on(signal, exitNow);
}

/** Once the service listens, the shutdown sequence (drain, then close) takes the signals over. */
export function handOverSignals(): void {
  for (const signal of SIGNALS) process.removeListener(signal, exitNow);
}

/**
 * A turn of the event loop. Node runs a signal's handler only between turns, and loading the
 * application's modules is about a second of synchronous require(): main.ts loads them in steps
 * with a turn between each, so a signal during the load is handled within one step.
 */
export function turnOfTheEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
