/**
 * `npm run bench:scale` (issue 26): does the read path hold at national volume? Starts the built
 * service on the PostgreSQL in DATABASE_URL (an empty database it may fill), signs in BENCH_CITIZENS
 * (20) citizens with 5 journeys each through the API, fills the database to 1,000 journeys and 10,000
 * events, and measures GET /api/v1/journeys and GET …/plan (p50, p99, req/s). Then it fills the database straight in SQL to
 * BENCH_SCALE_JOURNEYS journeys (1,000,000, ten per filler citizen, each with its intent) and
 * BENCH_SCALE_EVENTS journey events (10,000,000) — copies of the seeded rows with new ids, written
 * with triggers and foreign-key checks off (`session_replication_role = replica`) so that filling
 * takes minutes, not hours: the filler events are not linked into the audit chain (a volume for the
 * tables and their indexes, not a trail to verify) — ANALYZEs, and measures the same two endpoints
 * for the same citizens again. Prints both and the ratio of the p50s (target ≤ 1.2×).
 *
 * Settings: DATABASE_URL (required), BENCH_SCALE_JOURNEYS, BENCH_SCALE_EVENTS, BENCH_DURATION (10),
 * BENCH_WARMUP (3). Disk: about 6 GB at the default volume.
 */
import { Client } from 'pg';
import {
  type CannonOptions,
  inParallel,
  listLoad,
  measure,
  planLoad,
  type Row,
  type SeededJourney,
} from './bench-load';
import { newJourney, signInHigh, startMeasuredService } from './service-client';

const env = process.env;
const CITIZENS = Number(env.BENCH_CITIZENS ?? 20);
const JOURNEYS = Number(env.BENCH_SCALE_JOURNEYS ?? 1_000_000);
const EVENTS = Number(env.BENCH_SCALE_EVENTS ?? 10_000_000);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const PER_FILLER = 10;
/** The volume measured first, for comparison. */
const SMALL_JOURNEYS = 1_000;
/** Rows written per statement while filling. */
const CHUNK = 250_000;

/** The columns of `table` an INSERT may name (not those generated always). */
async function insertable(db: Client, table: string): Promise<string[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
        AND (is_identity = 'NO' OR identity_generation <> 'ALWAYS')
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * Copies of one `table` row chosen by `where`, rows `from`..`to` of a series `g`, each with the
 * columns in `overrides` (SQL over `g`) replaced: one statement, whatever the table's columns.
 */
async function copies(
  db: Client,
  table: string,
  where: string,
  from: number,
  to: number,
  overrides: Record<string, string>,
): Promise<void> {
  const columns = await insertable(db, table);
  const replaced = Object.entries(overrides)
    .map(([column, sql]) => `'${column}', ${sql}`)
    .join(', ');
  for (let start = from; start <= to; start += CHUNK) {
    const end = Math.min(to, start + CHUNK - 1);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')})
       SELECT r.${columns.join(', r.')}
         FROM (SELECT x AS tpl FROM ${table} x WHERE ${where} LIMIT 1) AS t,
              generate_series(${start}, ${end}) AS g,
              jsonb_populate_record(t.tpl, jsonb_build_object(${replaced})) AS r`,
    );
  }
}

/**
 * Filler rows: journeys `j0`..`j1` (ten per filler citizen, each with its intent) and events
 * `e0`..`e1`, spread over filler journeys 1..`j1`. Ids are derived from the row number, so a second
 * call continues the first.
 */
async function fill(db: Client, j0: number, j1: number, e0: number, e1: number): Promise<void> {
  await db.query('SET session_replication_role = replica');
  const started = Date.now();
  const say = (what: string) => console.log(`  ${what} (${Math.round((Date.now() - started) / 1000)} s)`);
  const one = (table: string) =>
    `id = (SELECT min(id::text)::uuid FROM ${table} WHERE citizen_id IS NOT NULL)`;
  const citizenOf = `md5('c' || (1 + (g - 1) / ${PER_FILLER}))::uuid`;
  const c0 = 1 + Math.floor((j0 - 1) / PER_FILLER);
  const c1 = 1 + Math.floor((j1 - 1) / PER_FILLER);
  await copies(db, 'citizens', `id = (SELECT min(id::text)::uuid FROM citizens)`, c0, c1, {
    id: `md5('c' || g)::uuid`,
    national_id_hmac: `md5('n' || g) || md5('m' || g)`,
  });
  say(`filler citizens ${c0}–${c1}`);
  await copies(db, 'intents', one('intents'), j0, j1, {
    id: `md5('i' || g)::uuid`,
    citizen_id: citizenOf,
  });
  await copies(db, 'journeys', one('journeys'), j0, j1, {
    id: `md5('j' || g)::uuid`,
    citizen_id: citizenOf,
    intent_id: `md5('i' || g)::uuid`,
    last_activity_at: `now() - make_interval(mins => g % 525600)`,
  });
  say(`filler journeys ${j0}–${j1} and their intents`);
  await copies(db, 'journey_events', `id = (SELECT min(id::text)::uuid FROM journey_events)`, e0, e1, {
    id: `md5('e' || g)::uuid`,
    journey_id: `md5('j' || (1 + (g - 1) % ${j1}))::uuid`,
    occurred_at: `now() - make_interval(mins => g % 525600)`,
    chain_seq: 'null',
    chain_hash: 'null',
  });
  say(`filler events ${e0}–${e1}`);
  await db.query('SET session_replication_role = origin');
  await db.query('ANALYZE');
}

async function measureBoth(
  label: string,
  pid: number,
  base: string,
  tokens: string[],
  journeys: SeededJourney[],
): Promise<Row[]> {
  type Load = Omit<CannonOptions, 'connections'>;
  const plan = planLoad(base, journeys, DURATION);
  const list = listLoad(base, tokens, DURATION);
  const warm = (o: Load) => (WARMUP > 0 ? { ...o, duration: WARMUP } : undefined);
  return [
    await measure(`${label}: GET /api/v1/journeys`, pid, list, warm(list)),
    await measure(`${label}: GET /api/v1/journeys/{id}/plan`, pid, plan, warm(plan)),
  ];
}

async function main(): Promise<void> {
  const { child, base } = await startMeasuredService({});
  const db = new Client({ connectionString: env.DATABASE_URL });
  try {
    await db.connect();
    const tokens: string[] = [];
    const journeys: SeededJourney[] = [];
    await inParallel([...Array(CITIZENS).keys()], 8, async (n) => {
      const token = await signInHigh(base, n);
      tokens.push(token);
      for (let j = 0; j < 5; j += 1) journeys.push({ token, id: await newJourney(base, token) });
    });
    const count = async (table: string) =>
      Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    const volume = async () => `${await count('journeys')} journeys, ${await count('journey_events')} events`;
    // The small point: 1,000 journeys and 10,000 events in all.
    const seeded = await count('journeys');
    const smallJourneys = Math.max(1, SMALL_JOURNEYS - seeded);
    await fill(db, 1, smallJourneys, 1, Math.max(1, SMALL_JOURNEYS * 10 - (await count('journey_events'))));
    const small = await volume();
    const before = await measureBoth(small, child.pid!, base, tokens, journeys);
    console.log(`filling to ${JOURNEYS} journeys and ${EVENTS} events…`);
    const events = await count('journey_events');
    await fill(db, smallJourneys + 1, JOURNEYS - seeded, events + 1, EVENTS);
    const large = await volume();
    const after = await measureBoth(large, child.pid!, base, tokens, journeys);
    console.table([...before, ...after]);
    const ratio = (n: number) => (after[n].p50 / Math.max(before[n].p50, 1)).toFixed(2);
    console.log(
      `bench:scale: p50 at ${large} against ${small}: list ${after[0].p50} vs ${before[0].p50} ms (${ratio(0)}×), plan ${after[1].p50} vs ${before[1].p50} ms (${ratio(1)}×); target ≤ 1.2×`,
    );
  } finally {
    child.kill('SIGTERM');
    await db.end().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
