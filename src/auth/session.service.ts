import { DEFAULT_LOCALE, isSupportedLocale } from '../common/i18n/locales';
import type { PreferencesDto } from './dto/preferences.dto';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ASSURANCE_CHECKER, AssuranceChecker } from '../common/auth/assurance.port';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { Clock } from '../common/clock';
import { UnauthenticatedError } from '../common/errors/domain-error';
import { authConfig } from '../config/auth.config';
import { AuthRepository } from './auth.repository';
import { toSessionInfo, toSessionResponse } from './auth.mapper';
import type { CitizenEntity } from './citizen.entity';
import { newSessionToken, SESSION_TOKEN_FORMAT, sessionTokenHash } from './citizen-identifiers';
import type { SessionInfoDto, SessionResponseDto } from './dto/session-response.dto';
import { ChallengeNotPendingError } from './auth.errors';
import type { RequestMeta } from './request-meta';
import { SecurityEvents } from './security-events.service';
import type { SignInRoute } from './session.entity';
import { sessionState, shouldTouch } from './session-rules';
import { SessionCache } from './session-cache';
import { SESSION_REVOCATIONS, SessionRevocations } from './session-revocations';

/** Issues, checks, describes and ends sessions. */
@Injectable()
export class SessionService implements OnApplicationShutdown {
  private readonly cache: SessionCache;

  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
    private readonly events: SecurityEvents,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    @Inject(ASSURANCE_CHECKER) private readonly assurance: AssuranceChecker,
    @Inject(SESSION_REVOCATIONS) private readonly revocations: SessionRevocations,
  ) {
    this.cache = new SessionCache(config.sessionCacheTtlMs);
    revocations.onRevoked((sessionId) => this.cache.forgetSession(sessionId, this.clock.now().getTime()));
  }

  private get policy() {
    return {
      idleTimeoutMs: this.config.sessionIdleTimeoutMs,
      touchIntervalMs: this.config.sessionTouchIntervalMs,
    };
  }

  /**
   * Opens a session for a citizen who just proved who they are. With `challengeId`, the challenge is
   * completed in the same transaction (409 CHALLENGE_NOT_PENDING if another request completed it first).
   */
  async open(
    citizen: CitizenEntity,
    route: SignInRoute,
    meta: RequestMeta,
    challengeId?: string,
  ): Promise<SessionResponseDto> {
    const token = newSessionToken();
    const now = this.clock.now();
    const session = await this.repo.openSession(
      {
        citizenId: citizen.id,
        tokenHash: sessionTokenHash(token),
        route,
        now,
        expiresAt: new Date(now.getTime() + this.config.sessionTtlMs),
      },
      challengeId,
    );
    if (!session) throw new ChallengeNotPendingError('COMPLETED');
    await this.events.record('SIGN_IN_SUCCEEDED', { citizenId: citizen.id, route }, meta);
    const high = await this.assurance.currentHigh(citizen.id);
    return toSessionResponse(token, session, citizen, high);
  }

  /** The citizen behind a bearer token, or null (unknown, expired, idle, signed out, malformed). */
  async authenticate(token: string): Promise<AuthenticatedCitizen | null> {
    if (!SESSION_TOKEN_FORMAT.test(token)) return null;
    const hash = sessionTokenHash(token);
    const now = this.clock.now();
    // A cached row only ever says yes: anything else is decided on the stored row.
    let session = this.cache.get(hash, now.getTime());
    if (!session || sessionState(session, now, this.policy) !== 'ACTIVE') {
      session = (await this.repo.findSessionByTokenHash(hash)) ?? undefined;
      if (!session || sessionState(session, now, this.policy) !== 'ACTIVE') {
        if (session?.revokedAt) this.cache.forgetSession(session.id, now.getTime());
        else this.cache.forget(hash);
        return null;
      }
      this.cache.set(hash, session, now.getTime());
    }
    if (shouldTouch(session, now, this.policy)) {
      await this.repo.touchSession(
        session.id,
        now,
        new Date(now.getTime() - this.config.sessionTouchIntervalMs),
      );
      this.cache.touched(hash, now);
    }
    return { citizenId: session.citizenId, sessionId: session.id, language: session.citizenLanguage ?? null };
  }

  async describe(who: AuthenticatedCitizen): Promise<SessionInfoDto> {
    const [session, citizen] = await Promise.all([
      this.repo.findSession(who.sessionId),
      this.repo.findCitizen(who.citizenId),
    ]);
    if (!session || !citizen) throw new UnauthenticatedError('UNAUTHENTICATED.ended');
    const high = await this.assurance.currentHigh(citizen.id);
    return toSessionInfo(session, citizen, high);
  }

  /** The citizen's preferences (DESIGN §17): the stored language, or the default when none is (still) supported. */
  async preferences(who: AuthenticatedCitizen): Promise<PreferencesDto> {
    const citizen = await this.repo.findCitizen(who.citizenId);
    if (!citizen) throw new UnauthenticatedError('UNAUTHENTICATED.ended');
    return { language: isSupportedLocale(citizen.language) ? citizen.language : DEFAULT_LOCALE };
  }

  /**
   * Stores the citizen's language. Their sessions cached on this replica follow at once; another
   * replica's cached copy follows within SESSION_CACHE_TTL (a request with Accept-Language is exact).
   */
  async setPreferences(who: AuthenticatedCitizen, language: string): Promise<PreferencesDto> {
    if (!(await this.repo.setLanguage(who.citizenId, language, this.clock.now())))
      throw new UnauthenticatedError('UNAUTHENTICATED.ended');
    this.cache.languageChanged(who.citizenId, language);
    return { language };
  }

  async signOut(who: AuthenticatedCitizen, meta: RequestMeta): Promise<void> {
    const now = this.clock.now();
    await this.repo.revokeSession(who.sessionId, now);
    this.cache.forgetSession(who.sessionId, now.getTime());
    await this.revocations.publish(who.sessionId);
    await this.events.record('SIGNED_OUT', { citizenId: who.citizenId }, meta);
  }

  /**
   * Sessions whose rows are already gone (erasure): forgotten here at once and on the other
   * replicas through the revocation bus, so no cached copy lets their tokens in.
   */
  async endSessions(sessionIds: readonly string[]): Promise<void> {
    const now = this.clock.now().getTime();
    for (const id of sessionIds) {
      this.cache.forgetSession(id, now);
      await this.revocations.publish(id);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.revocations.close();
  }
}
