import { Module } from '@nestjs/common';
import { AssuranceModule } from '../assurance/assurance.module';
import { IntentModule } from '../intent/intent.module';
import { JourneyModule } from '../journey/journey.module';
import { WorkflowTemplateModule } from '../workflow-template/workflow-template.module';
import { OfferController } from './offer.controller';
import { OfferRepository } from './offer.repository';
import { OfferService } from './offer.service';

@Module({
  imports: [IntentModule, JourneyModule, WorkflowTemplateModule, AssuranceModule],
  controllers: [OfferController],
  providers: [OfferRepository, OfferService],
})
export class OfferModule {}
