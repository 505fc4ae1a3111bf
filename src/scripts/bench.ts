/**
 * `npm run bench`: starts the built service (dist/main.js) against the PostgreSQL in DATABASE_URL,
 * seeds citizens, sessions and journeys through the HTTP API (sandbox sign-in), then drives
 * authenticated GET /api/v1/journeys, GET /api/v1/journeys/{id}/plan and milestone completion with
 * autocannon at 32 connections, printing req/s, p50/p99 latency and the server's peak RSS.
 *
 * Settings: DATABASE_URL (required), BENCH_CITIZENS (20), BENCH_JOURNEYS_PER_CITIZEN (5),
 * BENCH_COMPLETIONS (3000 journeys seeded for completion), BENCH_DURATION seconds (10),
 * BENCH_WARMUP seconds (3), BENCH_BASELINE (1; 0 skips the calibration), NODE_OPTIONS (default:
 * the production image's heap settings).
 * Afterwards, with the service stopped, the same list load runs against a raw `node:http` + pg server
 * and a stock Express + pg server with the same session cache (src/scripts/bench-baseline.ts), printed
 * apart as calibration, with the service's list as a share of the raw server's throughput and its p99
 * as a multiple of the raw server's (issue 26's target: ≥ 0.85 and ≤ 1.2×).
 * Each endpoint is first driven unmeasured for BENCH_WARMUP seconds (completion: on journeys of its
 * own, seeded for the purpose), so the figures are those of a warmed-up service, not of its JIT.
 * Completion is measured on real completions: every request completes the first milestone of a
 * different, freshly seeded journey (no idempotent repeats).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import {
  type CannonOptions,
  CONNECTIONS,
  inParallel,
  listLoad as listLoadFor,
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
    const journeys: { token: string; id: string }[] = [];
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
    const toComplete: { token: string; id: string }[] = [];
    const seeded = COMPLETIONS + WARMUP_COMPLETIONS + 2 * CONNECTIONS;
    await inParallel([...Array(seeded).keys()], 16, async (n) => {
      const token = completers[n % completers.length];
      toComplete.push({ token, id: await newJourney(base, token) });
    });
    console.log(`seeded; peak RSS so far ${peakRssMb(child.pid!)} MB`);

    let i = 0;
    const rows: Row[] = [];
    rows.push(await measure('GET /api/v1/journeys', child.pid!, listLoad(base, tokens)));
    rows.push(
      await measure('GET /api/v1/journeys/{id}/plan', child.pid!, {
        url: base,
        duration: DURATION,
        requests: [
          {
            method: 'GET',
            setupRequest: (r) => {
              const j = journeys[i++ % journeys.length];
              return {
                ...r,
                path: `/api/v1/journeys/${j.id}/plan`,
                headers: { Authorization: `Bearer ${j.token}` },
              };
            },
          },
        ],
      }),
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
      child.kill('SIGTERM');
      await once(child, 'exit');
      const raw = await calibrate(tokens);
      const list = rows[0];
      console.log(
        `read path: the service's list ${list.reqPerSec} req/s = ${(list.reqPerSec / raw.reqPerSec).toFixed(2)} of raw node:http + pg (${raw.reqPerSec} req/s); p99 ${list.p99} ms = ${(list.p99 / Math.max(raw.p99, 1)).toFixed(2)}× raw's ${raw.p99} ms`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * The same load on src/scripts/bench-baseline.ts (raw node:http + pg, then stock Express 5 + pg; not
 * this service), with the service stopped: calibration of the machine at that moment. Answers the raw
 * server's list row.
 */
async function calibrate(tokens: string[]): Promise<Row> {
  const rows: Row[] = [];
  for (const kind of ['raw', 'express'] as const) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [join(__dirname, 'bench-baseline.js')], {
      env: {
        ...env,
        PORT: String(port),
        BASELINE_SERVER: kind,
        NODE_OPTIONS: env.NODE_OPTIONS ?? PRODUCTION_NODE_OPTIONS,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        server.once('exit', (code) => reject(new Error(`the baseline server exited with code ${code}`)));
      });
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
      if (server.exitCode === null) {
        const exited = once(server, 'exit');
        server.kill('SIGTERM');
        await exited;
      }
    }
  }
  console.log('Calibration, not this service (src/scripts/bench-baseline.ts), same machine and load:');
  console.table(rows);
  return rows[1];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
