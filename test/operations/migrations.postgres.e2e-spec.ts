import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrationsLocked } from '../../src/database/locked-migrations';

// Runs only with DATABASE_URL set to a real PostgreSQL (jest.config.js): two replicas, one empty database.
const server = new URL(process.env.DATABASE_URL as string);

describe('Migrations under an advisory lock (DESIGN §14)', () => {
  const name = `cjs_migrate_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new Client({ connectionString: server.toString() });
  const url = (() => {
    const u = new URL(server.toString());
    u.pathname = `/${name}`;
    return u.toString();
  })();

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('two replicas migrating an empty database together both come up, each migration run once', async () => {
    const replicas = [1, 2].map(() => new DataSource({ ...dataSourceOptions(url, 2), migrations }));
    await Promise.all(replicas.map((r) => r.initialize()));
    try {
      const ran = await Promise.all(replicas.map((r) => runMigrationsLocked(r, url)));
      expect(ran.map((r) => r.length).sort((a, b) => a - b)).toEqual([0, migrations.length]);
      const applied = await replicas[0].query('SELECT count(*)::int AS n FROM schema_migrations');
      expect(applied[0].n).toBe(migrations.length);
      expect(await replicas[1].showMigrations()).toBe(false);
    } finally {
      await Promise.all(replicas.map((r) => r.destroy()));
    }
  });
});
