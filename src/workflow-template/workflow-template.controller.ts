import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import { WorkflowListDto } from './dto/workflow-summary.dto';
import { toWorkflowSummary } from './workflow-template.mapper';
import { WorkflowTemplateService } from './workflow-template.service';

@ApiTags('Workflows')
@Public()
@Controller('workflows')
export class WorkflowTemplateController {
  constructor(private readonly templates: WorkflowTemplateService) {}

  /** The active workflow templates (life events a journey can be created for). */
  @Get()
  listWorkflows(): WorkflowListDto {
    return { items: this.templates.listActive().map(toWorkflowSummary) };
  }
}
