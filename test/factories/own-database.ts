import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { createTestApp, TestApp } from './app.factory';

/** A migrated database of a suite's own, and how to drop it (nothing to drop on the embedded engine). */
export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A migrated database of the suite's own: on PostgreSQL a database created for it (`drop` removes it), on
 * the embedded engine an empty PGlite the global setup starts (`embeddedUrlVariable`). For suites that
 * reach every row of a table (the retention purge, the audit trail's tamper checks) or change what every
 * app on the database sees (templates published by the version-pinning suite), so that suites running
 * at the same time in another Jest worker are unaffected.
 */
export async function createOwnDatabase(prefix: string, embeddedUrlVariable: string): Promise<OwnDatabase> {
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
  return {
    url,
    drop: async () => {
      if (!embedded) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A test app on a database of the suite's own (`createOwnDatabase`); closing it drops the database. */
export async function createOwnDatabaseApp(
  prefix: string,
  embeddedUrlVariable: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createOwnDatabase(prefix, embeddedUrlVariable);
  const t = await createTestApp({ env: { ...env, DATABASE_URL: database.url } });
  const close = t.close.bind(t);
  return Object.assign(t, {
    close: async () => {
      await close();
      await database.drop();
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
