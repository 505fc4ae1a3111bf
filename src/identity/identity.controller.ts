import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SignInRateLimitGuard } from '../auth/rate-limit/rate-limit.guard';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated } from '../common/auth/decorators';
import { ConsentRequiredError, RateLimitedError, ValidationFailedError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { UuidOr404 } from '../http/uuid-param.pipe';
import { AssuranceDto } from './dto/assurance.dto';
import { LivenessSessionDto } from './dto/liveness-session.dto';
import { StartLivenessSessionDto } from './dto/start-liveness-session.dto';
import { VerifyIdentityDto } from './dto/verify-identity.dto';
import { ProviderUnavailableError } from '../auth/auth.errors';
import { LivenessNotFoundError, LivenessNotPassedError } from './identity.errors';
import { IdentityService } from './identity.service';

/** Identity assurance: a face liveness session, then verify, gives HIGH assurance for ASSURANCE_TTL. */
@ApiTags('Identity')
@Authenticated()
@UseGuards(SignInRateLimitGuard)
@Controller('identity')
export class IdentityController {
  constructor(private readonly identity: IdentityService) {}

  /** Starts a purpose-bound face liveness session; run the face capture with its `assurance_id`. */
  @ApiProblemResponses(ValidationFailedError, ConsentRequiredError, RateLimitedError)
  @Post('liveness/session')
  startLivenessSession(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Body() dto: StartLivenessSessionDto,
  ): Promise<LivenessSessionDto> {
    return this.identity.startLiveness(citizen, dto.consent, dto.purpose);
  }

  /** Refreshes a liveness session's state from the verification provider (owner only). */
  @ApiProblemResponses(LivenessNotFoundError, RateLimitedError, ProviderUnavailableError)
  @Get('liveness/:assurance_id')
  getLivenessSession(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('assurance_id', new UuidOr404(() => new LivenessNotFoundError())) id: string,
  ): Promise<LivenessSessionDto> {
    return this.identity.getLiveness(citizen, id);
  }

  /** Turns a passed liveness session (used once) into HIGH assurance for ASSURANCE_TTL. */
  @ApiProblemResponses(
    ValidationFailedError,
    LivenessNotFoundError,
    LivenessNotPassedError,
    RateLimitedError,
    ProviderUnavailableError,
  )
  @HttpCode(200)
  @Post('verify')
  verifyIdentity(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Body() dto: VerifyIdentityDto,
  ): Promise<AssuranceDto> {
    return this.identity.verify(citizen, dto.assurance_id);
  }

  /** The current identity assurance. */
  @ApiProblemResponses(RateLimitedError)
  @Get('assurance')
  getAssurance(@CurrentCitizen() citizen: AuthenticatedCitizen): Promise<AssuranceDto> {
    return this.identity.assurance(citizen);
  }
}
