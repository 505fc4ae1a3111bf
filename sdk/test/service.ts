/**
 * Starts the BUILT service (dist/main.js at the repository root) as a child process listening on
 * 127.0.0.1 on a free port: the embedded PostgreSQL in memory by default, or the PostgreSQL in
 * DATABASE_URL (and the Redis in REDIS_URL) when they are set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createCitizenJourneyClient } from '@citizen-journey/sdk';

export interface RunningService {
  baseUrl: string;
  child: ChildProcess;
  /** What the service wrote to stderr (shown when a test fails). */
  stderr: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export async function startService(): Promise<RunningService> {
  const main = join(__dirname, '..', '..', '..', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    IDENTITY_PROVIDERS: 'sandbox',
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
    SHUTDOWN_DRAIN: '1ms',
  };
  delete env.NODE_ENV;
  if (!env.DATABASE_URL) env.EMBEDDED_DB_DIR = 'memory://';
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  const probe = createCitizenJourneyClient({ baseUrl });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await probe.GET('/health/ready')).response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) {
      await stop();
      throw new Error(`the service was not ready within 90 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, child, stderr: () => stderr, stop };
}
