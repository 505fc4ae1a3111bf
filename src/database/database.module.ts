import { Global, Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig } from '../config/database.config';
import { compiledMigrationsGlob, dataSourceOptions } from './data-source-options';
import { EmbeddedPostgres } from './embedded-postgres';
import { EMBEDDED_POSTGRES, EmbeddedPostgresModule } from './embedded-postgres.module';
import { PooledReads } from './pooled-reads';

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
      useFactory: (config: ConfigType<typeof databaseConfig>, embedded: EmbeddedPostgres | null) => ({
        // One pooled connection on the embedded engine: pglite-socket queues each protocol message on
        // its own, so two connections' Parse/Bind/Execute could interleave outside a transaction and
        // run one request's statement with another's parameters. PGlite has one backend anyway.
        ...dataSourceOptions(embedded?.url ?? config.url!, embedded ? 1 : config.poolSize),
        autoLoadEntities: true,
        migrations: config.migrateOnStart ? compiledMigrationsGlob() : [],
        migrationsRun: config.migrateOnStart,
        retryAttempts: 2,
        retryDelay: 1000,
      }),
    }),
  ],
  providers: [PooledReads],
  exports: [PooledReads],
})
export class DatabaseModule {}
