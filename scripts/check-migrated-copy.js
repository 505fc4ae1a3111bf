#!/usr/bin/env node
// `npm run test:migrated-copy` (CI, after the build): the embedded engine's migrated copy end to end.
// Removes this build's copy, starts the BUILT service on a new data directory (it starts from the
// empty cluster, migrates, and keeps the copy), then on a second new directory (it must start from
// the copy, run no migration, and serve: the catalogue of life events answers 200 with all eight
// templates, and a citizen can sign in) and make the copy's directory; then on a third (a copy of
// that directory's files: it must start from it and run no migration). Exits 1 with the reason otherwise.
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const DIST = join(__dirname, '..', 'dist');
const { migratedCopyFile } = require(join(DIST, 'database', 'embedded-postgres.js'));

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function fail(message) {
  console.error(`check-migrated-copy: FAILED: ${message}`);
  process.exit(1);
}

/** Starts the service on `dir`, runs `use(base)` once ready, stops it; returns its log lines as objects. */
async function withService(dir, use) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    METRICS_PORT: '0',
    LOG_LEVEL: 'info',
    EMBEDDED_DB_DIR: dir,
  };
  for (const k of ['DATABASE_URL', 'NODE_ENV', 'REDIS_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT']) delete env[k];
  const child = spawn(process.execPath, [join(DIST, 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (c) => (out += c));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let ready = false, deadline = Date.now() + 60_000; !ready;) {
      if (Date.now() > deadline) fail(`the service on ${dir} was not ready within 60 s`);
      ready = await fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    await use(base);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  return out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
}

const startedFrom = (lines) => lines.find((l) => l.started_from !== undefined)?.started_from;
/** The count the database module logs once the migrations ran (undefined: no such line, a failure here). */
const migrationsRun = (lines) => lines.find((l) => l.migrations_run !== undefined)?.migrations_run;

async function main() {
  const copy = migratedCopyFile();
  if (!copy) fail('no compiled migrations in dist/ (run npm run build first)');
  rmSync(copy, { force: true });
  rmSync(copy.replace(/\.tar$/, ''), { recursive: true, force: true }); // its directory (a new data directory's source)
  const dirs = ['first', 'second', 'third'].map((n) => mkdtempSync(join(tmpdir(), `cjs-${n}-`)));
  try {
    const first = await withService(join(dirs[0], 'data'), async () => undefined);
    if (startedFrom(first) !== 'empty')
      fail(`the first start began from ${startedFrom(first)}, not the empty cluster`);
    if (!(migrationsRun(first) > 0))
      fail(`the first start ran ${migrationsRun(first)} migrations on an empty cluster`);
    if (!existsSync(copy)) fail(`the first start did not keep ${copy}`);

    const second = await withService(join(dirs[1], 'data'), async (base) => {
      const catalogue = await fetch(`${base}/api/v1/workflows`);
      const body = await catalogue.json();
      const items = body.items ?? body;
      if (catalogue.status !== 200 || items.length !== 8)
        fail(`the catalogue answered ${catalogue.status} with ${items.length} life events`);
    });
    if (startedFrom(second) !== 'migrated')
      fail(`the second start began from ${startedFrom(second)}, not the migrated copy`);
    if (migrationsRun(second) !== 0) fail(`the second start ran ${migrationsRun(second)} migrations`);
    // The second start made the copy's directory; a third new directory is a copy of its files.
    const tree = copy.replace(/\.tar$/, '');
    if (!existsSync(join(tree, 'PG_VERSION'))) fail(`the second start did not make ${tree}`);
    const third = await withService(join(dirs[2], 'data'), async (base) => {
      const res = await fetch(`${base}/api/v1/workflows`);
      if (res.status !== 200) fail(`the third start's catalogue answered ${res.status}`);
    });
    if (startedFrom(third) !== 'migrated' || migrationsRun(third) !== 0)
      fail(`the third start began from ${startedFrom(third)} and ran ${migrationsRun(third)} migrations`);
    const ms = second.find((l) => l.startup_ms)?.startup_ms;
    console.log(
      `check-migrated-copy: ok — the first new directory migrated (${migrationsRun(first)} migrations) and kept the copy; ` +
        `the second started from it with none to run${ms ? ` (listening at ${ms.listening} ms)` : ''} and made its directory; ` +
        `the third was a copy of that directory${third.find((l) => l.startup_ms) ? ` (listening at ${third.find((l) => l.startup_ms).startup_ms.listening} ms)` : ''}`,
    );
  } finally {
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  }
}

main().catch((error) => fail(error.stack ?? String(error)));
