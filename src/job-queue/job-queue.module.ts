import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.service';

/** One pg-boss instance per process, shared by every feature that queues jobs. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobQueueModule {}
