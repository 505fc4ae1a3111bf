/**
 * `npm run bench:cpu`: the service's own CPU time per request — user + system time of its process
 * from /proc, over a fixed number of requests — for the journey list, the plan and a milestone
 * completion. Unlike req/s (`npm run bench`), it hardly moves when the host is busy with other work,
 * so two builds can be compared on a shared machine: run it on each, alternating, and compare.
 * When PostgreSQL runs on this host (its processes readable in /proc), the CPU of the database's own
 * backends (the service's connections, the job queue's) is printed per request beside it.
 * To compare with an older build, copy dist/scripts/bench-cpu.js into its dist/scripts/ and run it there.
 * Linux only (/proc). Settings: DATABASE_URL (required, a database it may fill), BENCH_READS (10,000
 * per endpoint), BENCH_CPU_COMPLETIONS (1,000).
 */
import { existsSync, readFileSync } from 'node:fs';
import { Client } from 'pg';
import { newJourney, signInHigh, startMeasuredService } from './service-client';

interface CannonOptions {
  url: string;
  connections: number;
  amount: number;
  headers?: Record<string, string>;
  requests?: {
    method: string;
    body?: string;
    setupRequest?: (r: Record<string, unknown>) => Record<string, unknown>;
  }[];
}
interface CannonResult {
  non2xx: number;
  errors: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (
  o: CannonOptions,
  done: (e: Error | null, r: CannonResult) => void,
) => void;
const run = (options: CannonOptions) =>
  new Promise<CannonResult>((resolve, reject) => autocannon(options, (e, r) => (e ? reject(e) : resolve(r))));

/** Every required answer of the birth journey's first step (self-contained: the script also runs from an older build's dist/scripts). */
const ABOUT_THE_BIRTH = {
  birth_date: '2026-11-02',
  number_of_babies: 1,
  birth_location: 'hospital',
  parents_married: true,
  parents_work: ['employed'],
};
const READS = Number(process.env.BENCH_READS ?? 10_000);
const COMPLETIONS = Number(process.env.BENCH_CPU_COMPLETIONS ?? 1000);
const CONNECTIONS = 8;

/** User + system CPU time of a process so far, in microseconds (clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** CPU so far of the PostgreSQL backends connected to the benchmark's database (those on this host). */
async function backendMicros(db: Client): Promise<Map<number, number>> {
  const { rows } = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const spent = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      spent.set(pid, cpuMicros(pid));
    } catch {
      // ended meanwhile
    }
  }
  return spent;
}

/**
 * The service's CPU per request over `amount` requests, less what it spends with no request at all
 * (timers: the queue's maintenance, audit checkpoints, metrics), measured for 2 s just before.
 */
async function measure(
  pid: number,
  amount: number,
  options: Omit<CannonOptions, 'amount' | 'connections'>,
  db?: Client,
): Promise<{ service: number; postgres?: number }> {
  const idleFrom = cpuMicros(pid);
  const idleStart = process.hrtime.bigint();
  await new Promise((r) => setTimeout(r, 2000));
  const idlePerNs = (cpuMicros(pid) - idleFrom) / Number(process.hrtime.bigint() - idleStart);
  const backendsBefore = db && (await backendMicros(db));
  const before = cpuMicros(pid);
  const start = process.hrtime.bigint();
  const result = await run({ ...options, amount, connections: CONNECTIONS });
  const spent = cpuMicros(pid) - before - idlePerNs * Number(process.hrtime.bigint() - start);
  if (result.non2xx || result.errors)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  let postgres: number | undefined;
  if (db && backendsBefore) {
    // A backend opened during the run counts from zero (its connection's start is in the run too).
    postgres = 0;
    for (const [backend, now] of await backendMicros(db))
      postgres += now - (backendsBefore.get(backend) ?? 0);
    postgres = Math.round(postgres / amount);
  }
  return { service: Math.round(spent / amount), postgres };
}

async function main(): Promise<void> {
  const { child, base } = await startMeasuredService({ DELIVERY_WORKER: 'false' });
  const pid = child.pid!;
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const [{ pid: backend }] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
  // PostgreSQL on another host (or in a container): its processes are not ours to read.
  const local = existsSync(`/proc/${backend}/stat`) ? db : undefined;
  try {
    const reader = await signInHigh(base, 1);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await newJourney(base, reader));
    const headers = { Authorization: `Bearer ${reader}` };
    const figures: Record<string, { service: number; postgres?: number }> = {};
    for (const [name, path] of [
      ['list', '/api/v1/journeys'],
      ['plan', `/api/v1/journeys/${ids[0]}/plan`],
    ]) {
      await measure(pid, READS / 3, { url: base + path, headers }); // warm-up
      figures[name] = await measure(pid, READS, { url: base + path, headers }, local);
    }
    // Completions: each on a journey of its own, of another citizen (the list above stays as it is).
    const completer = await signInHigh(base, 2);
    const fresh: string[] = [];
    for (let i = 0; i < COMPLETIONS + 100; i++) fresh.push(await newJourney(base, completer));
    let next = 0;
    const completion = {
      url: base,
      requests: [
        {
          method: 'POST',
          body: JSON.stringify({ answers: ABOUT_THE_BIRTH }),
          setupRequest: (r: Record<string, unknown>) => ({
            ...r,
            path: `/api/v1/journeys/${fresh[next++]}/milestones/about-the-birth/complete`,
            headers: { Authorization: `Bearer ${completer}`, 'Content-Type': 'application/json' },
          }),
        },
      ],
    };
    await measure(pid, 100, completion); // warm-up
    figures.completion = await measure(pid, COMPLETIONS, completion, local);
    const each = (f: (x: { service: number; postgres?: number }) => number | undefined) =>
      ['list', 'plan', 'completion'].map((name) => `${name} ${f(figures[name])} µs`).join(', ');
    console.log(`bench:cpu: service CPU per request — ${each((f) => f.service)}`);
    if (local) console.log(`bench:cpu: PostgreSQL CPU per request — ${each((f) => f.postgres)}`);
  } finally {
    child.kill('SIGTERM');
    await db.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
