#!/usr/bin/env node
// Smoke start of the BUILT service on its embedded default (no settings but a scratch data dir and
// a free port): waits for /health/ready, reads the contract and the workflows, stops it with SIGTERM,
// starts it again on the same files and checks the data written before the restart is still there.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function start(dir, port) {
  const env = { ...process.env, PORT: String(port), EMBEDDED_DB_DIR: dir, LOG_LEVEL: 'warn', SHUTDOWN_DRAIN: '1s', METRICS_PORT: '0' };
  for (const k of ['DATABASE_URL', 'NODE_ENV', 'IDENTITY_PROVIDERS', 'REDIS_URL']) delete env[k];
  const child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${base}/health/ready`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 60_000) throw new Error('service not ready within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`ready in ${Date.now() - started} ms`);
  return { child, base };
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`SIGTERM: the service exited with ${code}, not 0`);
  console.log(`stopped by SIGTERM after ${Date.now() - started} ms (drain 1 s), exit 0`);
}

async function expectOk(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** A bad setting stops the start with one line naming it (no stack trace). */
function refusesBadSetting(env, expected) {
  const { spawnSync } = require('node:child_process');
  const run = spawnSync(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], {
    env: { ...process.env, EMBEDDED_DB_DIR: 'memory://', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const lines = run.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('oidc-provider WARNING'));
  if (run.status !== 1 || lines.length !== 1 || !lines[0].includes(expected)) {
    throw new Error(`expected exit 1 with one line "${expected}", got ${run.status}: ${run.stderr}${run.stdout}`);
  }
  console.log(`refused: ${lines[0]}`);
}

async function main() {
  refusesBadSetting({ PORT: 'abc' }, 'Invalid setting PORT');
  refusesBadSetting({ SESSION_TTL: 'soon' }, 'Invalid setting SESSION_TTL');
  refusesBadSetting({ NODE_ENV: 'production', DATABASE_URL: '' }, 'Invalid setting DATABASE_URL');
  refusesBadSetting({ NODE_ENV: 'production', IDENTITY_PROVIDERS: 'sandbox', DATABASE_URL: 'postgres://x@127.0.0.1/x' }, 'Invalid setting IDENTITY_PROVIDERS');
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1/x', CITIZEN_ID_HMAC_SECRET: 'a-production-secret-value' };
  refusesBadSetting(production, 'Invalid setting IDENTITY_PROVIDERS: no identity provider is configured');
  refusesBadSetting({ TRUST_PROXY: 'everyone' }, 'Invalid setting TRUST_PROXY');
  const dir = mkdtempSync(join(tmpdir(), 'cjs-smoke-'));
  const port = await freePort();
  try {
    let { child, base } = await start(dir, port);
    const workflows = await expectOk(`${base}/api/v1/workflows`);
    if (workflows.items.length < 3) throw new Error('expected three active workflows');
    const doc = await expectOk(`${base}/docs/openapi.json`);
    console.log(`contract: ${Object.keys(doc.paths).length} paths; workflows: ${workflows.items.map((w) => w.code).join(', ')}`);
    // Sign in through the sandbox SSO so the restart has something to keep.
    const json = { 'Content-Type': 'application/json' };
    const person = { national_id: `SMOKE${Date.now()}`, given_name: 'Ada', family_name: 'Smoke', birth_date: '1990-01-02' };
    const { exchange_code } = await expectOk(`${base}/sandbox/sso/exchange-codes`, { method: 'POST', headers: json, body: JSON.stringify(person) });
    const session = await expectOk(`${base}/api/v1/auth/sso/callback`, { method: 'POST', headers: json, body: JSON.stringify({ exchange_code }) });
    await stop(child);
    ({ child, base } = await start(dir, port));
    const again = await expectOk(`${base}/api/v1/auth/session`, { headers: { Authorization: `Bearer ${session.session_token}` } });
    if (again.profile.citizen_id !== session.profile.citizen_id) throw new Error('session not kept across the restart');
    console.log('data written before the restart is there after it');
    await stop(child);
    console.log('smoke start: ok');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`smoke start failed: ${error.message}`);
  process.exit(1);
});
