import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';
import { ServiceUrl } from './http/service-url';

/** Shared providers every module may inject: the clock and the service's own URL. */
@Global()
@Module({
  providers: [{ provide: Clock, useClass: SystemClock }, ServiceUrl],
  exports: [Clock, ServiceUrl],
})
export class CommonModule {}
