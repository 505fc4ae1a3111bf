import { Client } from 'pg';
import type { DataSource, Migration } from 'typeorm';

/** Key of the session-level advisory lock every replica takes around its migrations. */
export const MIGRATION_LOCK_KEY = 7_263_118_001;

/**
 * Runs the pending migrations while holding a PostgreSQL advisory lock (DESIGN §14), so replicas
 * starting together against an empty database migrate one after the other: the second waits, then
 * finds nothing pending. The lock is held on a connection of its own (outside the pool the
 * migrations use) and is released when that connection ends, also if this process dies.
 * On the embedded engine (one process, one backend) no lock is needed: `lockUrl` is undefined.
 */
export async function runMigrationsLocked(
  dataSource: DataSource,
  lockUrl: string | undefined,
): Promise<Migration[]> {
  if (!dataSource.migrations.length) return [];
  if (!lockUrl) return dataSource.runMigrations({ transaction: 'each' });
  const lock = new Client({ connectionString: lockUrl, connectionTimeoutMillis: 5000 });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.end();
  }
}
