/**
 * `npm run bench:deliveries` (DESIGN §15, issue 21): deliveries per second to a local receiver and the
 * lag from the journey change to the receiver's 2xx, at a fixed offered rate of completions, against
 * the built service (API only) and one delivery worker process (`dist/scripts/deliver.js`, the same
 * code the service runs in-process with DELIVERY_WORKER=true) on the PostgreSQL in DATABASE_URL.
 *
 * The receiver is scripts/agency-receiver.js, a process of its own verifying every signature with
 * `standardwebhooks`. Citizens sign in through the sandbox and upload their documents; bereavement
 * journeys are brought to the "tell us once" step through the API, and consent for its five agencies
 * (pensions, benefits, tax, council, passports) is written straight to journey_sharing to keep the
 * seeding short. Completing "tell us once" then tells five agencies: at BENCH_RATE completions per
 * second (100), BENCH_RATE × 5 events per second are offered. Completions are sent open-loop (each at
 * its time, whatever the answers), after BENCH_WARMUP seconds of the same load unmeasured.
 *
 * Lag = the receiver's clock at its 2xx minus the event's `time` (the journey change), first receipt
 * of each event id. At a fixed offered load the rate delivered can only match what is offered (500 events
 * a second at 100 completions/s): that phase shows the worker keeps up (every event delivered, the lag
 * bounded, and how long after the last completion the last event arrived). The worker's capacity,
 * deliveries per second: with the worker stopped, BENCH_BACKLOG journeys (1000) complete (5 events
 * each); the worker starts again and drains them: deliveries per second from the first to the last
 * received.
 *
 * Exits 1 (after printing) when a target of issue 21 is missed: an event not delivered, lag p99 above
 * 2 s at the offered load, or a capacity under 500 deliveries per second.
 *
 * Settings: DATABASE_URL (required), BENCH_RATE (100), BENCH_DURATION seconds (10), BENCH_WARMUP
 * seconds (2), BENCH_BACKLOG (1000), BENCH_CITIZENS (20), NODE_OPTIONS (default: the production image's).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  citizenWith,
  complete,
  inParallel,
  journeyFor,
  percentile,
  Receiver,
  sleep,
} from './delivery-harness';
import { call, PRODUCTION_NODE_OPTIONS, startMeasuredService } from './service-client';

const env = process.env;
const RATE = Number(env.BENCH_RATE ?? 100);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const CITIZENS = Number(env.BENCH_CITIZENS ?? 20);
const BACKLOG = Number(env.BENCH_BACKLOG ?? 1000);
const TOLD = ['pensions-service', 'benefits-agency', 'tax-agency', 'council', 'passport-office'];
const ABOUT_THE_DEATH = {
  date_of_death: '2026-11-20',
  relationship: 'parent',
  place_of_death: 'hospital',
  coroner_involved: false,
  is_executor: false,
  must_leave_home: false,
};
const REGISTER_THE_DEATH = {
  deceased_full_name: 'Arthur Bench',
  deceased_birth_date: '1940-02-03',
  deceased_last_address: '3 Church Lane, York',
};
const TELL_US_ONCE = { offices_to_tell: ['benefits', 'state_pension', 'passport', 'council_services'] };

interface Sent {
  journeys: { token: string; id: string }[];
  latencies: number[];
  failed: number;
  /** When the last completion answered. */
  lastAnswer: number;
}

/** Completes "tell us once" of each journey at RATE per second, open-loop. */
async function offer(base: string, journeys: { token: string; id: string }[]): Promise<Sent> {
  const latencies: number[] = [];
  let failed = 0;
  let lastAnswer = 0;
  const t0 = Date.now();
  await Promise.all(
    journeys.map(async ({ token, id }, i) => {
      await sleep(Math.max(0, t0 + (i * 1000) / RATE - Date.now()));
      const from = Date.now();
      try {
        await complete(base, token, id, 'tell-us-once', TELL_US_ONCE);
        latencies.push(Date.now() - from);
      } catch {
        failed += 1;
      }
      lastAnswer = Math.max(lastAnswer, Date.now());
    }),
  );
  return { journeys, latencies: latencies.sort((a, b) => a - b), failed, lastAnswer };
}

async function main(): Promise<void> {
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL database the benchmark may fill.');
  const receiver = await Receiver.create();
  await receiver.start();
  const settings = {
    AGENCIES_FILE: receiver.agenciesFile,
    LOG_LEVEL: 'error',
    METRICS_PORT: '0',
  };
  const service = await startMeasuredService({ ...settings, DELIVERY_WORKER: 'false' }).catch(
    async (e: unknown) => {
      await receiver.stop();
      throw e;
    },
  );
  const { child, base } = service;
  const startWorker = (): ChildProcess =>
    spawn(process.execPath, [join(__dirname, 'deliver.js')], {
      env: {
        ...env,
        IDENTITY_PROVIDERS: 'sandbox',
        NODE_ENV: 'development',
        NODE_OPTIONS: env.NODE_OPTIONS ?? PRODUCTION_NODE_OPTIONS,
        ...settings,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  let worker: ChildProcess | undefined = startWorker();
  const stopWorker = async (): Promise<void> => {
    if (!worker || worker.exitCode !== null) return;
    const exited = once(worker, 'exit');
    worker.kill('SIGTERM');
    await exited;
    worker = undefined;
  };
  const db = new Client({ connectionString: env.DATABASE_URL });
  try {
    await db.connect();
    const warm = Math.round(RATE * WARMUP);
    const measured = Math.round(RATE * DURATION);
    console.log(
      `service pid ${child.pid} on ${base}, worker pid ${worker.pid}, receiver on ${receiver.origin}; seeding ${warm + measured + BACKLOG} bereavement journeys…`,
    );
    const citizens: string[] = [];
    await inParallel([...Array(CITIZENS).keys()], 8, async (n) => {
      citizens.push(
        await citizenWith(base, n, [
          'medical-certificate-of-death',
          'identity-document',
          'death-certificate',
        ]),
      );
    });
    const journeys: { token: string; id: string }[] = [];
    await inParallel([...Array(warm + measured + BACKLOG).keys()], 16, async (n) => {
      const token = citizens[n % citizens.length];
      const id = await journeyFor(base, token, 'my dad died last night', 'bereavement');
      await complete(base, token, id, 'about-the-death', ABOUT_THE_DEATH);
      await complete(base, token, id, 'register-the-death', REGISTER_THE_DEATH);
      // The death certificate (uploaded) completes its documents-only step on a refresh.
      const journey = await call(base, 'POST', `/api/v1/journeys/${id}/evidence-refresh`, undefined, token);
      if (journey.current_milestone_code && journey.current_milestone_code !== 'tell-us-once')
        throw new Error(`journey ${id} is at ${journey.current_milestone_code}, not tell-us-once`);
      journeys.push({ token, id });
    });
    await db.query(
      `INSERT INTO journey_sharing (journey_id, agency_code, consent, decided_at)
       SELECT j, a, true, now() FROM unnest($1::uuid[]) j CROSS JOIN unnest($2::text[]) a`,
      [journeys.map((j) => j.id), TOLD],
    );
    // The journey row keeps its agencies with a yes (what PUT …/sharing writes with each decision).
    await db.query(`UPDATE journeys SET consented_agencies = $2::text[] WHERE id = ANY($1::uuid[])`, [
      journeys.map((j) => j.id),
      [...TOLD].sort(),
    ]);
    const expectEvents = async (count: number, withinMs: number): Promise<number> => {
      const from = Date.now();
      for (;;) {
        const distinct = new Set(receiver.received().map((e) => e.id)).size;
        if (distinct >= count || Date.now() - from > withinMs) return distinct;
        await sleep(100);
      }
    };
    if (warm) {
      await offer(base, journeys.slice(0, warm));
      await expectEvents(warm * TOLD.length, 60_000);
    }
    const already = new Set(receiver.received().map((e) => e.id));
    const sent = await offer(base, journeys.slice(warm, warm + measured));
    const expected = (measured - sent.failed) * TOLD.length;
    const got = (await expectEvents(already.size + expected, 60_000)) - already.size;
    const firsts = new Map<string, { lag: number; at: number }>();
    for (const e of receiver.received())
      if (!already.has(e.id) && !firsts.has(e.id)) {
        const at = Date.parse(e.received_at);
        firsts.set(e.id, { lag: at - Date.parse(e.time), at });
      }
    const lags = [...firsts.values()].map((f) => f.lag).sort((a, b) => a - b);
    const lastReceived = Math.max(...[...firsts.values()].map((f) => f.at));
    // How long after the last completion answered its last event reached the receiver.
    const tail = lastReceived - sent.lastAnswer;

    // The worker's capacity: a backlog queued while it is stopped, drained once it starts.
    let drain = NaN;
    if (BACKLOG) {
      await stopWorker();
      const before = new Set(receiver.received().map((e) => e.id));
      await inParallel(journeys.slice(warm + measured), 16, async ({ token, id }) => {
        await complete(base, token, id, 'tell-us-once', TELL_US_ONCE);
      });
      worker = startWorker();
      const drained = (await expectEvents(before.size + BACKLOG * TOLD.length, 120_000)) - before.size;
      const at = receiver
        .received()
        .filter((e) => !before.has(e.id))
        .map((e) => Date.parse(e.received_at));
      drain = Math.round(drained / ((Math.max(...at) - Math.min(...at)) / 1000));
      console.log(`backlog: ${drained} of ${BACKLOG * TOLD.length} events drained at ${drain} deliveries/s`);
    }
    const lagP99 = percentile(lags, 99);
    console.table([
      {
        'completions/s offered': RATE,
        completions: measured,
        'completion p50 ms': percentile(sent.latencies, 50),
        'completion p99 ms': percentile(sent.latencies, 99),
        'failed completions': sent.failed,
        events: expected,
        received: got,
        'last event after last completion ms': tail,
        'lag p50 ms': percentile(lags, 50),
        'lag p99 ms': lagP99,
        'lag max ms': lags[lags.length - 1],
        'capacity deliveries/s': drain,
      },
    ]);
    console.log(
      `bench:deliveries: capacity ${drain} deliveries/s to a local receiver (a backlog of ${BACKLOG * TOLD.length} drained); at ${RATE} completions/s (${RATE * TOLD.length} events/s offered) ${got} of ${expected} events delivered, the last ${tail} ms after the last completion, lag journey change → 2xx p50 ${percentile(lags, 50)} ms, p99 ${lagP99} ms`,
    );
    const missed = [
      got < expected && `${expected - got} events not delivered`,
      lagP99 > 2_000 && `lag p99 ${lagP99} ms is above 2 s`,
      BACKLOG > 0 && !(drain >= 500) && `capacity ${drain} deliveries/s is under 500`,
    ].filter(Boolean);
    if (missed.length) {
      console.error(`bench:deliveries: target missed: ${missed.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    child.kill('SIGTERM');
    await stopWorker();
    await receiver.stop();
    await db.end().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
