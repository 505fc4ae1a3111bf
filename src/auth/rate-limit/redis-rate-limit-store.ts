import Redis from 'ioredis';
import type { RateLimitStore } from './rate-limit-store';

/** Shared counters in Redis: INCR then PEXPIRE on the first hit of a window key. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  static async connect(url: string): Promise<RedisRateLimitStore> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    await redis.connect();
    return new RedisRateLimitStore(redis);
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const [[incrError, count], [expireError]] = (await this.redis
      .multi()
      .incr(key)
      .pexpire(key, windowMs * 2, 'NX')
      .exec()) as [[Error | null, number], [Error | null, unknown]];
    if (incrError) throw incrError;
    if (expireError) throw expireError;
    return count;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
