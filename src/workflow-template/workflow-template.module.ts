import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WorkflowTemplateController } from './workflow-template.controller';
import { WorkflowTemplateEntity } from './workflow-template.entity';
import { WorkflowTemplateRepository } from './workflow-template.repository';
import { WorkflowTemplateService } from './workflow-template.service';

/** Imported by Intent, Journey, Vault and Agent: they inject WorkflowTemplateService. */
@Module({
  imports: [TypeOrmModule.forFeature([WorkflowTemplateEntity])],
  controllers: [WorkflowTemplateController],
  providers: [WorkflowTemplateRepository, WorkflowTemplateService],
  exports: [WorkflowTemplateService],
})
export class WorkflowTemplateModule {}
