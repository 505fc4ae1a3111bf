import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { JobQueueModule } from '../job-queue/job-queue.module';
import { JourneyModule } from '../journey/journey.module';
import { WorkflowTemplateModule } from '../workflow-template/workflow-template.module';
import { DeliveryController } from './delivery.controller';
import { DeliveryRepository } from './delivery.repository';
import { DeliveryService } from './delivery.service';
import { DeliveryWorker } from './delivery.worker';
import { ReminderRepository } from './reminder.repository';
import { ReminderScheduler } from './reminder.scheduler';

@Module({
  imports: [AuditModule, JobQueueModule, JourneyModule, WorkflowTemplateModule],
  controllers: [DeliveryController],
  providers: [DeliveryRepository, DeliveryService, DeliveryWorker, ReminderRepository, ReminderScheduler],
  exports: [DeliveryService, DeliveryWorker, DeliveryRepository],
})
export class DeliveryModule {}
