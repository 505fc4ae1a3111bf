import { Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { databaseConfig } from '../config/database.config';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

export const EMBEDDED_POSTGRES = Symbol('EMBEDDED_POSTGRES');

/** Stops the embedded server (and flushes PGlite) when the application shuts down. */
@Injectable()
class EmbeddedPostgresLifecycle implements OnApplicationShutdown {
  constructor(@Inject(EMBEDDED_POSTGRES) private readonly embedded: EmbeddedPostgres | null) {}
  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}

/** Starts PGlite on loopback when no DATABASE_URL is set; provides null otherwise. */
@Module({
  providers: [
    {
      provide: EMBEDDED_POSTGRES,
      inject: [databaseConfig.KEY],
      useFactory: async (config: ConfigType<typeof databaseConfig>): Promise<EmbeddedPostgres | null> => {
        if (config.url) return null;
        const embedded = await startEmbeddedPostgres(config.embeddedDir, config.poolSize + 5);
        new Logger('Database').log(`Embedded PostgreSQL (PGlite) serving files in ${config.embeddedDir}`);
        return embedded;
      },
    },
    EmbeddedPostgresLifecycle,
  ],
  exports: [EMBEDDED_POSTGRES],
})
export class EmbeddedPostgresModule {}
