import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { CurrentCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated, Public } from '../common/auth/decorators';
import { ConsentRequiredError, RateLimitedError, ValidationFailedError } from '../common/errors/domain-error';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { UuidOr404 } from '../http/uuid-param.pipe';
import {
  ChallengeNotFoundError,
  ChallengeNotPendingError,
  ProviderUnavailableError,
  SignInFailedError,
} from './auth.errors';
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

const CHALLENGE_FAILURES = [
  ChallengeNotFoundError,
  ChallengeNotPendingError,
  SignInFailedError,
  ProviderUnavailableError,
];

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
  @ApiProblemResponses(RateLimitedError)
  @Public()
  @Get('sso/start')
  startSso(): SsoStartDto {
    return this.signIn.ssoStart();
  }

  /**
   * Exchanges the one-time code from the government SSO for a session. A code works once.
   * In sandbox mode get a code from `POST /sandbox/sso/exchange-codes`.
   */
  @ApiProblemResponses(ValidationFailedError, SignInFailedError, RateLimitedError, ProviderUnavailableError)
  @Public()
  @HttpCode(200)
  @Post('sso/callback')
  completeSso(@Body() dto: CompleteSsoDto, @ReqMeta() meta: RequestMeta): Promise<SessionResponseDto> {
    return this.signIn.completeSso(dto.exchange_code, meta);
  }

  /** Starts a consented sign-in challenge (expires after CHALLENGE_TTL). Run the face capture with its `challenge_id`. */
  @ApiProblemResponses(ValidationFailedError, ConsentRequiredError, RateLimitedError)
  @Public()
  @Post('verify/start')
  startVerification(@Body() dto: StartVerificationDto): Promise<ChallengeDto> {
    return this.signIn.startChallenge(dto.consent);
  }

  /** The challenge's status and the public Web SDK configuration. */
  @ApiProblemResponses(ChallengeNotFoundError, RateLimitedError)
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
  @ApiProblemResponses(ValidationFailedError, ...CHALLENGE_FAILURES, RateLimitedError)
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
  @ApiProblemResponses(ValidationFailedError, ...CHALLENGE_FAILURES, RateLimitedError)
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
  @ApiProblemResponses(RateLimitedError)
  @Authenticated()
  @Get('session')
  getSession(@CurrentCitizen() citizen: AuthenticatedCitizen): Promise<SessionInfoDto> {
    return this.sessions.describe(citizen);
  }

  /** Ends this session only; its token is then rejected with 401. */
  @ApiProblemResponses(RateLimitedError)
  @Authenticated()
  @HttpCode(204)
  @Post('sign-out')
  signOut(@CurrentCitizen() citizen: AuthenticatedCitizen, @ReqMeta() meta: RequestMeta): Promise<void> {
    return this.sessions.signOut(citizen, meta);
  }
}
