/**
 * `npm run bench`: starts the built service (dist/main.js) against the PostgreSQL in DATABASE_URL,
 * seeds citizens, sessions and journeys through the HTTP API (sandbox sign-in), then drives
 * authenticated GET /api/v1/journeys, GET /api/v1/journeys/{id}/plan and milestone completion with
 * autocannon at 32 connections, printing req/s, p50/p99 latency and the server's peak RSS.
 *
 * Settings: DATABASE_URL (required), BENCH_CITIZENS (20), BENCH_JOURNEYS_PER_CITIZEN (5),
 * BENCH_COMPLETIONS (3000 journeys seeded for completion), BENCH_DURATION seconds (10),
 * BENCH_WARMUP seconds (3), BENCH_BASELINE (1; 0 skips the comparisons), BENCH_SLICES (5) and
 * BENCH_SLICE seconds (2) for the side-by-side measure, NODE_OPTIONS (default: the production image's
 * heap settings).
 * Then the read path side by side: a raw `node:http` + pg server with the same session cache
 * (src/scripts/bench-baseline.ts) beside the service, their lists driven in alternating slices, which
 * prints the service's list as a share of the raw server's throughput and its p99 as a multiple of the
 * raw server's, and the same for the plan against the raw server's plan (the service's statement and
 * plan functions with no framework around them); issue 26's targets: list ≥ 0.85 with p99 ≤ 1.2×,
 * plan ≥ 0.8. The plan is also printed as a share of the raw list, as stop 34 reported it.
 * Last, with the service stopped, the same list load on the raw server and on a stock Express + pg
 * server, printed apart as calibration of the machine.
 * Each endpoint is first driven unmeasured for BENCH_WARMUP seconds (completion: on journeys of its
 * own, seeded for the purpose), so the figures are those of a warmed-up service, not of its JIT.
 * Completion is measured on real completions: every request completes the first milestone of a
 * different, freshly seeded journey (no idempotent repeats).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  type CannonOptions,
  CONNECTIONS,
  inParallel,
  listLoad as listLoadFor,
  planLoad,
  type SeededJourney,
  measure as measureRun,
  type Row,
} from './bench-load';
import {
  freePort,
  newJourney,
  peakRssMb,
  PRODUCTION_NODE_OPTIONS,
  signInHigh,
  startMeasuredService,
} from './service-client';

const env = process.env;
const CITIZENS = Number(env.BENCH_CITIZENS ?? 20);
const PER_CITIZEN = Number(env.BENCH_JOURNEYS_PER_CITIZEN ?? 5);
const COMPLETIONS = Number(env.BENCH_COMPLETIONS ?? 3000);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
/** The read path side by side: rounds of one slice each of the service's list and plan, and raw's. */
const SLICES = Number(env.BENCH_SLICES ?? 5);
const SLICE = Number(env.BENCH_SLICE ?? 2);
/** Also measure the bare Express + pg calibration server (BENCH_BASELINE=0 skips it). */
const BASELINE = env.BENCH_BASELINE !== '0';
/** Completions spent warming up (each journey completes once). */
const WARMUP_COMPLETIONS = WARMUP > 0 ? 300 : 0;
const ABOUT_THE_BIRTH = {
  birth_date: '2026-11-01',
  number_of_babies: 1,
  birth_location: 'hospital',
  parents_married: true,
  parents_work: ['employed'],
};

/** GET /api/v1/journeys for DURATION seconds, the citizens' tokens taken in turn. */
const listLoad = (base: string, tokens: string[]) => listLoadFor(base, tokens, DURATION);
/** A measured run, warmed up for WARMUP seconds of the same load unless told otherwise. */
const measure = (
  name: string,
  pid: number,
  opts: Omit<CannonOptions, 'connections'>,
  warmup: Omit<CannonOptions, 'connections'> | undefined = WARMUP > 0
    ? { ...opts, duration: WARMUP }
    : undefined,
) => measureRun(name, pid, opts, warmup);

async function main(): Promise<void> {
  // A throughput measure, not an abuse test: 3,000 completions by a few citizens (limits out of the way).
  const { child, base } = await startMeasuredService({});
  try {
    console.log(
      `service pid ${child.pid} on ${base}; seeding ${CITIZENS} citizens × ${PER_CITIZEN} journeys and ${COMPLETIONS} journeys to complete…`,
    );
    const tokens: string[] = [];
    const journeys: SeededJourney[] = [];
    await inParallel([...Array(CITIZENS).keys()], 8, async (n) => {
      const token = await signInHigh(base, n);
      tokens.push(token);
      for (let j = 0; j < PER_CITIZEN; j += 1) journeys.push({ token, id: await newJourney(base, token) });
    });
    // Journeys to complete belong to other citizens, so the list measured above stays at PER_CITIZEN items.
    const completers: string[] = [];
    await inParallel([...Array(CITIZENS).keys()], 8, async (n) => {
      completers.push(await signInHigh(base, CITIZENS + n));
    });
    const toComplete: SeededJourney[] = [];
    const seeded = COMPLETIONS + WARMUP_COMPLETIONS + 2 * CONNECTIONS;
    await inParallel([...Array(seeded).keys()], 16, async (n) => {
      const token = completers[n % completers.length];
      toComplete.push({ token, id: await newJourney(base, token) });
    });
    console.log(`seeded; peak RSS so far ${peakRssMb(child.pid!)} MB`);

    const rows: Row[] = [];
    rows.push(await measure('GET /api/v1/journeys', child.pid!, listLoad(base, tokens)));
    rows.push(
      await measure('GET /api/v1/journeys/{id}/plan', child.pid!, planLoad(base, journeys, DURATION)),
    );
    // autocannon may prepare a request per connection beyond `amount`: each run has its own slice.
    const completion = (amount: number, from: number): Omit<CannonOptions, 'connections'> => {
      let c = from;
      return {
        url: base,
        amount,
        requests: [
          {
            method: 'POST',
            body: JSON.stringify({ answers: ABOUT_THE_BIRTH }),
            setupRequest: (r) => {
              const j = toComplete[c++ % toComplete.length];
              return {
                ...r,
                path: `/api/v1/journeys/${j.id}/milestones/about-the-birth/complete`,
                headers: { Authorization: `Bearer ${j.token}`, 'Content-Type': 'application/json' },
              };
            },
          },
        ],
      };
    };
    rows.push(
      await measure(
        'POST …/milestones/{code}/complete',
        child.pid!,
        completion(COMPLETIONS, WARMUP_COMPLETIONS + CONNECTIONS),
        WARMUP_COMPLETIONS ? completion(WARMUP_COMPLETIONS, 0) : undefined,
      ),
    );
    console.table(rows);
    if (BASELINE) {
      const readPath = await sideBySide(child.pid!, base, tokens, journeys);
      child.kill('SIGTERM');
      await once(child, 'exit');
      await calibrate(tokens);
      console.log(readPath);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Issue 26's read-path figure, measured side by side: the raw server (bench-baseline.ts, raw
 * node:http + pg, same session cache, same database) started beside the service, then SLICES rounds
 * of SLICE seconds each of the service's list, the raw server's list, the service's plan and the raw
 * server's plan, one after the other. The machines' speed drifts within a minute; slices of one window share the drift,
 * where the calibration below, run after the service has stopped, does not. Answers the line printed.
 */
async function sideBySide(
  pid: number,
  base: string,
  tokens: string[],
  journeys: SeededJourney[],
): Promise<string> {
  const raw = await startBaseline('raw');
  try {
    await measureRun('warm-up', raw.server.pid!, listLoadFor(raw.base, tokens, WARMUP || 1), undefined);
    await measureRun('warm-up', raw.server.pid!, planLoad(raw.base, journeys, WARMUP || 1), undefined);
    // The calibration is of the same work only if it answers the same plan.
    const plans = await Promise.all(
      [base, raw.base].map(async (server) => {
        const answer = await fetch(`${server}/api/v1/journeys/${journeys[0].id}/plan`, {
          headers: { Authorization: `Bearer ${journeys[0].token}` },
        });
        return answer.json();
      }),
    );
    if (!isDeepStrictEqual(plans[0], plans[1]))
      throw new Error(`the raw server's plan is not the service's: ${JSON.stringify(plans)}`);
    const slices: Record<'list' | 'rawList' | 'plan' | 'rawPlan', Row[]> = {
      list: [],
      rawList: [],
      plan: [],
      rawPlan: [],
    };
    for (let round = 0; round < SLICES; round += 1) {
      slices.list.push(await measureRun('list', pid, listLoadFor(base, tokens, SLICE), undefined));
      slices.rawList.push(
        await measureRun('raw list', raw.server.pid!, listLoadFor(raw.base, tokens, SLICE), undefined),
      );
      slices.plan.push(await measureRun('plan', pid, planLoad(base, journeys, SLICE), undefined));
      slices.rawPlan.push(
        await measureRun('raw plan', raw.server.pid!, planLoad(raw.base, journeys, SLICE), undefined),
      );
    }
    const rate = (rows: Row[]) => rows.reduce((sum, r) => sum + r.reqPerSec, 0) / rows.length;
    const p99 = (rows: Row[]) => rows.map((r) => r.p99).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
    const against = (service: Row[], raw: Row[]) =>
      `${Math.round(rate(service))} req/s = ${(rate(service) / rate(raw)).toFixed(2)} of raw's ${Math.round(rate(raw))}, ` +
      `p99 ${p99(service)} ms = ${(p99(service) / Math.max(p99(raw), 1)).toFixed(2)}× raw's ${p99(raw)} ms`;
    return (
      `read path, side by side with raw node:http + pg (${SLICES} rounds of ${SLICE} s slices, p99 of the median slice): ` +
      `list ${against(slices.list, slices.rawList)}; plan ${against(slices.plan, slices.rawPlan)}; ` +
      `plan = ${(rate(slices.plan) / rate(slices.rawList)).toFixed(2)} of raw's list`
    );
  } finally {
    await raw.stop();
  }
}

/** A server of src/scripts/bench-baseline.ts (not this service) on a free port, once it is ready. */
async function startBaseline(kind: 'raw' | 'express') {
  const port = await freePort();
  const server = spawn(process.execPath, [join(__dirname, 'bench-baseline.js')], {
    env: {
      ...env,
      PORT: String(port),
      BASELINE_SERVER: kind,
      NODE_OPTIONS: env.NODE_OPTIONS ?? PRODUCTION_NODE_OPTIONS,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      server.once('exit', (code) => reject(new Error(`the baseline server exited with code ${code}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, base: `http://127.0.0.1:${port}`, stop };
}

/**
 * The same load on src/scripts/bench-baseline.ts (raw node:http + pg, then stock Express 5 + pg; not
 * this service), with the service stopped: calibration of the machine at that moment.
 */
async function calibrate(tokens: string[]): Promise<void> {
  const rows: Row[] = [];
  for (const kind of ['raw', 'express'] as const) {
    const { server, base, stop } = await startBaseline(kind);
    try {
      const name = kind === 'raw' ? 'raw node:http' : 'stock Express';
      rows.push(
        await measure(`${name}: GET /hello`, server.pid!, {
          url: base,
          duration: DURATION,
          requests: [{ method: 'GET', path: '/hello' }],
        }),
        await measure(`${name} + pg: GET /api/v1/journeys`, server.pid!, listLoad(base, tokens)),
      );
    } finally {
      await stop();
    }
  }
  console.log('Calibration, not this service (src/scripts/bench-baseline.ts), same machine and load:');
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
