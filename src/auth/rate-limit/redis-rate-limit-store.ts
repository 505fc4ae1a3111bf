import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

/** Reconnect with a growing pause, at most 5 s apart, for as long as the service runs. */
export const redisRetry = (attempt: number): number => Math.min(attempt * 200, 5_000);

/**
 * Shared counters in Redis: INCR then PEXPIRE on the first hit of a window key. While Redis cannot
 * be reached (at start or later) the counters live in this replica's memory, and the log says so
 * once per outage (DESIGN §14): the service starts and serves without Redis.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private outage = false;

  constructor(
    url: string,
    private readonly fallback: MemoryRateLimitStore,
  ) {
    // Commands fail at once while disconnected (no offline queue): a request never waits for Redis.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: redisRetry,
    });
    this.redis.on('error', (error: Error) => this.reportOutage(error));
    this.redis.on('ready', () => {
      if (this.outage) this.logger.log('Redis reachable again: rate limits shared between replicas');
      this.outage = false;
    });
  }

  /** Waits for the first connection, at most `ms`: start-up never depends on Redis. */
  async ready(ms: number): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.redis.once('ready', done);
    });
  }

  async hit(key: string, windowMs: number): Promise<number> {
    if (this.redis.status !== 'ready') {
      this.reportOutage();
      return this.fallback.hit(key, windowMs);
    }
    try {
      const [[incrError, count], [expireError]] = (await this.redis
        .multi()
        .incr(key)
        .pexpire(key, windowMs * 2, 'NX')
        .exec()) as [[Error | null, number], [Error | null, unknown]];
      if (incrError) throw incrError;
      if (expireError) throw expireError;
      return count;
    } catch (error) {
      this.reportOutage(error as Error);
      return this.fallback.hit(key, windowMs);
    }
  }

  private reportOutage(error?: Error): void {
    if (this.outage) return;
    this.outage = true;
    this.logger.warn(
      { err: error },
      "Redis unreachable: rate limits are counted in this replica's memory until it is back",
    );
  }

  async close(): Promise<void> {
    await this.fallback.close();
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
