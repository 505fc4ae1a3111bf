import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { JourneyModule } from '../journey/journey.module';
import { AgentMessageEntity } from './agent-message.entity';
import { AgentController } from './agent.controller';
import { AgentRepository } from './agent.repository';
import { AgentService } from './agent.service';
import { VaultModule } from '../vault/vault.module';
import { WorkflowTemplateModule } from '../workflow-template/workflow-template.module';

/** The journey agent. Reads journeys through JourneyService and the vault through the redacted evidence port. */
@Module({
  imports: [
    IdempotencyModule,
    TypeOrmModule.forFeature([AgentMessageEntity]),
    JourneyModule,
    VaultModule,
    WorkflowTemplateModule,
  ],
  controllers: [AgentController],
  providers: [AgentRepository, AgentService],
})
export class AgentModule {}
