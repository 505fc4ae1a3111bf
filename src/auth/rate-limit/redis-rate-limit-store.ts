import Redis from 'ioredis';
import type { RedisOutageLog } from '../redis-outage';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

/** Reconnect with a growing pause, at most 5 s apart, for as long as the service runs. */
export const redisRetry = (attempt: number): number => Math.min(attempt * 200, 5_000);

/**
 * Shared counters in Redis: INCR then PEXPIRE on the first hit of a window key. While Redis cannot
 * be reached (at start or later) the counters live in this replica's memory, and the log says so
 * once per outage (DESIGN §14, {@link RedisOutageLog}): the service starts and serves without Redis.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly fallback: MemoryRateLimitStore,
    private readonly outages: RedisOutageLog,
  ) {
    // Commands fail at once while disconnected (no offline queue): a request never waits for Redis.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: redisRetry,
    });
    outages.watch(this.redis);
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
      this.outages.failed(this.redis);
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
      this.outages.failed(this.redis, error as Error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
