import { Client } from 'pg';
import { TestApp } from '../factories/app.factory';
import { createOwnDatabaseApp } from '../factories/own-database';

// Runs only with DATABASE_URL set to a real PostgreSQL (jest.config.js): replicas starting together call
// the partition function at once from separate sessions, which the embedded engine runs one after another.

describe('Monthly partitions created by replicas starting together (DESIGN §18, issue 26)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createOwnDatabaseApp('cjs_partitions', 'AUDIT_DATABASE_URL');
  });
  afterAll(() => t?.close());

  it('creates each missing month once when eight sessions ask at the same moment, and none fails', async () => {
    const url = (t.dataSource.options as { url?: string }).url;
    const clients = Array.from({ length: 8 }, () => new Client({ connectionString: url }));
    await Promise.all(clients.map((c) => c.connect()));
    try {
      const created = await Promise.all(
        clients.map(async (c) => {
          let n = 0;
          for (const table of ['journey_events', 'security_events']) {
            const { rows } = await c.query<{ n: number }>(
              `SELECT audit_ensure_partitions($1, '2050-01-01T00:00:00Z', 6) AS n`,
              [table],
            );
            n += rows[0].n;
          }
          return n;
        }),
      );
      expect(created.reduce((a, b) => a + b, 0)).toBe(12);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    const [{ n }] = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent IN ('journey_events'::regclass, 'security_events'::regclass) AND c.relname ~ '_y2050m'`,
    );
    expect(n).toBe(12);
  });
});
