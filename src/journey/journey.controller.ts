import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { CurrentHighAssurance } from '../common/auth/assurance.port';
import { AuthenticatedCitizen, CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated, CurrentAssurance, RequiresHighAssurance } from '../common/auth/decorators';
import { ApiProblemResponses } from '../common/http/api-problem-responses.decorator';
import { GuardedKeysUnder, withGuardedKeys } from '../common/http/body-walk';
import { UuidOr404 } from '../common/http/uuid-param.pipe';
import { IntentNotFoundError } from '../intent/intent.errors';
import { ChangeAnswersDto } from './dto/change-answers.dto';
import { CompleteMilestoneDto } from './dto/complete-milestone.dto';
import { JourneyDto, JourneyListDto } from './dto/journey.dto';
import { PlanDto } from './dto/plan.dto';
import { JourneyNotFoundError } from './journey.errors';
import { JourneyService } from './journey.service';

const journeyId = () => new UuidOr404(() => new JourneyNotFoundError());

@ApiTags('Journeys')
@Authenticated()
@Controller('journeys')
export class JourneyController {
  constructor(private readonly journeys: JourneyService) {}

  /** Creates the journey of a supported intent; calling again for the same intent returns the same journey (200). */
  @ApiOperation({ operationId: 'createJourneyFromIntent' })
  @ApiCreatedResponse({ type: JourneyDto, description: 'The new journey' })
  @ApiOkResponse({ type: JourneyDto, description: 'The journey already created from this intent' })
  @ApiProblemResponses([404, 'INTENT_NOT_FOUND'], [409, 'NO_ACTIVE_TEMPLATE'], [422, 'INTENT_NOT_SUPPORTED'])
  @RequiresHighAssurance()
  @Post('from-intent/:intent_id')
  async createJourneyFromIntent(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @CurrentAssurance() assurance: CurrentHighAssurance,
    @Param('intent_id', new UuidOr404(() => new IntentNotFoundError())) intentId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<JourneyDto> {
    const { created, journey } = await this.journeys.createFromIntent(citizen.citizenId, intentId, assurance);
    res.status(created ? 201 : 200);
    return journey;
  }

  /** Every journey of the citizen, including completed ones, most recent activity first. */
  @ApiOperation({ operationId: 'listJourneys' })
  @Get()
  listJourneys(@CurrentCitizen() citizen: AuthenticatedCitizen): Promise<JourneyListDto> {
    return this.journeys.listJourneys(citizen.citizenId);
  }

  @ApiOperation({ operationId: 'getJourney' })
  @ApiProblemResponses([404, 'JOURNEY_NOT_FOUND'])
  @Get(':id')
  getJourney(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('id', journeyId()) id: string,
  ): Promise<JourneyDto> {
    return this.journeys.getJourney(citizen.citizenId, id);
  }

  /** The applicable milestones, in order, with their questions and required documents. */
  @ApiOperation({ operationId: 'getJourneyPlan' })
  @ApiProblemResponses([404, 'JOURNEY_NOT_FOUND'])
  @Get(':id/plan')
  getJourneyPlan(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('id', journeyId()) id: string,
  ): Promise<PlanDto> {
    return this.journeys.getPlan(citizen.citizenId, id);
  }

  /**
   * Completes the current milestone with its answers. Repeating the completion of the most recently
   * completed milestone with the same answers answers 200 with the journey unchanged; with other
   * answers it is 409 MILESTONE_NOT_CURRENT (change answers with `PUT …/answers`).
   */
  @ApiOperation({ operationId: 'completeMilestone' })
  @ApiProblemResponses(
    400,
    [404, 'JOURNEY_NOT_FOUND | MILESTONE_NOT_FOUND'],
    [409, 'MILESTONE_NOT_APPLICABLE | MILESTONE_SKIPS_AHEAD | MILESTONE_NOT_CURRENT | DOCUMENTS_MISSING'],
    [422, 'ANSWERS_INVALID'],
  )
  @HttpCode(200)
  @Post(':journey_id/milestones/:milestone_code/complete')
  completeMilestone(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
    @Param('milestone_code') milestoneCode: string,
    @Body() dto: CompleteMilestoneDto,
    @GuardedKeysUnder('answers') guarded: string[],
  ): Promise<JourneyDto> {
    // Keys such as `constructor` are unknown questions too (422), not silently dropped.
    const answers = withGuardedKeys(dto.answers, guarded);
    return this.journeys.completeMilestone(citizen.citizenId, id, milestoneCode, answers);
  }

  /**
   * Changes the answers of a completed milestone (the "check your answers" pattern) of a journey that
   * is not COMPLETED. The journey is re-evaluated: milestones that no longer apply leave the plan
   * (their answers stay in the journey's history), a milestone that now applies before the current
   * one becomes current. The same answers again answer 200 with the journey unchanged.
   */
  @ApiOperation({ operationId: 'changeMilestoneAnswers' })
  @ApiProblemResponses(
    400,
    [404, 'JOURNEY_NOT_FOUND | MILESTONE_NOT_FOUND'],
    [409, 'MILESTONE_NOT_COMPLETED | JOURNEY_ALREADY_COMPLETED'],
    [422, 'ANSWERS_INVALID'],
  )
  @Put(':journey_id/milestones/:milestone_code/answers')
  changeMilestoneAnswers(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
    @Param('milestone_code') milestoneCode: string,
    @Body() dto: ChangeAnswersDto,
    @GuardedKeysUnder('answers') guarded: string[],
  ): Promise<JourneyDto> {
    const answers = withGuardedKeys(dto.answers, guarded);
    return this.journeys.changeAnswers(citizen.citizenId, id, milestoneCode, answers);
  }

  /**
   * Re-reads the redacted vault evidence (call it after an upload); completed milestones are kept.
   * A refresh that changes nothing records no event and is not activity.
   */
  @ApiOperation({ operationId: 'refreshJourneyEvidence' })
  @ApiProblemResponses([404, 'JOURNEY_NOT_FOUND'])
  @HttpCode(200)
  @Post(':journey_id/evidence-refresh')
  refreshJourneyEvidence(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
  ): Promise<JourneyDto> {
    return this.journeys.refreshEvidence(citizen.citizenId, id);
  }
}
