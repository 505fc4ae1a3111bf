import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/**
 * The one set of TypeORM options, shared by the application and `ormconfig.ts`, for both engines
 * (embedded PGlite over the wire protocol, or a real PostgreSQL). Schema comes only from migrations.
 */
export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    migrationsTableName: 'schema_migrations',
    logging: ['error'],
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}

/** Compiled migrations next to the built application (`dist/migrations`), or none when run from sources. */
export function compiledMigrationsGlob(): string[] {
  return __filename.endsWith('.js') ? [join(__dirname, '..', 'migrations', '[0-9]*-*.js')] : [];
}
