import { Global, Module } from '@nestjs/common';
import { MetricsService } from './metrics.service';

/** Cross-cutting infrastructure: every module may count what it does. */
@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}
