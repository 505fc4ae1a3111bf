import { ApiPageQuery, pageInMemory, PageQuery, PageQueryDto } from '../http/page';
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthenticatedCitizen, CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated } from '../common/auth/decorators';
import { ValidationFailedError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { UuidOr404 } from '../http/uuid-param.pipe';
import { JourneyNotFoundError } from '../journey/journey.errors';
import { AgencyNotFoundError } from './delivery.errors';
import { DeliveryService } from './delivery.service';
import type { Locale } from '../common/i18n/locales';
import { RequestLanguage } from '../common/i18n/negotiation';
import { NotificationListDto, SetSharingDto, SharingItemDto, SharingListDto } from './dto/sharing.dto';

const journeyId = () => new UuidOr404(() => new JourneyNotFoundError());

/** Tell us once (DESIGN §15): which agencies a journey tells, with the citizen's consent, and who was told. */
@ApiTags('Sharing')
@Authenticated()
@Controller('journeys/:journey_id')
export class DeliveryController {
  constructor(private readonly deliveries: DeliveryService) {}

  /** The agencies this journey can tell, why, exactly what each gets, and your decision (null = not asked yet). */
  @ApiProblemResponses(ValidationFailedError, JourneyNotFoundError)
  @ApiPageQuery()
  @Get('sharing')
  getJourneySharing(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
    @PageQuery() query: PageQueryDto,
    @RequestLanguage() locale: Locale,
  ): Promise<SharingListDto> {
    return this.deliveries
      .sharing(citizen.citizenId, id, locale)
      .then(({ items }) => pageInMemory(items, query));
  }

  /**
   * Lets the journey tell an agency (true) or not (false). Only events that happen while consent is
   * true are sent; withdrawing stops what has not been queued, never recalls what was delivered.
   */
  @ApiProblemResponses(ValidationFailedError, JourneyNotFoundError, AgencyNotFoundError)
  @Put('sharing/:agency_code')
  setJourneySharing(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
    @Param('agency_code') agencyCode: string,
    @Body() dto: SetSharingDto,
    @RequestLanguage() locale: Locale,
  ): Promise<SharingItemDto> {
    return this.deliveries.setSharing(citizen.citizenId, id, agencyCode, dto.consent, locale);
  }

  /** Who we told, and when: every event sent or being sent to an agency, newest first, a page at a time. */
  @ApiProblemResponses(ValidationFailedError, JourneyNotFoundError)
  @ApiPageQuery()
  @Get('notifications')
  listJourneyNotifications(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('journey_id', journeyId()) id: string,
    @PageQuery() query: PageQueryDto,
    @RequestLanguage() locale: Locale,
  ): Promise<NotificationListDto> {
    return this.deliveries.notifications(citizen.citizenId, id, query, locale);
  }
}
