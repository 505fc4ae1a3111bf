import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import type { AuthenticatedCitizen } from '../../common/auth/authenticated-citizen';
import { authConfig } from '../../config/auth.config';
import { RateLimiter } from './rate-limiter.service';

/**
 * RATE_LIMIT_PER_MINUTE requests a minute per client IP across every sign-in and identity route,
 * and the same per signed-in citizen. 429 RATE_LIMITED with Retry-After beyond that.
 */
@Injectable()
export class SignInRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedCitizen }>();
    const res = context.switchToHttp().getResponse<Response>();
    const prefix = this.config.rateLimitKeyPrefix;
    const perMinute = this.config.rateLimitPerMinute;
    await this.limiter.consume(
      `${prefix}:ip:${req.ip ?? 'unknown'}`,
      perMinute,
      60_000,
      'sign-in-per-address',
      res,
    );
    if (req.user) {
      await this.limiter.consume(
        `${prefix}:citizen:${req.user.citizenId}`,
        perMinute,
        60_000,
        'sign-in-per-citizen',
        res,
      );
    }
    return true;
  }
}
