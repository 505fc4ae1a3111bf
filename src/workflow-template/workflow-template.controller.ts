import { ValidationFailedError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { ApiPageQuery, pageInMemory, PageQuery, PageQueryDto } from '../http/page';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import { WorkflowListDto } from './dto/workflow-summary.dto';
import { Locale } from '../common/i18n/locales';
import { RequestLanguage } from '../common/i18n/negotiation';
import { WorkflowTemplateService } from './workflow-template.service';

@ApiTags('Workflows')
@Public()
@Controller('workflows')
export class WorkflowTemplateController {
  constructor(private readonly templates: WorkflowTemplateService) {}

  /** The active workflow templates (life events a journey can be created for), in code order, a page at a time. */
  @ApiProblemResponses(ValidationFailedError)
  @ApiPageQuery()
  @Get()
  listWorkflows(@PageQuery() query: PageQueryDto, @RequestLanguage() locale: Locale): WorkflowListDto {
    return pageInMemory(this.templates.activeSummaries(locale), query);
  }
}
