import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { IntentCompilerService } from './intent-compiler.service';
import { IntentController } from './intent.controller';
import { IntentEntity } from './intent.entity';
import { IntentRepository } from './intent.repository';
import { IntentService } from './intent.service';
import { VaultModule } from '../vault/vault.module';
import { WorkflowTemplateModule } from '../workflow-template/workflow-template.module';

@Module({
  imports: [IdempotencyModule, VaultModule, WorkflowTemplateModule, TypeOrmModule.forFeature([IntentEntity])],
  controllers: [IntentController],
  providers: [IntentRepository, IntentCompilerService, IntentService],
  exports: [IntentService],
})
export class IntentModule {}
