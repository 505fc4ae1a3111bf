import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthenticatedCitizen, CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated } from '../common/auth/decorators';
import type { Locale } from '../common/i18n/locales';
import { RequestLanguage } from '../common/i18n/negotiation';
import { ValidationFailedError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { UuidOr404 } from '../http/uuid-param.pipe';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { WorkflowNotFoundError } from '../workflow-template/workflow-template.errors';
import { ChooseWorkflowDto } from './dto/choose-workflow.dto';
import { CompileIntentDto } from './dto/compile-intent.dto';
import { IntentDto } from './dto/intent.dto';
import { IntentNotFoundError } from './intent.errors';
import { IntentService } from './intent.service';
import { CreatedAt } from '../http/created-location';

@ApiTags('Intents')
@Authenticated()
@Controller('intents')
export class IntentController {
  constructor(private readonly intents: IntentService) {}

  /**
   * Assesses a citizen's message against the active life events and stores the intent. An
   * unsupported message still gives an intent (`supported: false`, `workflow_code: null`) with
   * `suggestions`: the life events closest to it, to offer "did you mean…".
   */
  @ApiProblemResponses(ValidationFailedError)
  @Idempotent()
  @CreatedAt(IntentDto, '/api/v1/intents/{intent_id}', 'The intent: its assessment of the message')
  @Post('compile')
  compileIntent(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Body() dto: CompileIntentDto,
    @RequestLanguage() locale: Locale,
  ): Promise<IntentDto> {
    return this.intents.compileIntent(citizen.citizenId, dto.message, locale);
  }

  /**
   * Starts from a life event chosen from the list (`GET /api/v1/workflows`) instead of a message: a
   * supported intent for that active workflow, with no facts. Offer it when a message was not
   * understood (its `suggestions`, or the whole list).
   */
  @ApiProblemResponses(ValidationFailedError, WorkflowNotFoundError)
  @CreatedAt(IntentDto, '/api/v1/intents/{intent_id}', 'A supported intent for the chosen life event')
  @Post()
  chooseWorkflow(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Body() dto: ChooseWorkflowDto,
    @RequestLanguage() locale: Locale,
  ): Promise<IntentDto> {
    return this.intents.chooseWorkflow(citizen.citizenId, dto.workflow_code, locale);
  }

  /** One of your intents: the assessment of the message you sent, and the workflow it maps to. */
  @ApiProblemResponses(IntentNotFoundError)
  @Get(':intent_id')
  getIntent(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('intent_id', new UuidOr404(() => new IntentNotFoundError())) intentId: string,
    @RequestLanguage() locale: Locale,
  ): Promise<IntentDto> {
    return this.intents.getIntent(citizen.citizenId, intentId, locale);
  }
}
