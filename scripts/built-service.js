/**
 * The BUILT service (dist/main.js) as a child process on a free port of 127.0.0.1, for the suites and
 * checks that drive it from outside (browser suite, Swagger UI QA): sandbox identity providers, the
 * embedded PostgreSQL in memory unless DATABASE_URL is set, no Redis, generous rate limits, and
 * PUBLIC_BASE_URL = its own origin (the contract's `servers`, which Swagger UI sends requests to).
 * `env` adds or overrides settings. Resolves once /health/ready answers 200 (within 120 s).
 */
const { spawn } = require('node:child_process');
const { existsSync } = require('node:fs');
const { createServer } = require('node:net');
const { join } = require('node:path');

const root = join(__dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startBuiltService(extraEnv = {}) {
  for (const built of ['dist/main.js', 'dist/migrations']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_BASE_URL: base,
    IDENTITY_PROVIDERS: 'sandbox',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '10000',
    CITIZEN_WRITES_PER_MINUTE: '10000',
    METRICS_PORT: '0',
    ...extraEnv,
  };
  if (!process.env.DATABASE_URL) env.EMBEDDED_DB_DIR = 'memory://';
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [join(root, 'dist', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-20_000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-20_000)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${base}/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the service was not ready within 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop, log: () => log };
}

module.exports = { freePort, startBuiltService };
