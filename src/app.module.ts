import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { DestinationStream } from 'pino';
import { appConfig } from './config/app.config';
import { Settings } from './config/settings';
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
  /** The settings the entry point read (read here when not given: tests, scripts). */
  settings?: Settings;
}

@Module({})
export class AppModule {
  static register(options: AppModuleOptions = {}): DynamicModule {
    const settings = options.settings ?? Settings.read();
    const app = settings.of(appConfig);
    return {
      module: AppModule,
      imports: [
        settings.module(),
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
