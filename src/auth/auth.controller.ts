import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated } from '../common/auth/decorators';
import { Public } from '../common/auth/public.decorator';
import { ApiProblemResponses } from '../common/http/api-problem-responses.decorator';
import { UuidOr404 } from '../common/http/uuid-param.pipe';
import { ChallengeNotFoundError } from './auth.errors';
import { ChallengeDto } from './dto/challenge.dto';
import { CompleteQrVerificationDto } from './dto/complete-qr-verification.dto';
import { CompleteSsoDto } from './dto/complete-sso.dto';
import { CompleteVerificationDto } from './dto/complete-verification.dto';
import { SessionInfoDto, SessionResponseDto } from './dto/session-response.dto';
import { SsoStartDto } from './dto/sso-start.dto';
import { StartVerificationDto } from './dto/start-verification.dto';
import { SignInRateLimitGuard } from './rate-limit/rate-limit.guard';
import { ReqMeta, RequestMeta } from './request-meta';
import { SessionService } from './session.service';
import { SignInService } from './sign-in.service';

const SIGN_IN_FAILED = [422, 'SIGN_IN_FAILED: the code, liveness, demographics or QR did not verify'] as [
  number,
  string,
];
const CHALLENGE_FAILURES = [
  [404, 'CHALLENGE_NOT_FOUND'],
  [409, 'CHALLENGE_NOT_PENDING: the challenge is expired, failed or already used'],
  [422, 'SIGN_IN_FAILED: liveness failed or not completed, or the demographics / QR do not match or verify'],
  [
    429,
    'RATE_LIMITED: too many requests from this client, or more than the allowed attempts on this challenge',
  ],
  [503, 'SERVICE_UNAVAILABLE: the verification provider cannot be reached'],
] as [number, string][];

/** Sign-in (single sign-on, or a consented challenge with face liveness) and the session. */
@ApiTags('Auth')
@UseGuards(SignInRateLimitGuard)
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    private readonly sessions: SessionService,
  ) {}

  /** Partner metadata for single sign-on: the partner code and whether SSO is configured. Never the partner secret. */
  @ApiOperation({ operationId: 'startSso' })
  @ApiProblemResponses(429)
  @Public()
  @Get('sso/start')
  startSso(): SsoStartDto {
    return this.signIn.ssoStart();
  }

  /**
   * Exchanges the one-time code from the government SSO for a session. A code works once.
   * In sandbox mode get a code from `POST /sandbox/sso/exchange-codes`.
   */
  @ApiOperation({ operationId: 'completeSso' })
  @ApiProblemResponses(400, SIGN_IN_FAILED, 429, [
    503,
    'SERVICE_UNAVAILABLE: the SSO provider cannot be reached',
  ])
  @Public()
  @HttpCode(200)
  @Post('sso/callback')
  completeSso(@Body() dto: CompleteSsoDto, @ReqMeta() meta: RequestMeta): Promise<SessionResponseDto> {
    return this.signIn.completeSso(dto.exchange_code, meta);
  }

  /** Starts a consented sign-in challenge (expires after CHALLENGE_TTL). Run the face capture with its `challenge_id`. */
  @ApiOperation({ operationId: 'startVerification' })
  @ApiProblemResponses(400, [422, 'CONSENT_REQUIRED'], 429)
  @Public()
  @Post('verify/start')
  startVerification(@Body() dto: StartVerificationDto): Promise<ChallengeDto> {
    return this.signIn.startChallenge(dto.consent);
  }

  /** The challenge's status and the public Web SDK configuration. */
  @ApiOperation({ operationId: 'getVerification' })
  @ApiProblemResponses([404, 'CHALLENGE_NOT_FOUND'], 429)
  @Public()
  @Get('verify/:challenge_id')
  getVerification(
    @Param('challenge_id', new UuidOr404(() => new ChallengeNotFoundError())) id: string,
  ): Promise<ChallengeDto> {
    return this.signIn.getChallenge(id);
  }

  /**
   * Completes a challenge with demographics after a passed face liveness. The national id must belong to
   * a citizen already known through SSO or a signed QR, with the birth date they vouched for.
   */
  @ApiOperation({ operationId: 'completeVerification' })
  @ApiProblemResponses(400, ...CHALLENGE_FAILURES)
  @Public()
  @HttpCode(200)
  @Post('verify/complete')
  completeVerification(
    @Body() dto: CompleteVerificationDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<SessionResponseDto> {
    return this.signIn.completeWithDemographics(dto, meta);
  }

  /** Completes a challenge with a signed QR code after a passed face liveness. */
  @ApiOperation({ operationId: 'completeQrVerification' })
  @ApiProblemResponses(400, ...CHALLENGE_FAILURES)
  @Public()
  @HttpCode(200)
  @Post('verify/qr/complete')
  completeQrVerification(
    @Body() dto: CompleteQrVerificationDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<SessionResponseDto> {
    return this.signIn.completeWithQr(dto, meta);
  }

  /** The current session, assurance and minimized profile (without the token). */
  @ApiOperation({ operationId: 'getSession' })
  @ApiProblemResponses(429)
  @Authenticated()
  @Get('session')
  getSession(@CurrentCitizen() citizen: AuthenticatedCitizen): Promise<SessionInfoDto> {
    return this.sessions.describe(citizen);
  }

  /** Ends this session only; its token is then rejected with 401. */
  @ApiOperation({ operationId: 'signOut' })
  @ApiProblemResponses(429)
  @Authenticated()
  @HttpCode(204)
  @Post('sign-out')
  signOut(@CurrentCitizen() citizen: AuthenticatedCitizen, @ReqMeta() meta: RequestMeta): Promise<void> {
    return this.sessions.signOut(citizen, meta);
  }
}
