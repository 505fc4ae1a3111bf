/**
 * `npm run test:rolling` (DESIGN §14): a rolling restart under load must fail no request.
 *
 * Starts two replicas of the built service (dist/main.js) on a fresh PostgreSQL database (both
 * migrating it at once: the advisory lock is exercised too), with Redis when REDIS_URL is set,
 * behind HAProxy (Debian's package, installed when missing and running as root) health-checking
 * `/health/ready`. It drives a bounded mixed load of authenticated reads and writes through HAProxy
 * (≈ ROLLING_RATE requests a second), restarts each replica in turn with SIGTERM, and exits 1 on any
 * failed request. It prints the requests sent, the failures, and each replica's drain time.
 *
 * Settings: ROLLING_POSTGRES (the server to create the scratch database on,
 * postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (optional), ROLLING_RATE (100),
 * ROLLING_DRAIN (the replicas' SHUTDOWN_DRAIN, 3s).
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { Client } from 'pg';
import { call, freePort, newJourney, signInHigh, waitReady } from './service-client';

const server = process.env.ROLLING_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rate = Number(process.env.ROLLING_RATE ?? 100);
const drain = process.env.ROLLING_DRAIN ?? '3s';
const WORKERS = 10;

function haproxyBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('HAProxy is missing: apt-get install -y haproxy');
  console.log('installing HAProxy (apt-get install -y haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const installed = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env });
  if (installed.status !== 0) throw new Error('apt-get install haproxy failed');
  return '/usr/sbin/haproxy';
}

interface Replica {
  name: string;
  port: number;
  child: ChildProcess;
}

function startReplica(name: string, port: number, databaseUrl: string): Replica {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SHUTDOWN_DRAIN: drain,
    SHUTDOWN_TIMEOUT: '20s',
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
    RATE_LIMIT_PER_MINUTE: '100000',
    CITIZEN_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_KEY_PREFIX: `cjs-rolling-${process.pid}`,
  };
  const child = spawn(process.execPath, [join(__dirname, '..', 'main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, port, child };
}

/** SIGTERM, then the time until the process exited (it must exit 0). */
async function stopReplica(replica: Replica): Promise<number> {
  const started = Date.now();
  const exited = once(replica.child, 'exit') as Promise<[number | null, string | null]>;
  replica.child.kill('SIGTERM');
  const [code, signal] = await exited;
  if (code !== 0) throw new Error(`${replica.name} exited with ${code ?? signal} after SIGTERM, not 0`);
  return Date.now() - started;
}

function haproxyConfig(frontend: number, ports: number[]): string {
  return [
    'global',
    '  log stdout format raw local0 err',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // No retries and no redispatch: a request sent to a replica that stopped listening fails, so
    // only the service's own drain keeps the count of failed requests at 0.
    '  retries 0',
    `frontend public`,
    `  bind 127.0.0.1:${frontend}`,
    '  default_backend replicas',
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    ...ports.map((p, i) => `  server replica${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

interface LoadResult {
  sent: number;
  failed: number;
  failures: string[];
}

/** Authenticated reads and writes through the proxy, ≈ `rate` a second, until `stop` resolves. */
async function driveLoad(
  base: string,
  tokens: string[],
  journeys: string[],
  stop: Promise<void>,
): Promise<LoadResult> {
  const result: LoadResult = { sent: 0, failed: 0, failures: [] };
  let stopped = false;
  void stop.then(() => (stopped = true));
  const pause = (WORKERS * 1000) / rate;
  const worker = async (w: number) => {
    for (let i = 0; !stopped; i += 1) {
      const started = Date.now();
      const n = (w + i * WORKERS) % tokens.length;
      const kind = i % 10;
      const request =
        kind < 6
          ? { method: 'GET', path: '/api/v1/journeys', expect: 200 }
          : kind < 8
            ? { method: 'GET', path: `/api/v1/journeys/${journeys[n]}/plan`, expect: 200 }
            : {
                method: 'POST',
                path: '/api/v1/intents/compile',
                body: { message: 'I lost my job' },
                expect: 201,
              };
      result.sent += 1;
      try {
        const res = await fetch(base + request.path, {
          method: request.method,
          headers: { Authorization: `Bearer ${tokens[n]}`, 'Content-Type': 'application/json' },
          body: request.body ? JSON.stringify(request.body) : undefined,
        });
        await res.arrayBuffer();
        if (res.status !== request.expect) {
          result.failed += 1;
          result.failures.push(`${request.method} ${request.path}: ${res.status}`);
        }
      } catch (error) {
        result.failed += 1;
        result.failures.push(`${request.method} ${request.path}: ${(error as Error).message}`);
      }
      await wait(Math.max(0, pause - (Date.now() - started)));
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return result;
}

async function main(): Promise<void> {
  const haproxy = haproxyBinary();
  const admin = new Client({ connectionString: server });
  await admin.connect();
  const database = `cjs_rolling_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  const dir = mkdtempSync(join(tmpdir(), 'cjs-rolling-'));
  const replicas: Replica[] = [];
  let proxy: ChildProcess | undefined;
  try {
    const ports = [await freePort(), await freePort()];
    const frontend = await freePort();
    // Both replicas start together on the empty database: the migration lock serializes them.
    const startedAt = Date.now();
    replicas.push(
      startReplica('replica1', ports[0], url.toString()),
      startReplica('replica2', ports[1], url.toString()),
    );
    await Promise.all(replicas.map((r) => waitReady(`http://127.0.0.1:${r.port}`, r.child)));
    console.log(`two replicas ready on an empty database in ${Date.now() - startedAt} ms`);

    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(frontend, ports));
    proxy = spawn(haproxy, ['-f', config, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
    const base = `http://127.0.0.1:${frontend}`;
    await wait(1500); // both servers checked UP (rise 2 × 500 ms)

    // Citizens signed in on one replica (the sandbox providers keep their state per replica);
    // their sessions are in the database, valid on both.
    const direct = `http://127.0.0.1:${ports[0]}`;
    const tokens: string[] = [];
    const journeys: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const token = await signInHigh(direct, n);
      tokens.push(token);
      journeys.push(await newJourney(direct, token));
    }
    await call(base, 'GET', '/api/v1/workflows');

    let finish!: () => void;
    const stop = new Promise<void>((resolve) => (finish = resolve));
    const load = driveLoad(base, tokens, journeys, stop);
    const drains: string[] = [];
    await wait(3000);
    for (let i = 0; i < replicas.length; i += 1) {
      const old = replicas[i];
      const drained = await stopReplica(old);
      drains.push(`${old.name} ${drained} ms`);
      console.log(`${old.name}: SIGTERM → exit 0 in ${drained} ms; starting it again`);
      replicas[i] = startReplica(old.name, old.port, url.toString());
      await waitReady(`http://127.0.0.1:${old.port}`, replicas[i].child);
      await wait(2000); // HAProxy sees it UP again (rise 2 × 500 ms) before the next restart
    }
    await wait(2000);
    finish();
    const result = await load;
    console.log(
      `rolling restart: ${result.sent} requests sent, ${result.failed} failed; drain: ${drains.join(', ')} (SHUTDOWN_DRAIN ${drain})`,
    );
    if (result.failed) {
      console.log(result.failures.slice(0, 20).join('\n'));
      process.exitCode = 1;
    }
  } finally {
    proxy?.kill('SIGTERM');
    await Promise.all(
      replicas.map(async (r) => {
        if (r.child.exitCode === null) {
          r.child.kill('SIGTERM');
          await once(r.child, 'exit');
        }
      }),
    );
    rmSync(dir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(`rolling restart failed: ${(error as Error).message}`);
  process.exit(1);
});
