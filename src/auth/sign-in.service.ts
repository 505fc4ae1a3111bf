import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { Clock } from '../common/clock';
import { ConsentRequiredError, RateLimitedError } from '../common/errors/domain-error';
import { authConfig } from '../config/auth.config';
import { challengeStatus, toChallenge } from './auth.mapper';
import { ChallengeNotFoundError, ChallengeNotPendingError, SignInFailedError } from './auth.errors';
import { AuthRepository } from './auth.repository';
import type { CitizenEntity } from './citizen.entity';
import { CitizenService } from './citizen.service';
import type { ChallengeDto } from './dto/challenge.dto';
import type { CompleteQrVerificationDto } from './dto/complete-qr-verification.dto';
import type { CompleteVerificationDto } from './dto/complete-verification.dto';
import type { SessionResponseDto } from './dto/session-response.dto';
import type { SsoStartDto } from './dto/sso-start.dto';
import { LivenessProviderClient } from './providers/liveness-provider.client';
import { QrVerifier } from './providers/qr-verifier';
import { SsoClient } from './providers/sso.client';
import type { RequestMeta } from './request-meta';
import { SecurityEvents } from './security-events.service';
import type { SignInRoute } from './session.entity';
import { SessionService } from './session.service';

/** The three sign-in routes: SSO code exchange, and a consented challenge completed with face liveness. */
@Injectable()
export class SignInService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly citizens: CitizenService,
    private readonly sessions: SessionService,
    private readonly sso: SsoClient,
    private readonly liveness: LivenessProviderClient,
    private readonly qr: QrVerifier,
    private readonly events: SecurityEvents,
    private readonly clock: Clock,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  ssoStart(): SsoStartDto {
    return { partner_code: this.sso.partnerCode(), configured: this.sso.configured() };
  }

  async completeSso(exchangeCode: string, meta: RequestMeta): Promise<SessionResponseDto> {
    const identity = await this.audited('SSO', meta, () => this.sso.redeem(exchangeCode));
    const citizen = await this.citizens.register(identity);
    return this.sessions.open(citizen, 'SSO', meta);
  }

  async startChallenge(consent: boolean): Promise<ChallengeDto> {
    if (consent !== true) throw new ConsentRequiredError();
    const now = this.clock.now();
    const challenge = await this.repo.createChallenge(
      now,
      new Date(now.getTime() + this.config.challengeTtlMs),
    );
    return toChallenge(challenge, now, this.liveness.webSdk());
  }

  async getChallenge(id: string): Promise<ChallengeDto> {
    const challenge = await this.repo.findChallenge(id);
    if (!challenge) throw new ChallengeNotFoundError();
    return toChallenge(challenge, this.clock.now(), this.liveness.webSdk());
  }

  completeWithDemographics(dto: CompleteVerificationDto, meta: RequestMeta): Promise<SessionResponseDto> {
    return this.completeChallenge(dto.challenge_id, 'DEMOGRAPHICS', meta, () =>
      this.citizens.findByDemographics(dto.demographics.national_id, dto.demographics.birth_date),
    );
  }

  completeWithQr(dto: CompleteQrVerificationDto, meta: RequestMeta): Promise<SessionResponseDto> {
    return this.completeChallenge(dto.challenge_id, 'QR', meta, async () =>
      this.citizens.register(await this.qr.verify(dto.qr_payload)),
    );
  }

  /**
   * Pending and unexpired challenge → one attempt counted (429 beyond the limit) → the provider says
   * the face capture for this challenge PASSED (FAILED ends the challenge) → the route identifies the
   * citizen → the challenge completes and the session opens in one transaction.
   */
  private async completeChallenge(
    challengeId: string,
    route: SignInRoute,
    meta: RequestMeta,
    identify: () => Promise<CitizenEntity>,
  ): Promise<SessionResponseDto> {
    const challenge = await this.repo.findChallenge(challengeId);
    if (!challenge) throw new ChallengeNotFoundError();
    const now = this.clock.now();
    const status = challengeStatus(challenge, now);
    if (status !== 'PENDING') throw new ChallengeNotPendingError(status);
    const attempts = await this.repo.countChallengeAttempt(challenge.id);
    if (attempts === null) throw new ChallengeNotFoundError();
    if (attempts > this.config.challengeMaxAttempts) {
      await this.events.record('SIGN_IN_FAILED', { route, reason: 'TOO_MANY_ATTEMPTS' }, meta);
      throw new RateLimitedError(
        Math.max(1, Math.ceil((challenge.expiresAt.getTime() - now.getTime()) / 1000)),
      );
    }
    const citizen = await this.audited(route, meta, async () => {
      const outcome = await this.liveness.outcome(challenge.id);
      if (outcome === 'FAILED') {
        await this.repo.failChallenge(challenge.id);
        throw new SignInFailedError('LIVENESS_FAILED');
      }
      if (outcome !== 'PASSED') throw new SignInFailedError('LIVENESS_NOT_COMPLETED');
      return identify();
    });
    return this.sessions.open(citizen, route, meta, challenge.id);
  }

  /** Runs a sign-in step; a SIGN_IN_FAILED is written to the audit log (route + reason) and rethrown. */
  private async audited<T>(route: SignInRoute, meta: RequestMeta, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (error instanceof SignInFailedError) {
        await this.events.record('SIGN_IN_FAILED', { route, reason: error.reason }, meta);
      }
      throw error;
    }
  }
}
