import { ValidationFailedError } from '../common/errors/domain-error';
import { ApiPageQuery, PageQuery, PageQueryDto } from '../http/page';
import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CreatedAt } from '../http/created-location';
import type { Response } from 'express';
import type { CurrentHighAssurance } from '../common/auth/assurance.port';
import { AuthenticatedCitizen, CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated, CurrentAssurance } from '../common/auth/decorators';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { UuidOr404 } from '../http/uuid-param.pipe';
import { JourneyDto } from '../journey/dto/journey.dto';
import { OfferListDto } from './dto/offer.dto';
import { OfferNotFoundError, OfferNotOpenError } from './offer.errors';
import { OfferService } from './offer.service';
import type { Locale } from '../common/i18n/locales';
import { RequestLanguage } from '../common/i18n/negotiation';

const offerId = () => new UuidOr404(() => new OfferNotFoundError());

/** Journeys offered because of another one (DESIGN §16): nothing starts until you accept. */
@ApiTags('Offers')
@Authenticated()
@Controller('offers')
export class OfferController {
  constructor(private readonly offers: OfferService) {}

  /** Every offer made to you, newest first; an OPEN offer past its `expires_at` is EXPIRED. */
  @ApiProblemResponses(ValidationFailedError)
  @ApiPageQuery()
  @Get()
  listOffers(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @PageQuery() query: PageQueryDto,
    @RequestLanguage() locale: Locale,
  ): Promise<OfferListDto> {
    return this.offers.list(citizen.citizenId, query, locale);
  }

  /** Starts the offered journey (needs current HIGH assurance, like any new journey); again answers the same journey. */
  @ApiOkResponse({ type: JourneyDto, description: 'The journey already started from this offer' })
  @ApiProblemResponses(OfferNotFoundError, OfferNotOpenError)
  @Authenticated({ assurance: 'HIGH' })
  @CreatedAt(JourneyDto, '/api/v1/journeys/{id}', 'The new journey')
  @Post(':id/accept')
  async acceptOffer(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @CurrentAssurance() assurance: CurrentHighAssurance,
    @Param('id', offerId()) id: string,
    @Res({ passthrough: true }) res: Response,
    @RequestLanguage() locale: Locale,
  ): Promise<JourneyDto> {
    const { created, journey } = await this.offers.accept(citizen.citizenId, id, assurance, locale);
    res.status(created ? 201 : 200);
    return journey;
  }

  /** Says no to an offer; declining again changes nothing. */
  @ApiProblemResponses(OfferNotFoundError, OfferNotOpenError)
  @HttpCode(204)
  @Post(':id/decline')
  async declineOffer(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('id', offerId()) id: string,
  ): Promise<void> {
    await this.offers.decline(citizen.citizenId, id);
  }
}
