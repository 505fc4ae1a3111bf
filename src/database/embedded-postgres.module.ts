import { Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { databaseConfig } from '../config/database.config';
import { logFatal } from '../common/logging';
import { startupMark } from '../common/lifecycle/startup-timing';
import type { EmbeddedPostgres, StartedEmbeddedPostgres } from './embedded-postgres';
import { embeddedEngine, embeddedEngineOptions } from './embedded-postgres-thread';

export const EMBEDDED_POSTGRES = Symbol('EMBEDDED_POSTGRES');

/** Stops the embedded server (and flushes PGlite) when the application shuts down. */
@Injectable()
class EmbeddedPostgresLifecycle implements OnApplicationShutdown {
  constructor(@Inject(EMBEDDED_POSTGRES) private readonly embedded: EmbeddedPostgres | null) {}
  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}

/** The engine's thread ended under a running service: nothing can be answered any more, so the process ends. */
function engineLost(error: Error): void {
  logFatal(`The embedded database stopped: ${error.message}`);
  process.exit(1);
}

/** Starts PGlite on loopback when no DATABASE_URL is set; provides null otherwise. */
@Module({
  providers: [
    {
      provide: EMBEDDED_POSTGRES,
      inject: [databaseConfig.KEY],
      useFactory: async (
        config: ConfigType<typeof databaseConfig>,
      ): Promise<StartedEmbeddedPostgres | null> => {
        const options = embeddedEngineOptions(config);
        if (!options) return null;
        // On its own thread, most often already started by main.ts while the modules loaded.
        const embedded = await embeddedEngine(options.dir, options.maxConnections, engineLost);
        startupMark('engine', embedded.upAtMs);
        new Logger('Database').log(
          { started_from: embedded.startedFrom },
          `Embedded PostgreSQL (PGlite) serving files in ${config.embeddedDir}`,
        );
        return embedded;
      },
    },
    EmbeddedPostgresLifecycle,
  ],
  exports: [EMBEDDED_POSTGRES],
})
export class EmbeddedPostgresModule {}
