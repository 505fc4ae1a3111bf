import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignInRateLimitGuard } from '../auth/rate-limit/rate-limit.guard';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated } from '../common/auth/decorators';
import { ApiProblemResponses } from '../common/http/api-problem-responses.decorator';
import { UuidOr404 } from '../common/http/uuid-param.pipe';
import { AssuranceDto } from './dto/assurance.dto';
import { LivenessSessionDto } from './dto/liveness-session.dto';
import { StartLivenessSessionDto } from './dto/start-liveness-session.dto';
import { VerifyIdentityDto } from './dto/verify-identity.dto';
import { LivenessNotFoundError } from './identity.errors';
import { IdentityService } from './identity.service';

const PROVIDER_DOWN = [503, 'SERVICE_UNAVAILABLE: the verification provider cannot be reached'] as [
  number,
  string,
];

/** Identity assurance: a face liveness session, then verify, gives HIGH assurance for ASSURANCE_TTL. */
@ApiTags('Identity')
@Authenticated()
@UseGuards(SignInRateLimitGuard)
@Controller('identity')
export class IdentityController {
  constructor(private readonly identity: IdentityService) {}

  /** Starts a purpose-bound face liveness session; run the face capture with its `assurance_id`. */
  @ApiOperation({ operationId: 'startLivenessSession' })
  @ApiProblemResponses(400, [422, 'CONSENT_REQUIRED'], 429)
  @Post('liveness/session')
  startLivenessSession(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Body() dto: StartLivenessSessionDto,
  ): Promise<LivenessSessionDto> {
    return this.identity.startLiveness(citizen, dto.consent, dto.purpose);
  }

  /** Refreshes a liveness session's state from the verification provider (owner only). */
  @ApiOperation({ operationId: 'getLivenessSession' })
  @ApiProblemResponses([404, 'LIVENESS_NOT_FOUND'], 429, PROVIDER_DOWN)
  @Get('liveness/:assurance_id')
  getLivenessSession(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('assurance_id', new UuidOr404(() => new LivenessNotFoundError())) id: string,
  ): Promise<LivenessSessionDto> {
    return this.identity.getLiveness(citizen, id);
  }

  /** Turns a passed liveness session (used once) into HIGH assurance for ASSURANCE_TTL. */
  @ApiOperation({ operationId: 'verifyIdentity' })
  @ApiProblemResponses(
    400,
    [404, 'LIVENESS_NOT_FOUND'],
    [409, 'LIVENESS_NOT_PASSED: not passed yet, failed, expired or already used'],
    429,
    PROVIDER_DOWN,
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
  @ApiOperation({ operationId: 'getAssurance' })
  @ApiProblemResponses(429)
  @Get('assurance')
  getAssurance(@CurrentCitizen() citizen: AuthenticatedCitizen): Promise<AssuranceDto> {
    return this.identity.assurance(citizen);
  }
}
