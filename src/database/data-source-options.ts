import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { TypeOrmLogger } from './typeorm-logger';

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
    logging: ['error', 'warn', 'migration'],
    logger: new TypeOrmLogger(),
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}

/**
 * Compiled migrations next to the built application (`dist/migrations`), or none when run from
 * sources (tests run them in their global setup). A build without them stops the start clearly
 * instead of serving on a schema-less database.
 */
export function compiledMigrationsGlob(): string[] {
  if (!__filename.endsWith('.js')) return [];
  const dir = join(__dirname, '..', 'migrations');
  const found = existsSync(dir) && readdirSync(dir).some((f) => /^\d+-.+\.js$/.test(f));
  if (!found) throw new Error(`No compiled migrations in ${dir}: run \`npm run build\` first`);
  return [join(dir, '[0-9]*-*.js')];
}
