import { registerAs } from '@nestjs/config';
import { bool, ConfigError, int, str } from './env';

export interface DatabaseConfig {
  /** A real PostgreSQL; undefined means the embedded PGlite database. */
  url: string | undefined;
  /**
   * Where migrations run (and take their advisory lock): DATABASE_MIGRATION_URL, else `url`. Behind
   * PgBouncer in transaction mode this must reach PostgreSQL directly: a session-level advisory
   * lock needs a session of its own.
   */
  migrationUrl: string | undefined;
  embeddedDir: string;
  migrateOnStart: boolean;
  poolSize: number;
  /** Hot-path reads as named prepared statements (a real PostgreSQL only; see PooledReads). */
  preparedStatements: boolean;
}

export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const production = env.NODE_ENV === 'production';
  const url = str(env, 'DATABASE_URL');
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('DATABASE_URL', 'expected a postgres:// URL');
  }
  const migrationUrl = str(env, 'DATABASE_MIGRATION_URL');
  if (migrationUrl !== undefined && !/^postgres(ql)?:\/\//.test(migrationUrl)) {
    throw new ConfigError('DATABASE_MIGRATION_URL', 'expected a postgres:// URL');
  }
  if (migrationUrl !== undefined && url === undefined) {
    throw new ConfigError(
      'DATABASE_MIGRATION_URL',
      'needs DATABASE_URL (the embedded database migrates itself)',
    );
  }
  if (production && url === undefined) {
    throw new ConfigError(
      'DATABASE_URL',
      'is required with NODE_ENV=production (the embedded database is for local runs)',
    );
  }
  return {
    url,
    migrationUrl: migrationUrl ?? url,
    embeddedDir: str(env, 'EMBEDDED_DB_DIR', './.data/pglite'),
    // The embedded database always migrates at start; a real one does unless switched off (Kubernetes Job).
    migrateOnStart: url === undefined ? true : bool(env, 'DB_MIGRATE_ON_START', !production),
    poolSize: int(env, 'DB_POOL_SIZE', 10, 1, 200),
    preparedStatements: url !== undefined && bool(env, 'DB_PREPARED_STATEMENTS', true),
  };
}

export const databaseConfig = registerAs('database', () => readDatabaseConfig());
