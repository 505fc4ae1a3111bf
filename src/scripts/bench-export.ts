/**
 * The time of GET /me/export for a busy citizen (issue 13): 20 journeys, 50 documents, 500 agent
 * messages (BENCH_EXPORT_JOURNEYS / _DOCUMENTS / _MESSAGES), on the built service with the production
 * image's Node flags. Prints the median and slowest of BENCH_EXPORT_RUNS (10) exports and the size.
 *
 *   DATABASE_URL=postgres://… npm run bench:export
 */
import { call, newJourney, signInHigh, startMeasuredService } from './service-client';

const env = process.env;
const JOURNEYS = Number(env.BENCH_EXPORT_JOURNEYS ?? 20);
const DOCUMENTS = Number(env.BENCH_EXPORT_DOCUMENTS ?? 50);
const MESSAGES = Number(env.BENCH_EXPORT_MESSAGES ?? 500);
const RUNS = Number(env.BENCH_EXPORT_RUNS ?? 10);

async function upload(base: string, token: string, n: number): Promise<void> {
  const form = new FormData();
  form.set('document_code', 'birth-certificate');
  form.set(
    'file',
    new Blob([`%PDF-1.4\n% bench document ${n}\n%%EOF\n`], { type: 'application/pdf' }),
    `d${n}.pdf`,
  );
  const res = await fetch(`${base}/api/v1/vault/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload ${n}: ${res.status} ${await res.text()}`);
}

async function main(): Promise<void> {
  const { child, base } = await startMeasuredService({ METRICS_PORT: '0' });
  try {
    const token = await signInHigh(base, 0);
    const journeys: string[] = [];
    for (let i = 0; i < JOURNEYS; i += 1) journeys.push(await newJourney(base, token));
    for (let i = 0; i < DOCUMENTS; i += 1) await upload(base, token, i);
    for (let i = 0; i < MESSAGES; i += 1)
      await call(
        base,
        'POST',
        `/api/v1/journeys/${journeys[i % journeys.length]}/agent/messages`,
        { message: `what is next? (${i})` },
        token,
      );
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/me/export`, { headers: { Authorization: `Bearer ${token}` } });
      const body = await res.text();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`export: ${res.status} ${body}`);
      bytes = body.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /me/export of a citizen with ${JOURNEYS} journeys, ${DOCUMENTS} documents and ${MESSAGES} agent messages (${MESSAGES * 2} message rows): ` +
        `median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, slowest ${times[RUNS - 1].toFixed(0)} ms of ${RUNS}; ${(bytes / 1024).toFixed(0)} KiB`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
