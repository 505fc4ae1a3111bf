import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ConfigModule } from '@nestjs/config';
import type { DestinationStream } from 'pino';
import { readAppConfig } from './config/app.config';
import { SETTINGS } from './config/settings';
import { CommonModule } from './common/common.module';
import { ProblemFilter } from './common/errors/problem.filter';
import { AppLogger, createRootLogger } from './common/logging';
import { createValidationPipe } from './common/validation';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { WorkflowTemplateModule } from './workflow-template/workflow-template.module';
import { featureModules } from './features';

export interface AppModuleOptions {
  /** Where JSON logs go (tests capture them); stdout by default. */
  logDestination?: DestinationStream;
  /** The process's logger, when the entry point made it before Nest (main.ts, the worker). */
  logger?: AppLogger;
}

@Module({})
export class AppModule {
  static register(options: AppModuleOptions = {}): DynamicModule {
    const app = readAppConfig(); // validated here too, so a bad setting fails before anything starts
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          load: SETTINGS,
        }),
        CommonModule,
        DatabaseModule,
        HealthModule,
        MetricsModule,
        WorkflowTemplateModule,
        ...featureModules(app),
      ],
      providers: [
        {
          provide: AppLogger,
          useValue: options.logger ?? new AppLogger(createRootLogger(app.logLevel, options.logDestination)),
        },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ProblemFilter },
      ],
    };
  }
}
