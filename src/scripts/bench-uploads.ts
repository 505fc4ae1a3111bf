/**
 * Memory under a burst of uploads (issue 13): starts the built service as a child process with the
 * production image's Node flags, signs in BENCH_UPLOAD_CITIZENS citizens (8) and fires
 * BENCH_UPLOADS (64) uploads of BENCH_UPLOAD_MIB MiB (9) all at once, then again with each refused
 * upload (503, or 429 past the per-citizen cap) retried after its Retry-After. Prints what was stored and refused and the service's peak
 * RSS (VmHWM), and exits 1 when the peak is above BENCH_MAX_RSS_MB (256).
 *
 *   DATABASE_URL=postgres://… npm run bench:uploads
 *
 * Needs a PostgreSQL database it may fill (the embedded engine would run inside the measured process).
 */
import { peakRssMb, signInHigh, startMeasuredService, tally } from './service-client';

const env = process.env;
const CITIZENS = Number(env.BENCH_UPLOAD_CITIZENS ?? 8);
const UPLOADS = Number(env.BENCH_UPLOADS ?? 64);
const MIB = Number(env.BENCH_UPLOAD_MIB ?? 9);
const MAX_RSS_MB = Number(env.BENCH_MAX_RSS_MB ?? 256);

/** A PDF of `mib` MiB: the header the vault sniffs, then padding. */
function pdfOf(mib: number): Blob {
  const bytes = new Uint8Array(mib * 1024 * 1024).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'), 0);
  return new Blob([bytes], { type: 'application/pdf' });
}

async function upload(
  base: string,
  token: string,
  file: Blob,
): Promise<{ status: number; retryAfter: number }> {
  const form = new FormData();
  form.set('document_code', 'birth-certificate');
  form.set('file', file, 'bench.pdf');
  try {
    const res = await fetch(`${base}/api/v1/vault/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 0) };
  } catch {
    // The service answered before reading the whole body and the client saw the connection end.
    return { status: 0, retryAfter: 1 };
  }
}

async function main(): Promise<void> {
  // A memory measure, not an abuse test: the quota does not refuse these uploads.
  const { child, base } = await startMeasuredService({
    METRICS_PORT: '0',
    VAULT_MAX_DOCUMENTS: '100000',
    VAULT_MAX_BYTES: '100000mb',
  });
  try {
    const tokens: string[] = [];
    for (let n = 0; n < CITIZENS; n += 1) tokens.push(await signInHigh(base, n));
    const file = pdfOf(MIB);
    const before = peakRssMb(child.pid!);
    console.log(
      `service pid ${child.pid}; ${CITIZENS} citizens signed in; peak RSS before uploads ${before} MB`,
    );

    let started = Date.now();
    const burst = await Promise.all(
      [...Array(UPLOADS).keys()].map(async (i) => (await upload(base, tokens[i % CITIZENS], file)).status),
    );
    console.log(
      `burst: ${UPLOADS} uploads of ${MIB} MiB at once → ${tally(burst)} in ${((Date.now() - started) / 1000).toFixed(1)} s; peak RSS ${peakRssMb(child.pid!)} MB`,
    );

    started = Date.now();
    const retried = await Promise.all(
      [...Array(UPLOADS).keys()].map(async (i) => {
        for (let attempt = 0; ; attempt += 1) {
          const r = await upload(base, tokens[i % CITIZENS], file);
          // 503: the replica's uploads in flight; 429: the citizen's (VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN).
          if (![503, 429, 0].includes(r.status) || attempt === 50) return r.status;
          await new Promise((resolve) => setTimeout(resolve, r.retryAfter * 1000 * (0.5 + Math.random())));
        }
      }),
    );
    const peak = peakRssMb(child.pid!);
    console.log(
      `with retries: ${UPLOADS} uploads of ${MIB} MiB at once, each retried after Retry-After → ${tally(retried)} in ${((Date.now() - started) / 1000).toFixed(1)} s; peak RSS ${peak} MB (limit ${MAX_RSS_MB} MB)`,
    );
    if (!(peak <= MAX_RSS_MB)) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
