/**
 * `npm run test:deliveries` (DESIGN §15, issue 21): deliveries survive a receiver that is down and
 * processes killed with SIGKILL, against the built service on the PostgreSQL in DATABASE_URL and a
 * real receiver process (scripts/agency-receiver.js, which verifies every signature with the
 * `standardwebhooks` library and logs each event it accepts).
 *
 * 1. The service (with its in-process worker) and a separate `dist/scripts/deliver.js` worker run
 *    against an AGENCIES_FILE pointing every agency at the receiver. Citizens sign in through the
 *    sandbox, upload their documents and start "starting a business" journeys (limited company, staff,
 *    business premises) with consent for the companies registry, the tax agency and the council; each
 *    journey then tells 4 events: companies registry, tax agency twice (in that order), council.
 * 2. The receiver is stopped for 60 s while 250 journeys complete those milestones (1,000 events),
 *    then started again: every event must arrive.
 * 3. The receiver answers slowly; 50 more journeys (200 events) complete; while deliveries are in
 *    flight the service and the worker are killed with SIGKILL, then started again: every event must
 *    arrive.
 * Checked at the end: every delivery the database holds was received (distinct event ids, 0 lost,
 * none unknown, every signature valid), per journey and agency in the order of the changes, and every
 * delivery is DELIVERED. Prints one summary line; exits 1 on any failure.
 *
 * Settings: DATABASE_URL (required; a database it may fill), DELIVERY_OUTAGE_SECONDS (60).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  citizenWith,
  complete,
  consent,
  inParallel,
  journeyFor,
  Receiver,
  sleep,
  type ReceivedEvent,
} from './delivery-harness';
import { call, PRODUCTION_NODE_OPTIONS, startMeasuredService } from './service-client';

const OUTAGE_SECONDS = Number(process.env.DELIVERY_OUTAGE_SECONDS ?? 60);
const OUTAGE_JOURNEYS = 250;
const KILL_JOURNEYS = 50;
const CITIZENS = 25;
const AGENCIES = ['companies-registry', 'tax-agency', 'council'];
/** Milestones that tell an agency, in journey order (employer's liability insurance completes by itself between). */
const TELLING: [string, Record<string, unknown>][] = [
  ['register-your-company', { registered_office_address: '1 High Street, Leeds', number_of_directors: 1 }],
  ['register-for-corporation-tax', { company_number: '01234567' }],
  ['become-an-employer', { first_payday: '2026-12-28' }],
  ['tell-the-council', { premises_address: '2 Market Street, Leeds', moving_home_for_business: false }],
];
const ABOUT_THE_BUSINESS = {
  business_type: 'limited_company',
  business_name: 'Delivery Proofs Ltd',
  start_date: '2026-12-01',
  high_sales: false,
  staff_count: 2,
  premises: 'business_premises',
};

const started = Date.now();
const elapsed = (from = started): string => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const say = (line: string): void => console.log(`[${elapsed()}] ${line}`);

/** The separate worker process (the same image as the service). */
function startWorker(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [join(__dirname, 'deliver.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL)
    throw new Error('Set DATABASE_URL to a PostgreSQL database the test may fill.');
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  const receiver = await Receiver.create();
  const settings = {
    AGENCIES_FILE: receiver.agenciesFile,
    LOG_LEVEL: 'error',
    METRICS_PORT: '0',
    DELIVERY_WORKER: 'true',
  };
  const workerEnv: NodeJS.ProcessEnv = {
    ...process.env,
    IDENTITY_PROVIDERS: 'sandbox',
    NODE_ENV: 'development',
    NODE_OPTIONS: process.env.NODE_OPTIONS ?? PRODUCTION_NODE_OPTIONS,
    ...settings,
  };
  const failures: string[] = [];
  const figures: string[] = [];
  let service: Awaited<ReturnType<typeof startMeasuredService>> | undefined;
  let worker: ChildProcess | undefined;
  try {
    await receiver.start();
    service = await startMeasuredService(settings);
    worker = startWorker(workerEnv);
    await db.connect();
    const base = () => service!.base;
    say(`service on ${base()}, worker pid ${worker.pid}, receiver on ${receiver.origin}; seeding…`);
    const citizens: string[] = [];
    await inParallel([...Array(CITIZENS).keys()], 8, async (n) => {
      citizens.push(await citizenWith(base(), n, ['identity-document', 'employers-liability-insurance']));
    });
    const journeys: { token: string; id: string }[] = [];
    await inParallel([...Array(OUTAGE_JOURNEYS + KILL_JOURNEYS).keys()], 16, async (n) => {
      const token = citizens[n % citizens.length];
      const id = await journeyFor(base(), token, 'I want to start my own business', 'starting-a-business');
      for (const agency of AGENCIES) await consent(base(), token, id, agency);
      await complete(base(), token, id, 'about-your-business', ABOUT_THE_BUSINESS);
      journeys.push({ token, id });
    });
    const tell = (list: { token: string; id: string }[]) =>
      inParallel(list, 16, async ({ token, id }) => {
        for (const [code, answers] of TELLING) {
          // The insurance certificate (uploaded) completes its documents-only step on a refresh.
          if (code === 'tell-the-council')
            await call(base(), 'POST', `/api/v1/journeys/${id}/evidence-refresh`, undefined, token);
          await complete(base(), token, id, code, answers);
        }
      });
    const expected = async (): Promise<number> =>
      Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM deliveries`)).rows[0].n);
    /** Waits until the receiver logged this many distinct event ids; answers the seconds waited. */
    const allReceived = async (count: number, withinSeconds: number): Promise<number> => {
      const from = Date.now();
      for (;;) {
        const distinct = new Set(receiver.received().map((e) => e.id)).size;
        if (distinct >= count) return (Date.now() - from) / 1000;
        if (Date.now() - from > withinSeconds * 1000)
          throw new Error(`${distinct} of ${count} events received after ${withinSeconds} s`);
        await sleep(250);
      }
    };
    say(`seeded ${journeys.length} journeys of ${CITIZENS} citizens`);

    // 2. The receiver down for OUTAGE_SECONDS while 1,000 events are produced.
    await receiver.stop();
    const down = Date.now();
    await tell(journeys.slice(0, OUTAGE_JOURNEYS));
    const produced = await expected();
    say(`receiver down; ${produced} events produced in ${elapsed(down)}`);
    if (produced !== OUTAGE_JOURNEYS * TELLING.length)
      failures.push(`${produced} deliveries written for ${OUTAGE_JOURNEYS * TELLING.length} events`);
    await sleep(Math.max(0, down + OUTAGE_SECONDS * 1000 - Date.now()));
    await receiver.start();
    say(`receiver up after ${elapsed(down)}`);
    const drained = await allReceived(produced, 150);
    figures.push(
      `outage ${OUTAGE_SECONDS} s: ${produced} events all received ${drained.toFixed(1)} s after the receiver came back`,
    );
    say(figures[figures.length - 1]);

    // 3. SIGKILL of the service and the worker with deliveries in flight.
    await receiver.behave(500);
    const before = receiver.received().length;
    await tell(journeys.slice(OUTAGE_JOURNEYS));
    const total = await expected();
    for (let i = 0; i < 200 && (await receiver.stats()).in_flight === 0; i++) await sleep(25);
    const inFlight = (await receiver.stats()).in_flight;
    const got = receiver.received().length - before;
    await Promise.all([kill(service.child, 'SIGKILL'), kill(worker, 'SIGKILL')]);
    service = undefined;
    worker = undefined;
    const killed = Date.now();
    say(
      `service and worker killed (SIGKILL) with ${inFlight} deliveries in flight, ${got} of ${total - produced} received`,
    );
    if (inFlight === 0 || got >= total - produced) failures.push('no delivery was in flight at the SIGKILL');
    service = await startMeasuredService(settings);
    worker = startWorker(workerEnv);
    await receiver.behave(0);
    const recovered = await allReceived(total, 150);
    figures.push(
      `SIGKILL with ${inFlight} in flight: ${total} events all received ${((Date.now() - killed) / 1000).toFixed(1)} s after the kill (${recovered.toFixed(1)} s after the restart began)`,
    );
    say(figures[figures.length - 1]);

    // The checks.
    const rows = (
      await db.query<{ id: string; journey_id: string; agency_code: string; seq: string }>(
        `SELECT id, journey_id, agency_code, seq FROM deliveries ORDER BY seq`,
      )
    ).rows;
    const log = receiver.received();
    const first = new Map<string, number>();
    log.forEach((e: ReceivedEvent, i) => first.has(e.id) || first.set(e.id, i));
    const known = new Set(rows.map((r) => r.id));
    const lost = rows.filter((r) => !first.has(r.id));
    const unknown = [...first.keys()].filter((id) => !known.has(id));
    if (lost.length) failures.push(`${lost.length} lost (e.g. ${lost[0].id})`);
    if (unknown.length) failures.push(`${unknown.length} received that the database does not hold`);
    const stats = await receiver.stats();
    if (stats.invalid) failures.push(`${stats.invalid} signatures did not verify`);
    let pairs = 0;
    let outOfOrder = 0;
    const byPair = new Map<string, typeof rows>();
    for (const r of rows) {
      const key = `${r.journey_id} ${r.agency_code}`;
      byPair.set(key, [...(byPair.get(key) ?? []), r]);
    }
    for (const list of byPair.values()) {
      pairs += 1;
      const positions = list.map((r) => first.get(r.id) ?? -1);
      if (positions.some((p, i) => i > 0 && p < positions[i - 1])) outOfOrder += 1;
    }
    if (outOfOrder) failures.push(`${outOfOrder} journey-and-agency pairs received out of order`);
    const twice = log.filter((e) => e.agency === 'tax-agency').length;
    // A delivery the receiver took just before the kill is DELIVERED once it is delivered again (at least once).
    for (let i = 0; i < 240; i++) {
      const pending = Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM deliveries WHERE status <> 'DELIVERED'`))
          .rows[0].n,
      );
      if (!pending) break;
      if (i === 239) failures.push(`${pending} deliveries not DELIVERED in the database`);
      await sleep(250);
    }
    const summary =
      `test:deliveries ${failures.length ? 'FAILED' : 'ok'}: ${rows.length} events, ${first.size} distinct ids received, ` +
      `${lost.length} lost, ${log.length - first.size} duplicates, order kept in ${pairs - outOfOrder}/${pairs} journey-agency pairs ` +
      `(${twice} tax-agency receipts); ${figures.join('; ')}; ${elapsed()} in all` +
      (failures.length ? ` — ${failures.join('; ')}` : '');
    console.log(summary);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await Promise.all([
      service && kill(service.child, 'SIGTERM'),
      worker && kill(worker, 'SIGTERM'),
      receiver.stop(),
    ]);
    await db.end().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.log(`test:deliveries FAILED: ${(error as Error).message} (${elapsed()})`);
  process.exit(1);
});
