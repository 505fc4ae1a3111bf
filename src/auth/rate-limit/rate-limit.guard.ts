import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import type { AuthenticatedCitizen } from '../../common/auth/authenticated-citizen';
import { CITIZEN_WRITE_METHODS } from '../../http/write-methods';
import { authConfig } from '../../config/auth.config';
import { RateLimiter } from './rate-limiter.service';

type LimitedRequest = Request & { user?: AuthenticatedCitizen };

/** One limit a request counts against: its counter key, requests a minute, and its policy name. */
interface Limit {
  key: string;
  perMinute: number;
  policy: string;
}

/**
 * Counts a request against each of its limits in turn (Redis when REDIS_URL is set, DESIGN §12):
 * 429 RATE_LIMITED with Retry-After beyond any of them, checked before any work, so nothing is
 * stored; the RateLimit headers tell what is left.
 */
@Injectable()
abstract class LimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(authConfig.KEY) protected readonly config: ConfigType<typeof authConfig>,
  ) {}

  protected abstract limits(req: LimitedRequest): Limit[];

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const res = http.getResponse<Response>();
    for (const { key, perMinute, policy } of this.limits(http.getRequest<LimitedRequest>())) {
      await this.limiter.consume(`${this.config.rateLimitKeyPrefix}:${key}`, perMinute, 60_000, policy, res);
    }
    return true;
  }
}

/**
 * RATE_LIMIT_PER_MINUTE requests a minute per client IP across every sign-in and identity route,
 * and the same per signed-in citizen.
 */
@Injectable()
export class SignInRateLimitGuard extends LimitGuard {
  protected limits(req: LimitedRequest): Limit[] {
    const perMinute = this.config.rateLimitPerMinute;
    return [
      { key: `ip:${req.ip ?? 'unknown'}`, perMinute, policy: 'sign-in-per-address' },
      ...(req.user
        ? [{ key: `citizen:${req.user.citizenId}`, perMinute, policy: 'sign-in-per-citizen' }]
        : []),
    ];
  }
}

/**
 * CITIZEN_WRITES_PER_MINUTE writes a minute per signed-in citizen across every write route. A
 * global guard registered after the session guard, so the citizen is known; public routes have none
 * and are not counted.
 */
@Injectable()
export class CitizenWriteLimitGuard extends LimitGuard {
  protected limits(req: LimitedRequest): Limit[] {
    if (!req.user || !CITIZEN_WRITE_METHODS.has(req.method)) return [];
    return [
      {
        key: `citizen-writes:${req.user.citizenId}`,
        perMinute: this.config.citizenWritesPerMinute,
        policy: 'citizen-writes',
      },
    ];
  }
}
