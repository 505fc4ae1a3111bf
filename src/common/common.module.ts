import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';
import { ServiceUrl } from '../http/service-url';
import { ShutdownState } from './lifecycle/shutdown';

/** Shared providers every module may inject: the clock, the service's own URL, the shutdown state. */
@Global()
@Module({
  providers: [{ provide: Clock, useClass: SystemClock }, ServiceUrl, ShutdownState],
  exports: [Clock, ServiceUrl, ShutdownState],
})
export class CommonModule {}
