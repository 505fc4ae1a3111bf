import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { AuthenticatedCitizen, CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated } from '../common/auth/decorators';
import { RateLimitedError, ValidationFailedError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { applyPreferredLanguage } from '../common/i18n/negotiation';
import { PreferencesDto, SetPreferencesDto } from './dto/preferences.dto';
import { SessionService } from './session.service';

/** Your preferences (DESIGN §17): the language the service answers and writes to you in. */
@ApiTags('Your data')
@Authenticated()
@Controller('me/preferences')
export class PreferencesController {
  constructor(private readonly sessions: SessionService) {}

  /** Your preferences: the language you chose (`en` until you choose). */
  @ApiProblemResponses(RateLimitedError)
  @Get()
  getMyPreferences(@CurrentCitizen() citizen: AuthenticatedCitizen): Promise<PreferencesDto> {
    return this.sessions.preferences(citizen);
  }

  /**
   * Chooses your language: answers to requests without a supported Accept-Language use it from now
   * on, and so does everything sent to you later (this answer included). An unsupported language is
   * 400 and changes nothing.
   */
  @ApiProblemResponses(ValidationFailedError, RateLimitedError)
  @Put()
  setMyPreferences(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Body() dto: SetPreferencesDto,
    @Req() req: Request,
  ): Promise<PreferencesDto> {
    return this.sessions.setPreferences(citizen, dto.language).then((chosen) => {
      applyPreferredLanguage(req, chosen.language);
      return chosen;
    });
  }
}
