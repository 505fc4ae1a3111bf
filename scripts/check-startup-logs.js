#!/usr/bin/env node
// `npm run test:startup-logs` (DESIGN §18: every log line JSON from the first to the last, start-up
// failures included, a string `level`; "database not migrated" says what to run). Starts the BUILT
// service (dist/main.js) the ways a start fails and checks every line it prints, stdout and stderr:
// - a bad setting;
// - DATABASE_URL pointing at a closed port (PostgreSQL down), with and without migrations at start;
// - with DATABASE_URL set for this script (a real PostgreSQL server, as in CI): an empty database and
//   DB_MIGRATE_ON_START=false, whose last line must name `node dist/scripts/migrate.js`;
// - and a start that succeeds on the embedded engine, stopped by SIGTERM as soon as it listens: it
//   exits 0, logs nothing at error or fatal (a job-queue poll in flight used to fail against the
//   stopped engine, logged as an error), and its "listening" line says where the start's time went.
// Exits 1 listing every problem.
const { spawn, spawnSync } = require('node:child_process');
const { createServer } = require('node:net');
const { join } = require('node:path');
const { Client } = require('pg');

const MAIN = join(__dirname, '..', 'dist', 'main.js');
const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
const problems = [];

const closedPort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The environment every start here begins from: embedded in memory, nothing of this shell's service settings. */
function serviceEnv() {
  const env = { ...process.env, PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'info', EMBEDDED_DB_DIR: 'memory://' };
  for (const k of ['DATABASE_URL', 'NODE_ENV', 'IDENTITY_PROVIDERS', 'REDIS_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'DB_MIGRATE_ON_START']) delete env[k];
  return env;
}

/** Runs dist/main.js to its end; returns its lines, parsed, and records every problem. */
function start(name, env, expectLast) {
  const base = serviceEnv();
  const run = spawnSync(process.execPath, [MAIN], { env: { ...base, ...env }, encoding: 'utf8', timeout: 60_000 });
  const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((l) => l.trim());
  const parsed = [];
  const before = problems.length;
  for (const line of lines) {
    try {
      const value = JSON.parse(line);
      if (typeof value !== 'object' || value === null) throw new Error('not an object');
      if (!LEVELS.has(value.level)) problems.push(`${name}: level ${JSON.stringify(value.level)} is not a level name: ${line.slice(0, 160)}`);
      parsed.push(value);
    } catch {
      problems.push(`${name}: a line that is not JSON: ${line.slice(0, 160)}`);
    }
  }
  if (run.status !== 1) problems.push(`${name}: exit ${run.status ?? run.signal}, not 1`);
  const fatal = parsed.filter((l) => l.level === 'fatal');
  if (fatal.length !== 1 || !expectLast.test(fatal[0].msg)) {
    problems.push(`${name}: expected one fatal line matching ${expectLast}, got ${JSON.stringify(fatal.map((l) => l.msg))}`);
  }
  console.log(`${name}: ${lines.length} line(s), ${problems.length - before} problem(s); fatal: ${fatal[0]?.msg ?? '(none)'}`);
}

/** Starts the service on the embedded engine, SIGTERMs it once it listens, and checks how it stops. */
async function stoppedOnceListening(name) {
  const env = { ...serviceEnv(), SHUTDOWN_DRAIN: '0' };
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  let buffered = '';
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const onData = (chunk) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop();
    for (const line of parts.filter((l) => l.trim())) {
      lines.push(line);
      if (line.includes('listening on port')) child.kill('SIGTERM');
    }
  };
  child.stdout.setEncoding('utf8').on('data', onData);
  child.stderr.setEncoding('utf8').on('data', onData);
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const status = await exited;
  clearTimeout(timer);
  const before = problems.length;
  if (status !== 0) problems.push(`${name}: exit ${status}, not 0`);
  let timings;
  for (const line of lines) {
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      problems.push(`${name}: a line that is not JSON: ${line.slice(0, 160)}`);
      continue;
    }
    if (value.level === 'error' || value.level === 'fatal') problems.push(`${name}: ${value.level}: ${String(value.msg).slice(0, 160)}`);
    if (value.startup_ms) timings = value.startup_ms;
  }
  if (!timings?.listening) problems.push(`${name}: the listening line carries no startup_ms`);
  console.log(`${name}: ${lines.length} line(s), ${problems.length - before} problem(s); startup_ms ${JSON.stringify(timings)}`);
}

async function main() {
  await stoppedOnceListening('SIGTERM once listening (embedded)');
  start('bad setting', { PORT: 'abc' }, /^Invalid setting PORT/);
  const port = await closedPort();
  const down = `postgres://postgres@127.0.0.1:${port}/cjs`;
  start('PostgreSQL down, migrations at start', { DATABASE_URL: down, DB_MIGRATE_ON_START: 'true' }, /ECONNREFUSED/);
  start('PostgreSQL down, migrated elsewhere', { DATABASE_URL: down, DB_MIGRATE_ON_START: 'false' }, /ECONNREFUSED/);
  if (process.env.DATABASE_URL) {
    const name = `cjs_unmigrated_${process.pid}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      start(
        'database never migrated',
        { DATABASE_URL: url.toString(), DB_MIGRATE_ON_START: 'false' },
        /database is not migrated.*node dist\/scripts\/migrate\.js/,
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('database never migrated: skipped (set DATABASE_URL to a PostgreSQL server)');
  }
  if (problems.length) {
    console.error(`start-up logs: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('start-up logs: every line JSON with a level name, one fatal line saying why (and what to run)');
}

main().catch((error) => {
  console.error(`start-up log check failed: ${error.message}`);
  process.exit(1);
});
