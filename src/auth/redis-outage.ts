import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/**
 * One replica's view of Redis across its connections (the rate-limit counters, the sign-out
 * publisher and subscriber): an outage is said once in the log when the first connection fails, and
 * its end once every failed connection is back (DESIGN §14), instead of once per connection.
 */
export class RedisOutageLog {
  private readonly logger = new Logger('Redis');
  private readonly down = new Set<Redis>();

  /** Follows `connection`'s errors and reconnections. */
  watch(connection: Redis): void {
    connection.on('error', (error: Error) => this.failed(connection, error));
    connection.on('ready', () => this.recovered(connection));
  }

  /** `connection` cannot serve (an error, or a command refused while it reconnects). */
  failed(connection: Redis, error?: Error): void {
    const first = this.down.size === 0;
    this.down.add(connection);
    if (first)
      this.logger.warn(
        { err: error },
        "Redis unreachable: rate limits are counted in this replica's memory, and sign-outs reach other replicas only after SESSION_CACHE_TTL, until it is back",
      );
  }

  private recovered(connection: Redis): void {
    if (this.down.delete(connection) && this.down.size === 0)
      this.logger.log('Redis reachable again: rate limits and sign-outs shared between replicas');
  }
}
