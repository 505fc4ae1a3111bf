import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { SecurityEvents } from '../auth/security-events.service';
import { LivenessProviderClient } from '../auth/providers/liveness-provider.client';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { Clock } from '../common/clock';
import { ConsentRequiredError } from '../common/errors/domain-error';
import { authConfig } from '../config/auth.config';
import type { AssuranceDto } from './dto/assurance.dto';
import type { LivenessSessionDto } from './dto/liveness-session.dto';
import { LivenessNotFoundError, LivenessNotPassedError } from './identity.errors';
import { livenessStatus, toAssurance, toLivenessSession } from './identity.mapper';
import { IdentityRepository } from './identity.repository';
import type { LivenessPurpose, LivenessSessionEntity } from './liveness-session.entity';

/** Identity assurance: purpose-bound liveness sessions and verification to HIGH (AssuranceModule reads it). */
@Injectable()
export class IdentityService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly provider: LivenessProviderClient,
    private readonly events: SecurityEvents,
    private readonly clock: Clock,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  async startLiveness(
    who: AuthenticatedCitizen,
    consent: boolean,
    purpose: LivenessPurpose,
  ): Promise<LivenessSessionDto> {
    if (consent !== true) throw new ConsentRequiredError();
    const now = this.clock.now();
    const session = await this.repo.createLivenessSession(
      who.citizenId,
      purpose,
      now,
      new Date(now.getTime() + this.config.livenessSessionTtlMs),
    );
    return toLivenessSession(session, now, this.provider.webSdk());
  }

  async getLiveness(who: AuthenticatedCitizen, id: string): Promise<LivenessSessionDto> {
    const session = await this.refreshed(who, id);
    return toLivenessSession(session, this.clock.now(), this.provider.webSdk());
  }

  async verify(who: AuthenticatedCitizen, id: string): Promise<AssuranceDto> {
    const session = await this.refreshed(who, id);
    const now = this.clock.now();
    const status = livenessStatus(session, now);
    if (status !== 'PASSED') {
      throw new LivenessNotPassedError({ id: 'LIVENESS_NOT_PASSED', values: { status } });
    }
    if (session.usedAt) throw new LivenessNotPassedError('LIVENESS_NOT_PASSED.used');
    if (now.getTime() >= session.expiresAt.getTime()) {
      throw new LivenessNotPassedError('LIVENESS_NOT_PASSED.expired');
    }
    const granted = await this.repo.grantHighAssurance(
      session,
      now,
      new Date(now.getTime() + this.config.assuranceTtlMs),
    );
    if (!granted) throw new LivenessNotPassedError('LIVENESS_NOT_PASSED.used');
    await this.events.record('ASSURANCE_GRANTED', {
      citizenId: who.citizenId,
      route: 'LIVENESS',
      reason: session.purpose,
    });
    return toAssurance(granted, now);
  }

  async assurance(who: AuthenticatedCitizen): Promise<AssuranceDto> {
    return toAssurance(await this.repo.findLatestAssurance(who.citizenId), this.clock.now());
  }

  /** Loads the owner's session and, while it is pending and unexpired, asks the provider for the outcome. */
  private async refreshed(who: AuthenticatedCitizen, id: string): Promise<LivenessSessionEntity> {
    const session = await this.repo.findLivenessSession(id, who.citizenId);
    if (!session) throw new LivenessNotFoundError();
    const now = this.clock.now();
    if (livenessStatus(session, now) !== 'PENDING') return session;
    const outcome = await this.provider.outcome(session.id);
    if (outcome === 'PENDING') return session;
    if (await this.repo.settleLivenessSession(session.id, outcome, now)) {
      await this.events.record(outcome === 'PASSED' ? 'LIVENESS_PASSED' : 'LIVENESS_FAILED', {
        citizenId: who.citizenId,
        route: 'LIVENESS',
        reason: session.purpose,
      });
    }
    return (await this.repo.findLivenessSession(id, who.citizenId)) ?? session;
  }
}
