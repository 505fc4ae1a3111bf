import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { createTestApp, TestApp } from './app.factory';

/**
 * A test app on a migrated database of the suite's own, for suites that reach every row of a table
 * (the retention purge, the audit trail's tamper checks): on PostgreSQL a database created for it and
 * dropped after, on the embedded engine an empty PGlite the global setup starts (`embeddedUrlVariable`).
 */
export async function createOwnDatabaseApp(
  prefix: string,
  embeddedUrlVariable: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const embedded = process.env.TEST_DATABASE_ENGINE === 'embedded';
  const admin = (process.env.DATABASE_URL ?? '').replace(/\/[^/]+(\?.*)?$/, '/postgres');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const url = embedded ? (process.env[embeddedUrlVariable] ?? '') : admin.replace(/\/postgres$/, `/${name}`);
  const onServer = async (sql: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  if (!url) throw new Error(`the global setup did not start ${embeddedUrlVariable}`);
  if (!embedded) await onServer(`CREATE DATABASE ${name}`);
  const migrator = new DataSource({ ...dataSourceOptions(url, 1), migrations });
  await migrator.initialize();
  await migrator.runMigrations({ transaction: 'each' });
  await migrator.destroy();
  const t = await createTestApp({ env: { ...env, DATABASE_URL: url } });
  const close = t.close.bind(t);
  return Object.assign(t, {
    close: async () => {
      await close();
      if (!embedded) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  });
}

/** Undoes migrations on `migrator`, newest first, down to and including the one named `name`. */
export async function undoMigrationsThrough(migrator: DataSource, name: string): Promise<void> {
  for (;;) {
    const [last] = await migrator.query<{ name: string }[]>(
      `SELECT name FROM ${migrator.options.migrationsTableName ?? 'migrations'} ORDER BY timestamp DESC LIMIT 1`,
    );
    await migrator.undoLastMigration({ transaction: 'each' });
    if (last.name === name) return;
  }
}
