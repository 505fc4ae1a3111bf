import type { Response } from 'express';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { RateLimitedError } from '../../common/errors/domain-error';
import { RATE_LIMIT_STORE, RateLimitStore } from './rate-limit-store';

/** Fixed-window limits on the injected clock: a window is identified by `floor(now / window)`. */
@Injectable()
export class RateLimiter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimiter');

  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /**
   * At start, gives a shared store up to a second to connect, so replicas share their counters from
   * the first request; an unreachable Redis never holds the start longer (DESIGN §14).
   */
  async onModuleInit(): Promise<void> {
    await this.store.ready?.(1_000);
  }

  /**
   * Counts a hit of `key` under the policy named `policy`; throws 429 RATE_LIMITED (with Retry-After
   * and the rate-limit headers) once it exceeds `limit` hits in the current window. With `res`, sets the
   * rate-limit headers on the answer (the tightest of the request's limits wins).
   */
  async consume(key: string, limit: number, windowMs: number, policy: string, res?: Response): Promise<void> {
    const now = this.clock.now().getTime();
    const window = Math.floor(now / windowMs);
    let count: number;
    try {
      count = await this.store.hit(`${key}:${window}`, windowMs);
    } catch (error) {
      // Fail open: an unreachable counter store must not lock every citizen out of signing in.
      this.logger.warn({ err: (error as Error).message }, 'rate limit store unavailable; request allowed');
      return;
    }
    const reset = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
    const remaining = Math.max(0, limit - count);
    const headers = {
      'RateLimit-Policy': `"${policy}";q=${limit};w=${Math.round(windowMs / 1000)}`,
      RateLimit: `"${policy}";r=${remaining};t=${reset}`,
    };
    if (count > limit) throw new RateLimitedError(reset, headers);
    const before = res?.getHeader('RateLimit');
    const remainingBefore =
      typeof before === 'string' ? Number(/;r=(\d+)/.exec(before)?.[1] ?? Infinity) : Infinity;
    if (res && !res.headersSent && remaining < remainingBefore)
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
