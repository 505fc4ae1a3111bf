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

/** The database lacks migrations this build ships: the service cannot serve on it. */
export class DatabaseNotMigratedError extends Error {
  constructor(pending: string[]) {
    super(
      `The database is not migrated: ${pending.length} migration(s) of this build pending ` +
        `(${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''}). Run \`node dist/scripts/migrate.js\` ` +
        '(`npm run migrate`; in Kubernetes the migrate init container) with DATABASE_MIGRATION_URL or ' +
        'DATABASE_URL set, or start with DB_MIGRATE_ON_START=true.',
    );
    this.name = 'DatabaseNotMigratedError';
  }
}

/** Throws {@link DatabaseNotMigratedError} naming what is pending; a newer database (expand first) is fine. */
export async function assertMigrated(dataSource: DataSource): Promise<void> {
  const applied = new Set<string>();
  const table = await dataSource.query<{ present: boolean }[]>(
    `SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
  );
  if (table[0]?.present) {
    const rows = await dataSource.query<{ name: string }[]>('SELECT name FROM schema_migrations');
    for (const row of rows) applied.add(row.name);
  }
  const pending = dataSource.migrations
    .map((m) => m.name ?? m.constructor.name)
    .filter((n) => !applied.has(n));
  if (pending.length) throw new DatabaseNotMigratedError(pending);
}
