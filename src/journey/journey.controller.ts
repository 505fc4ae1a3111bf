import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiPageQuery, PageQuery, PageQueryDto } from '../http/page';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { CurrentHighAssurance } from '../common/auth/assurance.port';
import { AuthenticatedCitizen, CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated, CurrentAssurance } from '../common/auth/decorators';
import { ValidationFailedError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { UuidOr404 } from '../http/uuid-param.pipe';
import { IntentNotFoundError } from '../intent/intent.errors';
import { ChangeAnswersDto } from './dto/change-answers.dto';
import { CloseJourneyDto } from './dto/close-journey.dto';
import { CompleteMilestoneDto } from './dto/complete-milestone.dto';
import { JourneyDto, JourneyListDto } from './dto/journey.dto';
import { PlanDto } from './dto/plan.dto';
import {
  AnswersInvalidError,
  DocumentsMissingError,
  IntentNotSupportedError,
  JourneyAlreadyCompletedError,
  JourneyClosedError,
  JourneyNotFoundError,
  MilestoneAnsweredDifferentlyError,
  MilestoneNotApplicableError,
  MilestoneNotCompletedError,
  MilestoneNotCurrentError,
  MilestoneNotFoundError,
  MilestoneSkipsAheadError,
  NoActiveTemplateError,
  PreconditionFailedError,
} from './journey.errors';
import { AnswersAsSent } from './answers-as-sent';
import {
  AnswersJourneyWithETag,
  ConditionalJourneyWrite,
  ETAG_HEADER,
  JourneyETag,
  type JourneyETagSetter,
  type JourneyWrite,
  JourneyWriteContext,
} from './journey-etag';
import { JourneyService } from './journey.service';
import { CreatedAt } from '../http/created-location';
import type { Locale } from '../common/i18n/locales';
import { RequestLanguage } from '../common/i18n/negotiation';

const journeyId = () => new UuidOr404(() => new JourneyNotFoundError());

@ApiTags('Journeys')
@Authenticated()
@Controller('journeys')
export class JourneyController {
  constructor(private readonly journeys: JourneyService) {}

  /** Creates the journey of a supported intent; calling again for the same intent returns the same journey (200). */
  @AnswersJourneyWithETag('The journey already created from this intent')
  @ApiProblemResponses(IntentNotFoundError, NoActiveTemplateError, IntentNotSupportedError)
  @Authenticated({ assurance: 'HIGH' })
  @CreatedAt(JourneyDto, '/api/v1/journeys/{id}', 'The new journey', ETAG_HEADER)
  @Post('from-intent/:intent_id')
  async createJourneyFromIntent(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @CurrentAssurance() assurance: CurrentHighAssurance,
    @Param('intent_id', new UuidOr404(() => new IntentNotFoundError())) intentId: string,
    @Res({ passthrough: true }) res: Response,
    @RequestLanguage() locale: Locale,
    @JourneyETag() etag: JourneyETagSetter,
  ): Promise<JourneyDto> {
    const { created, journey } = await this.journeys.createFromIntent(
      citizen.citizenId,
      intentId,
      assurance,
      locale,
    );
    res.status(created ? 201 : 200);
    return etag(journey);
  }

  /**
   * The citizen's journeys, including completed and closed ones, most recent activity first, a page at
   * a time (`limit`, `cursor` from `next_cursor`); `active_journey_id` is the citizen's, whatever the page.
   */
  @ApiProblemResponses(ValidationFailedError)
  @ApiPageQuery()
  @Get()
  listJourneys(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @PageQuery() page: PageQueryDto,
    @RequestLanguage() locale: Locale,
  ): Promise<JourneyListDto> {
    return this.journeys.listJourneys(citizen.citizenId, page, locale);
  }

  /** One of your journeys: its status, current milestone, answers and blocked reason. */
  @ApiProblemResponses(JourneyNotFoundError)
  @AnswersJourneyWithETag()
  @Get(':id')
  async getJourney(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('id', journeyId()) id: string,
    @RequestLanguage() locale: Locale,
    @JourneyETag() etag: JourneyETagSetter,
  ): Promise<JourneyDto> {
    return etag(await this.journeys.getJourney(citizen.citizenId, id, locale));
  }

  /** The applicable milestones, in order, with their questions and required documents. */
  @ApiProblemResponses(JourneyNotFoundError)
  @Get(':id/plan')
  getJourneyPlan(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('id', journeyId()) id: string,
    @RequestLanguage() locale: Locale,
  ): Promise<PlanDto> {
    return this.journeys.getPlan(citizen.citizenId, id, locale);
  }

  /**
   * Completes the current milestone with its answers. Repeating the completion of the most recently
   * completed milestone with the same answers answers 200 with the journey unchanged; with other
   * answers it is 409 MILESTONE_NOT_CURRENT (change answers with `PUT …/answers`).
   */
  @ApiProblemResponses(
    ValidationFailedError,
    JourneyNotFoundError,
    MilestoneNotFoundError,
    MilestoneNotApplicableError,
    MilestoneSkipsAheadError,
    MilestoneNotCurrentError,
    MilestoneAnsweredDifferentlyError,
    DocumentsMissingError,
    AnswersInvalidError,
    JourneyClosedError,
    PreconditionFailedError,
  )
  @ConditionalJourneyWrite()
  @HttpCode(200)
  @Post(':journey_id/milestones/:milestone_code/complete')
  async completeMilestone(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
    @Param('milestone_code') milestoneCode: string,
    @Body() _dto: CompleteMilestoneDto,
    @AnswersAsSent() answers: Record<string, unknown>,
    @JourneyWriteContext() write: JourneyWrite,
  ): Promise<JourneyDto> {
    const { ifMatch, locale } = write;
    return write.answer(
      await this.journeys.completeMilestone(citizen.citizenId, id, milestoneCode, answers, ifMatch, locale),
    );
  }

  /**
   * Changes the answers of a completed milestone (the "check your answers" pattern) of a journey that
   * is not COMPLETED. The journey is re-evaluated: milestones that no longer apply leave the plan
   * (their answers stay in the journey's history), a milestone that now applies before the current
   * one becomes current. The same answers again answer 200 with the journey unchanged.
   */
  @ApiProblemResponses(
    ValidationFailedError,
    JourneyNotFoundError,
    MilestoneNotFoundError,
    MilestoneNotCompletedError,
    JourneyAlreadyCompletedError,
    AnswersInvalidError,
    JourneyClosedError,
    PreconditionFailedError,
  )
  @ConditionalJourneyWrite()
  @Put(':journey_id/milestones/:milestone_code/answers')
  async changeMilestoneAnswers(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
    @Param('milestone_code') milestoneCode: string,
    @Body() _dto: ChangeAnswersDto,
    @AnswersAsSent() answers: Record<string, unknown>,
    @JourneyWriteContext() write: JourneyWrite,
  ): Promise<JourneyDto> {
    const { ifMatch, locale } = write;
    return write.answer(
      await this.journeys.changeAnswers(citizen.citizenId, id, milestoneCode, answers, ifMatch, locale),
    );
  }

  /**
   * Closes a journey you no longer need (DESIGN §16): it becomes CLOSED, stays in your list, is never
   * your active journey again, refuses completions and answer changes, and its reminders stop.
   * Closing a closed journey again answers it unchanged.
   */
  @ApiProblemResponses(
    ValidationFailedError,
    JourneyNotFoundError,
    JourneyAlreadyCompletedError,
    PreconditionFailedError,
  )
  @ConditionalJourneyWrite()
  @HttpCode(200)
  @Post(':journey_id/close')
  async closeJourney(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
    @Body() dto: CloseJourneyDto,
    @JourneyWriteContext() write: JourneyWrite,
  ): Promise<JourneyDto> {
    return write.answer(
      await this.journeys.close(citizen.citizenId, id, dto.reason, write.ifMatch, write.locale),
    );
  }

  /**
   * Re-reads the redacted vault evidence (call it after an upload); completed milestones are kept.
   * A refresh that changes nothing records no event and is not activity.
   */
  @ApiProblemResponses(JourneyNotFoundError)
  @HttpCode(200)
  @Post(':journey_id/evidence-refresh')
  refreshJourneyEvidence(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
    @RequestLanguage() locale: Locale,
  ): Promise<JourneyDto> {
    return this.journeys.refreshEvidence(citizen.citizenId, id, locale);
  }
}
