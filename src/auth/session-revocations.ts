import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { redisRetry } from './rate-limit/redis-rate-limit-store';
import type { RedisOutageLog } from './redis-outage';

/** Tells every replica that a session was signed out, so none keeps it in its session cache. */
export interface SessionRevocations {
  publish(sessionId: string): Promise<void>;
  onRevoked(handler: (sessionId: string) => void): void;
  close(): Promise<void>;
}

export const SESSION_REVOCATIONS = Symbol('SESSION_REVOCATIONS');

/** One replica (no REDIS_URL): the sign-out already forgot the session locally. */
export class LocalSessionRevocations implements SessionRevocations {
  async publish(): Promise<void> {}
  onRevoked(): void {}
  async close(): Promise<void> {}
}

/** Replicas sharing REDIS_URL: sign-outs are published on one channel every replica subscribes to. */
export class RedisSessionRevocations implements SessionRevocations {
  private readonly logger = new Logger('SessionRevocations');
  private readonly handlers: ((sessionId: string) => void)[] = [];

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    outages: RedisOutageLog,
  ) {
    subscriber.on('message', (from: string, sessionId: string) => {
      if (from === channel) for (const handler of this.handlers) handler(sessionId);
    });
    // ioredis reconnects by itself; the outage is said once per replica, not at every attempt.
    outages.watch(publisher);
    outages.watch(subscriber);
  }

  /**
   * Connects in the background and keeps reconnecting: the service starts and serves while Redis is
   * unreachable; sign-outs then reach other replicas only after SESSION_CACHE_TTL (DESIGN §14).
   */
  static create(url: string, channel: string, outages: RedisOutageLog): RedisSessionRevocations {
    const options = { maxRetriesPerRequest: 1, retryStrategy: redisRetry };
    // A sign-out never waits long for Redis: the revocation is already stored.
    const publisher = new Redis(url, { ...options, enableOfflineQueue: false, commandTimeout: 1_000 });
    const subscriber = new Redis(url, options);
    const revocations = new RedisSessionRevocations(publisher, subscriber, channel, outages);
    // Queued until the first connection; ioredis subscribes again after every reconnection.
    subscriber.subscribe(channel).catch(() => undefined);
    return revocations;
  }

  async publish(sessionId: string): Promise<void> {
    try {
      await this.publisher.publish(this.channel, sessionId);
    } catch (error) {
      // The sign-out itself is stored; other replicas drop their copy when it is SESSION_CACHE_TTL old.
      this.logger.warn({ err: error }, 'could not announce a sign-out to the other replicas');
    }
  }

  onRevoked(handler: (sessionId: string) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.publisher, this.subscriber].map(async (r) => {
        if (r.status === 'ready') await r.quit().catch(() => r.disconnect());
        else r.disconnect();
      }),
    );
  }
}
