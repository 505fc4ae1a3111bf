/**
 * Runs pending migrations against DATABASE_MIGRATION_URL (else DATABASE_URL) and exits: the
 * Kubernetes migrate init container (`node dist/scripts/migrate.js`), for deployments that start the
 * service with DB_MIGRATE_ON_START=false. Its lines are JSON, like the service's.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppLogger, createRootLogger, logFatal } from '../common/logging';
import { readDatabaseConfig } from '../config/database.config';
import { compiledMigrations, dataSourceOptions } from '../database/data-source-options';
import { runMigrationsLocked } from '../database/locked-migrations';

async function main(): Promise<void> {
  const config = readDatabaseConfig();
  if (!config.migrationUrl)
    throw new Error('Set DATABASE_MIGRATION_URL or DATABASE_URL to the PostgreSQL to migrate');
  Logger.overrideLogger(new AppLogger(createRootLogger(process.env.LOG_LEVEL ?? 'info')));
  const dataSource = new DataSource({
    ...dataSourceOptions(config.migrationUrl, 1),
    migrations: compiledMigrations(),
  });
  await dataSource.initialize();
  try {
    const ran = await runMigrationsLocked(dataSource, config.migrationUrl);
    new Logger('Migrations').log(
      { ran: ran.map((m) => m.name) },
      ran.length ? `Ran ${ran.length} migration(s)` : 'No pending migrations',
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  logFatal(`Migration failed: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
});
