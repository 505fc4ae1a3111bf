/**
 * The attacks issue 13 was filed with, repeated against the built service with its default
 * per-citizen limits and vault quota (the per-IP limit is raised: one attacker with many addresses).
 * Each attack uses a citizen of its own, so one attack's limit does not hide another's:
 *
 * - 500 uploads of 9 MiB, 8 at a time: what was accepted, the bytes stored, the peak RSS;
 * - 500 intents, then 1,000 agent messages, 16 at a time: what was accepted and stored;
 * - 500 evidence refreshes that change nothing: the audit events they wrote;
 * - out-of-bounds numbers and invalid text: the answers.
 *
 *   DATABASE_URL=postgres://… npm run bench:abuse
 *
 * Needs a PostgreSQL database it may fill; reads the stored rows from it directly.
 */
import { Client } from 'pg';
import { newJourney, peakRssMb, signInHigh, startMeasuredService, tally } from './service-client';

const MiB = 1024 * 1024;

/** Runs `task(i)` for i < count, `width` at a time; the statuses, in order. */
async function fire(count: number, width: number, task: (i: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = new Array<number>(count);
  let next = 0;
  await Promise.all(
    [...Array(width).keys()].map(async () => {
      while (next < count) {
        const i = next++;
        statuses[i] = await task(i).catch(() => 0);
      }
    }),
  );
  return statuses;
}

async function post(base: string, path: string, token: string, body?: unknown): Promise<number> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

async function main(): Promise<void> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  const { child, base } = await startMeasuredService({
    METRICS_PORT: '0',
    // The service's own defaults for what a citizen may do.
    CITIZEN_WRITES_PER_MINUTE: undefined,
    VAULT_MAX_DOCUMENTS: undefined,
    VAULT_MAX_BYTES: undefined,
  });
  await db.connect();
  const one = async <T>(sql: string, params: unknown[]): Promise<T> =>
    (await db.query(sql, params)).rows[0] as T;
  const citizenOf = async (token: string): Promise<string> => {
    const session = await fetch(`${base}/api/v1/auth/session`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await session.json()) as { profile: { citizen_id: string } }).profile.citizen_id;
  };
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  try {
    console.log(`service pid ${child.pid}; peak RSS before the attacks ${peakRssMb(child.pid!)} MB`);

    // 1. The vault: 500 uploads of 9 MiB.
    const uploader = await signInHigh(base, 1);
    const pdf = new Uint8Array(9 * MiB).fill(0x20);
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'), 0);
    const file = new Blob([pdf], { type: 'application/pdf' });
    let started = Date.now();
    const uploads = await fire(500, 8, async () => {
      const form = new FormData();
      form.set('document_code', 'birth-certificate');
      form.set('file', file, 'attack.pdf');
      const res = await fetch(`${base}/api/v1/vault/documents`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${uploader}` },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    });
    const stored = await one<{ documents: number; bytes: string }>(
      'SELECT count(*)::int AS documents, coalesce(sum(size_bytes), 0)::text AS bytes FROM vault_documents WHERE citizen_id = $1',
      [await citizenOf(uploader)],
    );
    console.log(
      `500 uploads of 9 MiB (8 at a time) → ${tally(uploads)} in ${seconds(started)}; stored ${stored.documents} documents, ${(Number(stored.bytes) / MiB).toFixed(0)} MiB; peak RSS ${peakRssMb(child.pid!)} MB`,
    );

    // 2. Intents, then agent messages.
    const talker = await signInHigh(base, 2);
    started = Date.now();
    const intents = await fire(500, 16, () =>
      post(base, '/api/v1/intents/compile', talker, { message: 'we just had a baby' }),
    );
    const intentRows = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM intents WHERE citizen_id = $1',
      [await citizenOf(talker)],
    );
    console.log(
      `500 intents (16 at a time) → ${tally(intents)} in ${seconds(started)}; stored ${intentRows.n}`,
    );

    const chatter = await signInHigh(base, 3);
    const journeyId = await newJourney(base, chatter);
    started = Date.now();
    const messages = await fire(1000, 16, () =>
      post(base, `/api/v1/journeys/${journeyId}/agent/messages`, chatter, { message: 'what do I do next?' }),
    );
    const messageRows = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM agent_messages WHERE journey_id = $1 AND role = 'CITIZEN'",
      [journeyId],
    );
    console.log(
      `1,000 agent messages (16 at a time) → ${tally(messages)} in ${seconds(started)}; citizen messages stored ${messageRows.n}`,
    );

    // 3. Evidence refreshes that change nothing.
    const refresher = await signInHigh(base, 4);
    const refreshed = await newJourney(base, refresher);
    const events = () =>
      one<{ n: number }>('SELECT count(*)::int AS n FROM journey_events WHERE journey_id = $1', [refreshed]);
    const before = (await events()).n;
    const refreshes = await fire(500, 8, () =>
      post(base, `/api/v1/journeys/${refreshed}/evidence-refresh`, refresher),
    );
    console.log(
      `500 evidence refreshes that change nothing → ${tally(refreshes)}; audit events written ${(await events()).n - before}`,
    );

    // 4. Invalid text (a citizen of its own, under the write limit).
    const writer = await signInHigh(base, 5);
    const texts = await Promise.all(
      ['\ud800 lone surrogate', '   \n\t  ', 'x'.repeat(100_000)].map((message) =>
        post(base, '/api/v1/intents/compile', writer, { message }),
      ),
    );
    console.log(`intents with a lone surrogate, only whitespace, 100,000 characters → ${texts.join(', ')}`);
    console.log(`peak RSS over all attacks ${peakRssMb(child.pid!)} MB`);
  } finally {
    await db.end();
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
