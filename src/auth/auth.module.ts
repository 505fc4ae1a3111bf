import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ConfigType } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../common/clock';
import { authConfig } from '../config/auth.config';
import { AssuranceModule } from '../assurance/assurance.module';
import { AuthController } from './auth.controller';
import { AuthRepository } from './auth.repository';
import { ChallengeEntity } from './challenge.entity';
import { CitizenEntity } from './citizen.entity';
import { CitizenService } from './citizen.service';
import { LivenessProviderClient } from './providers/liveness-provider.client';
import { QrVerifier } from './providers/qr-verifier';
import { SsoClient } from './providers/sso.client';
import { CitizenWriteLimitGuard, SignInRateLimitGuard } from './rate-limit/rate-limit.guard';
import { MemoryRateLimitStore, RATE_LIMIT_STORE, RateLimitStore } from './rate-limit/rate-limit-store';
import { RateLimiter } from './rate-limit/rate-limiter.service';
import { RedisRateLimitStore } from './rate-limit/redis-rate-limit-store';
import { RedisOutageLog } from './redis-outage';
import { SecurityEventEntity } from './security-event.entity';
import { SecurityEvents } from './security-events.service';
import { SessionEntity } from './session.entity';
import { PreferencesController } from './preferences.controller';
import { SessionGuard } from './session.guard';
import { SessionService } from './session.service';
import {
  LocalSessionRevocations,
  RedisSessionRevocations,
  SESSION_REVOCATIONS,
  SessionRevocations,
} from './session-revocations';
import { SignInService } from './sign-in.service';

/**
 * Sign-in and sessions. Provides the global session guard (every route needs a session unless
 * @Public()), and exports what Identity reuses: the audit log, the verification provider client and
 * the sign-in/identity rate limit.
 */
@Module({
  imports: [
    AuditModule,
    AssuranceModule,
    TypeOrmModule.forFeature([CitizenEntity, SessionEntity, ChallengeEntity, SecurityEventEntity]),
  ],
  controllers: [AuthController, PreferencesController],
  providers: [
    AuthRepository,
    CitizenService,
    SessionService,
    SignInService,
    SecurityEvents,
    SsoClient,
    LivenessProviderClient,
    QrVerifier,
    RateLimiter,
    SignInRateLimitGuard,
    // One per replica: its Redis connections share one outage line in the log.
    { provide: RedisOutageLog, useFactory: () => new RedisOutageLog() },
    {
      provide: RATE_LIMIT_STORE,
      inject: [authConfig.KEY, Clock, RedisOutageLog],
      useFactory: (
        config: ConfigType<typeof authConfig>,
        clock: Clock,
        outages: RedisOutageLog,
      ): RateLimitStore => {
        const memory = new MemoryRateLimitStore(() => clock.now().getTime());
        return config.redisUrl ? new RedisRateLimitStore(config.redisUrl, memory, outages) : memory;
      },
    },
    {
      provide: SESSION_REVOCATIONS,
      inject: [authConfig.KEY, RedisOutageLog],
      useFactory: (config: ConfigType<typeof authConfig>, outages: RedisOutageLog): SessionRevocations =>
        config.redisUrl
          ? RedisSessionRevocations.create(
              config.redisUrl,
              `${config.rateLimitKeyPrefix}:session-revoked`,
              outages,
            )
          : new LocalSessionRevocations(),
    },
    // One instance: the global guard, and the read lane's session check (src/bootstrap.ts).
    SessionGuard,
    { provide: APP_GUARD, useExisting: SessionGuard },
    // After the session guard: it counts the writes of the citizen that guard identified.
    { provide: APP_GUARD, useClass: CitizenWriteLimitGuard },
  ],
  exports: [
    SecurityEvents,
    SessionGuard,
    SessionService,
    LivenessProviderClient,
    RateLimiter,
    SignInRateLimitGuard,
  ],
})
export class AuthModule {}
