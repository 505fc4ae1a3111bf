import { CITIZEN_WRITE_METHODS } from '../../common/http/write-methods';
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import type { AuthenticatedCitizen } from '../../common/auth/authenticated-citizen';
import { authConfig } from '../../config/auth.config';
import { RateLimiter } from './rate-limiter.service';

/**
 * CITIZEN_WRITES_PER_MINUTE writes a minute per signed-in citizen across every write route
 * (DESIGN §12), counted like the per-IP limit (Redis when REDIS_URL is set): 429 RATE_LIMITED with
 * Retry-After beyond it, checked before any work, so nothing is stored. A global guard registered
 * after the session guard, so the citizen is known; public routes have none and are not counted.
 */
@Injectable()
export class CitizenWriteLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedCitizen }>();
    if (!req.user || !CITIZEN_WRITE_METHODS.has(req.method)) return true;
    await this.limiter.consume(
      `${this.config.rateLimitKeyPrefix}:citizen-writes:${req.user.citizenId}`,
      this.config.citizenWritesPerMinute,
      60_000,
      'citizen-writes',
      context.switchToHttp().getResponse<Response>(),
    );
    return true;
  }
}
