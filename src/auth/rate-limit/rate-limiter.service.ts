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

  /** Throws 429 RATE_LIMITED (with Retry-After) once `key` exceeds `limit` hits in the current window. */
  async consume(key: string, limit: number, windowMs: number): Promise<void> {
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
    if (count > limit) {
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
      throw new RateLimitedError(retryAfter);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
