import { Module } from '@nestjs/common';
import { JobQueueModule } from '../job-queue/job-queue.module';
import { JourneyModule } from '../journey/journey.module';
import { WorkflowTemplateModule } from '../workflow-template/workflow-template.module';
import { DeliveryController } from './delivery.controller';
import { DeliveryRepository } from './delivery.repository';
import { DeliveryService } from './delivery.service';
import { DeliveryWorker } from './delivery.worker';

@Module({
  imports: [JobQueueModule, JourneyModule, WorkflowTemplateModule],
  controllers: [DeliveryController],
  providers: [DeliveryRepository, DeliveryService, DeliveryWorker],
  exports: [DeliveryService, DeliveryWorker, DeliveryRepository],
})
export class DeliveryModule {}
