#!/usr/bin/env node
// `npm run bench:startup` (issue 26: embedded start to ready, and where the time goes). Starts the
// BUILT service (dist/main.js) on the embedded engine BENCH_RUNS times (5) each way — a new data
// directory (the first start of `npm start`), the same directory again, and in memory — and prints,
// per way, the median time from spawning the process to GET /health/ready answering 200, and the
// median of each phase of the `startup_ms` field of its "listening" line (ms since the process began:
// modules loaded, embedded engine up, migrations, templates, NLU, listening). Prints; a benchmark,
// not a test.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const MAIN = join(__dirname, '..', 'dist', 'main.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PHASES = ['modules', 'engine', 'migrations', 'templates', 'nlu', 'listening'];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startOnce(dir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), METRICS_PORT: '0', LOG_LEVEL: 'info', EMBEDDED_DB_DIR: dir, SHUTDOWN_DRAIN: '0' };
  for (const k of ['DATABASE_URL', 'NODE_ENV', 'REDIS_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT']) delete env[k];
  const from = performance.now();
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (c) => (out += c));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ready;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    const ok = await fetch(`http://127.0.0.1:${port}/health/ready`).then((r) => r.ok, () => false);
    if (ok) {
      ready = performance.now() - from;
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGTERM');
  await exited;
  if (ready === undefined) throw new Error(`the service did not become ready in 120 s on ${dir}`);
  const line = out.split('\n').find((l) => l.includes('"startup_ms"'));
  return { ready, phases: line ? JSON.parse(line).startup_ms : {} };
}

async function main() {
  const rows = [];
  const ways = {
    'new directory': () => join(mkdtempSync(join(tmpdir(), 'cjs-start-')), 'db'),
    'existing directory': (() => {
      const dir = join(mkdtempSync(join(tmpdir(), 'cjs-start-')), 'db');
      return () => dir;
    })(),
    'in memory': () => 'memory://',
  };
  for (const [way, dirFor] of Object.entries(ways)) {
    const runs = [];
    for (let i = 0; i < RUNS + (way === 'existing directory' ? 1 : 0); i++) {
      const dir = dirFor();
      const run = await startOnce(dir);
      // The existing directory's first start creates it: not counted.
      if (!(way === 'existing directory' && i === 0)) runs.push(run);
      if (way === 'new directory') rmSync(join(dir, '..'), { recursive: true, force: true });
    }
    const row = { way, 'ready ms (median)': Math.round(median(runs.map((r) => r.ready))) };
    for (const p of PHASES) row[`${p} at`] = median(runs.map((r) => r.phases[p] ?? NaN));
    rows.push(row);
  }
  console.table(rows);
  console.log(
    `bench:startup: embedded start to ready, median of ${RUNS}: ${rows.map((r) => `${r.way} ${r['ready ms (median)']} ms`).join(', ')}`,
  );
}

main().catch((e) => {
  console.error(`bench:startup failed: ${e.message}`);
  process.exit(1);
});
