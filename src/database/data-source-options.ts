import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DataSourceOptions, MigrationInterface } from 'typeorm';
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

export type MigrationClass = new () => MigrationInterface;

/**
 * The one list of migrations (`migrations/index.ts`, also used by `ormconfig.ts` and the tests), as
 * compiled next to the built application (`dist/migrations/index.js`); none when run from sources
 * (tests run the same list in their global setup). A build without it stops the start clearly
 * instead of serving on a schema-less database.
 */
export function compiledMigrations(): MigrationClass[] {
  if (!__filename.endsWith('.js')) return [];
  const index = join(__dirname, '..', 'migrations', 'index.js');
  if (!existsSync(index))
    throw new Error(`No compiled migrations in ${dirname(index)}: run \`npm run build\` first`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(index) as { migrations: MigrationClass[] }).migrations;
}
