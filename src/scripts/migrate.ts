/**
 * Runs pending migrations against DATABASE_URL and exits: the command of a Kubernetes migration Job
 * (`node dist/scripts/migrate.js`), for deployments that start the service with DB_MIGRATE_ON_START=false.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { readDatabaseConfig } from '../config/database.config';
import { compiledMigrationsGlob, dataSourceOptions } from '../database/data-source-options';
import { runMigrationsLocked } from '../database/locked-migrations';

async function main(): Promise<void> {
  const config = readDatabaseConfig();
  if (!config.url) throw new Error('Set DATABASE_URL to the PostgreSQL to migrate');
  const dataSource = new DataSource({
    ...dataSourceOptions(config.url, 1),
    migrations: compiledMigrationsGlob(),
  });
  await dataSource.initialize();
  try {
    const ran = await runMigrationsLocked(dataSource, config.url);
    console.log(ran.length ? `Ran ${ran.map((m) => m.name).join(', ')}` : 'No pending migrations.');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exit(1);
});
