import { Global, Logger, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig } from '../config/database.config';
import { DataSource } from 'typeorm';
import { compiledMigrations, dataSourceOptions } from './data-source-options';
import { assertMigrated, runMigrationsLocked } from './locked-migrations';
import type { StartedEmbeddedPostgres } from './embedded-postgres';
import { EMBEDDED_POSTGRES, EmbeddedPostgresModule } from './embedded-postgres.module';
import { PooledReads } from './pooled-reads';
import { startupMark } from '../common/lifecycle/startup-timing';

/**
 * One code path for both engines: the embedded server only changes the URL the pool connects to.
 * Global so every repository can use PooledReads.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedPostgresModule],
      inject: [databaseConfig.KEY, EMBEDDED_POSTGRES],
      useFactory: async (
        config: ConfigType<typeof databaseConfig>,
        embedded: StartedEmbeddedPostgres | null,
      ) => {
        const url = embedded?.url ?? config.url!;
        // Migrations first, on a data source of their own under an advisory lock (DESIGN §14: replicas
        // starting together never collide), so every provider finds the schema in place. Without
        // them (Kubernetes migrates before the rollout), a database missing any of this build's
        // migrations stops the start saying what to run (DESIGN §18).
        const migrations = compiledMigrations();
        if (config.migrateOnStart || migrations.length) {
          // DATABASE_MIGRATION_URL: migrations bypass PgBouncer (their advisory lock needs a session).
          const migrationUrl = embedded ? url : config.migrationUrl!;
          const migrator = new DataSource({ ...dataSourceOptions(migrationUrl, 1), migrations });
          await migrator.initialize();
          try {
            if (config.migrateOnStart) {
              const ran = await runMigrationsLocked(migrator, embedded ? undefined : migrationUrl);
              new Logger('Database').log({ migrations_run: ran.length }, 'Migrations applied');
            } else await assertMigrated(migrator);
          } finally {
            await migrator.destroy();
          }
          // An empty cluster just migrated holds this build's schema and nothing else yet: kept, the
          // next new directory (or in-memory engine) starts from it with no migration to run.
          if (embedded?.startedFrom === 'empty' && config.migrateOnStart) await embedded.keepMigratedCopy();
        }
        startupMark('migrations');
        return {
          // One pooled connection on the embedded engine: pglite-socket queues each protocol message on
          // its own, so two connections' Parse/Bind/Execute could interleave outside a transaction and
          // run one request's statement with another's parameters. PGlite has one backend anyway.
          ...dataSourceOptions(url, embedded ? 1 : config.poolSize),
          autoLoadEntities: true,
          retryAttempts: 2,
          retryDelay: 1000,
        };
      },
    }),
  ],
  providers: [PooledReads],
  exports: [PooledReads],
})
export class DatabaseModule {}
