import { performance } from 'node:perf_hooks';

/**
 * Where a start's time goes (issue 26: embedded start to ready, measured by phase). Each phase marks its
 * end; the "listening" log line carries the marks as milliseconds since the process started
 * (`performance.now()` counts from the process's time origin), so a platform team reads the split of a
 * slow start from its own logs.
 */
export type StartupPhase = 'modules' | 'engine' | 'migrations' | 'templates' | 'nlu' | 'listening';

const PREFIX = 'startup:';

/** Marks the end of a phase: now, or at `atMs` (ms since the process began) for one that ended elsewhere. */
export function startupMark(phase: StartupPhase, atMs?: number): void {
  performance.mark(PREFIX + phase, atMs === undefined ? undefined : { startTime: atMs });
}

/** The phases marked so far, in order: milliseconds since the process started. */
export function startupTimings(): Partial<Record<StartupPhase, number>> {
  const timings: Partial<Record<StartupPhase, number>> = {};
  for (const mark of performance.getEntriesByType('mark'))
    if (mark.name.startsWith(PREFIX))
      timings[mark.name.slice(PREFIX.length) as StartupPhase] = Math.round(mark.startTime);
  return timings;
}
