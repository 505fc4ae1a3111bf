import { createServer, Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { createTestApp } from '../factories/app.factory';

const databaseUrl = () => new URL(process.env.DATABASE_URL as string);

/** A TCP relay in front of the test database: closing it makes the database really unreachable. */
class DatabaseRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  // Read once: while the app under test runs, DATABASE_URL names this relay.
  private readonly target = databaseUrl();
  port = 0;

  async open(): Promise<void> {
    const target = this.target;
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => this.sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  url(): string {
    const u = new URL(this.target.toString());
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }
}

describe('Readiness reports the database unreachable, not busy (DESIGN §18)', () => {
  it('stays 200 while a slow query holds the whole request pool (DB_POOL_SIZE=1)', async () => {
    const t = await createTestApp({ env: { DB_POOL_SIZE: '1' } });
    const runner = t.dataSource.createQueryRunner();
    try {
      // The pool's only connection is taken; on a real PostgreSQL it is also busy in a slow statement
      // (the embedded engine has one backend for every connection: a sleep there stops the database).
      await runner.connect();
      const slow =
        process.env.TEST_DATABASE_ENGINE === 'postgresql'
          ? runner.query('SELECT pg_sleep(4)')
          : Promise.resolve();
      // The request pool really is saturated: a query through it does not get a connection.
      const pooled = t.dataSource.query('SELECT 1').then(() => 'answered');
      expect(await Promise.race([pooled, wait(1_000, 'waiting')])).toBe('waiting');
      const started = Date.now();
      const ready = await t.http.get('/health/ready').expect(200);
      expect(ready.body.status).toBe('ok');
      expect(ready.body.details.database.status).toBe('up');
      expect(Date.now() - started).toBeLessThan(1_000);
      await slow;
      await runner.release();
      expect(await pooled).toBe('answered');
    } finally {
      if (!runner.isReleased) await runner.release();
      await t.close();
    }
  });

  it('answers 503 with Retry-After when the database is really unreachable, and 200 once it is back', async () => {
    const relay = new DatabaseRelay();
    await relay.open();
    const t = await createTestApp({ env: { DATABASE_URL: relay.url(), DB_POOL_SIZE: '1' } });
    try {
      await t.http.get('/health/ready').expect(200);
      await relay.close();
      const down = await t.http.get('/health/ready').expect(503);
      expect(down.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.body.code).toBe('SERVICE_UNAVAILABLE');
      // Still down while nothing listens (a new connection is refused), then ready again on its own.
      await t.http.get('/health/ready').expect(503);
      await relay.open();
      // Ready again on its own within a few probes (a probe opens a new connection after a failure).
      const statuses: number[] = [];
      for (let i = 0; i < 10 && statuses.at(-1) !== 200; i += 1) {
        if (i > 0) await wait(200);
        statuses.push((await t.http.get('/health/ready')).status);
      }
      expect(statuses.at(-1)).toBe(200);
    } finally {
      await t.close();
      await relay.close();
    }
  });
});
