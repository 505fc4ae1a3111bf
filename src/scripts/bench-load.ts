/**
 * The load of the HTTP benches (`npm run bench`, `npm run bench:scale`): autocannon at 32 connections,
 * warmed up first, measured as answers over the time to the last answer, with the server's peak RSS.
 */
import { peakRssMb } from './service-client';

/** The little of autocannon 9 used here (it ships no type declarations). */
export interface CannonRequest {
  method: string;
  path?: string;
  body?: string;
  setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
}
export interface CannonOptions {
  url: string;
  connections?: number;
  duration?: number;
  amount?: number;
  requests: CannonRequest[];
}
interface CannonResult {
  requests: { total: number; average: number };
  start: Date;
  finish: Date;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
/** A run: its result when awaited, and an event per answer. */
type CannonRun = Promise<CannonResult> & { on(event: 'response', listener: () => void): void };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: CannonOptions) => CannonRun;

export const CONNECTIONS = 32;

export async function inParallel<T>(
  items: T[],
  width: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

export interface Row {
  endpoint: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  peakRssMb: number;
}

/** A seeded journey and its citizen's token. */
export type SeededJourney = { token: string; id: string };

/** GETs for `duration` seconds, each request's path and bearer token from `next`. */
function getLoad(
  base: string,
  duration: number,
  next: () => { path: string; token: string },
): Omit<CannonOptions, 'connections'> {
  return {
    url: base,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (r) => {
          const { path, token } = next();
          return { ...r, path, headers: { Authorization: `Bearer ${token}` } };
        },
      },
    ],
  };
}

/** GET /api/v1/journeys for `duration` seconds, the citizens' tokens taken in turn. */
export function listLoad(
  base: string,
  tokens: string[],
  duration: number,
): Omit<CannonOptions, 'connections'> {
  let i = 0;
  return getLoad(base, duration, () => ({ path: '/api/v1/journeys', token: tokens[i++ % tokens.length] }));
}

/** GET /api/v1/journeys/{id}/plan for `duration` seconds, the journeys taken in turn. */
export function planLoad(
  base: string,
  journeys: SeededJourney[],
  duration: number,
): Omit<CannonOptions, 'connections'> {
  let i = 0;
  return getLoad(base, duration, () => {
    const j = journeys[i++ % journeys.length];
    return { path: `/api/v1/journeys/${j.id}/plan`, token: j.token };
  });
}

/** Runs `opts` (after `warmup`, unmeasured) and answers its row. */
export async function measure(
  name: string,
  pid: number,
  opts: Omit<CannonOptions, 'connections'>,
  warmup: Omit<CannonOptions, 'connections'> | undefined,
): Promise<Row> {
  if (warmup) await autocannon({ connections: CONNECTIONS, ...warmup });
  const run = autocannon({ connections: CONNECTIONS, ...opts });
  let lastAnswer = 0;
  run.on('response', () => {
    lastAnswer = Date.now();
  });
  const result = await run;
  // Answers over the time from the start to the last answer. Not autocannon's average (whole seconds)
  // nor its finish time: it ends a run on its next one-second tick, which rounded the 3,000
  // completions' time up to 5, 6 or 7 s (600, 500 or 428 req/s, whatever the service did).
  const elapsedMs = (lastAnswer || result.finish.getTime()) - result.start.getTime();
  return {
    endpoint: name,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.total / (elapsedMs / 1000)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    peakRssMb: peakRssMb(pid),
  };
}
