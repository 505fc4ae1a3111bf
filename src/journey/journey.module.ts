import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { IntentModule } from '../intent/intent.module';
import { JourneyController } from './journey.controller';
import { JourneyEntity, JourneyEventEntity, JourneyMilestoneEntity } from './journey.entity';
import { JourneyRepository } from './journey.repository';
import { JourneyEffects } from './journey-effects';
import { JourneyService } from './journey.service';
import { AssuranceModule } from '../assurance/assurance.module';
import { VaultModule } from '../vault/vault.module';
import { WorkflowTemplateModule } from '../workflow-template/workflow-template.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([JourneyEntity, JourneyMilestoneEntity, JourneyEventEntity]),
    AuditModule,
    IntentModule,
    AssuranceModule,
    VaultModule,
    WorkflowTemplateModule,
  ],
  controllers: [JourneyController],
  providers: [JourneyRepository, JourneyService, JourneyEffects],
  exports: [JourneyService, JourneyEffects],
})
export class JourneyModule {}
