/**
 * Talking to a running instance of the service from the scripts (bench, rolling restart): free
 * ports, JSON calls, readiness, and citizens signed in through the sandbox providers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The production image's Node flags. Keep in step with NODE_OPTIONS in the Dockerfile. */
export const PRODUCTION_NODE_OPTIONS = '--max-old-space-size=160 --max-semi-space-size=16 --v8-pool-size=1';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Record<string, string>> {
  const res = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, string>;
}

export async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the service did not become ready in 60 s');
}

/**
 * A citizen with HIGH assurance, signed in through the sandbox's signed-QR route. Not the sandbox SSO:
 * that is an embedded OpenID Provider (oidc-provider) whose AsyncLocalStorage, once used, makes Node
 * track every later promise — ≈ 7 % of the list's throughput, a cost production (live SSO, no
 * embedded provider) never pays.
 */
export async function signInHigh(base: string, n: number): Promise<string> {
  const nationalId = `B${Date.now().toString(36).toUpperCase()}${n}`.slice(0, 12);
  const { qr_payload } = await call(base, 'POST', '/sandbox/qr-codes', {
    national_id: nationalId,
    given_name: 'Bench',
    family_name: `Citizen${n}`,
    birth_date: '1985-01-01',
  });
  const challenge = await call(base, 'POST', '/api/v1/auth/verify/start', { consent: true });
  await call(base, 'POST', `/sandbox/liveness/${challenge.challenge_id}/result`, { outcome: 'PASS' });
  const { session_token } = await call(base, 'POST', '/api/v1/auth/verify/qr/complete', {
    challenge_id: challenge.challenge_id,
    qr_payload,
  });
  const liveness = await call(
    base,
    'POST',
    '/api/v1/identity/liveness/session',
    { consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' },
    session_token,
  );
  await call(base, 'POST', `/sandbox/liveness/${liveness.assurance_id}/result`, { outcome: 'PASS' });
  await call(base, 'POST', '/api/v1/identity/verify', { assurance_id: liveness.assurance_id }, session_token);
  return session_token;
}

export async function newJourney(base: string, token: string): Promise<string> {
  const intent = await call(
    base,
    'POST',
    '/api/v1/intents/compile',
    { message: 'we just had a baby' },
    token,
  );
  return (await call(base, 'POST', `/api/v1/journeys/from-intent/${intent.intent_id}`, undefined, token)).id;
}

/** Answer statuses counted, e.g. "2 × 201, 61 × 503, 1 × connection ended" (0 = no answer). */
export function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${n} × ${s === 0 ? 'connection ended' : s}`)
    .join(', ');
}

/** The process's peak resident memory (VmHWM) in MB. */
export function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : NaN;
}

/**
 * The built service (dist/main.js) as a child process for a measure on DATABASE_URL: sandbox
 * providers, warnings only, the per-IP and per-citizen limits out of the way, and the production
 * image's Node flags unless the caller's NODE_OPTIONS says otherwise. `env` adds or overrides
 * settings; a setting given as undefined is left unset (the service's default).
 */
export async function startMeasuredService(
  env: Record<string, string | undefined>,
): Promise<{ child: ChildProcess; base: string }> {
  if (!process.env.DATABASE_URL)
    throw new Error('Set DATABASE_URL to a PostgreSQL database the benchmark may fill.');
  const port = await freePort();
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    IDENTITY_PROVIDERS: 'sandbox',
    LOG_LEVEL: 'warn',
    CITIZEN_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    NODE_ENV: 'development',
    NODE_OPTIONS: process.env.NODE_OPTIONS ?? PRODUCTION_NODE_OPTIONS,
    ...env,
  };
  for (const [name, value] of Object.entries(settings)) if (value === undefined) delete settings[name];
  // BENCH_NODE_ARGS: Node flags NODE_OPTIONS refuses, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(__dirname, '..', 'main.js')], {
    env: settings,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(base, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { child, base };
}
