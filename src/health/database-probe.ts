import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { DatabaseUnavailableError } from '../common/errors/domain-error';

/** How long connecting, and then the ping itself, may take before the replica counts as unready. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * Readiness asks "can this replica reach its database?", not "is the request pool free?" (DESIGN
 * §18): the ping runs on one connection of its own, outside the request pool, with a short timeout.
 * A pool saturated by slow requests then never takes every replica out of the load balancer at
 * once. The connection is kept between probes (behind PgBouncer in transaction mode it holds a
 * server connection only while `SELECT 1` runs) and opened again after any failure.
 */
@Injectable()
export class DatabaseProbe implements OnApplicationShutdown {
  private client: Client | undefined;
  private inFlight: Promise<void> | undefined;
  private down = false;
  private readonly logger = new Logger('Readiness');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Resolves when the database answers; otherwise throws 503 SERVICE_UNAVAILABLE (with Retry-After). */
  async ping(): Promise<void> {
    // Probes arriving together share one ping: a hung database never piles up queued pings.
    this.inFlight ??= this.pingOnce().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async pingOnce(): Promise<void> {
    try {
      const client = await this.connected();
      await client.query('SELECT 1');
      if (this.down) this.logger.log('The database answers again: ready');
      this.down = false;
    } catch (error) {
      this.drop();
      if (!this.down) this.logger.warn({ err: error }, 'The database does not answer: not ready');
      this.down = true;
      throw new DatabaseUnavailableError();
    }
  }

  private async connected(): Promise<Client> {
    if (this.client) return this.client;
    const client = new Client({
      connectionString: (this.dataSource.options as { url?: string }).url,
      connectionTimeoutMillis: READINESS_TIMEOUT_MS,
      // Client side: no `statement_timeout` startup parameter, which PgBouncer refuses by default.
      query_timeout: READINESS_TIMEOUT_MS,
      application_name: 'citizen-journey-readiness',
    });
    // A connection dropped while idle must not crash the process: the next ping opens another.
    client.on('error', () => {
      if (this.client === client) this.drop();
    });
    this.client = client;
    await client.connect();
    return client;
  }

  private drop(): void {
    const client = this.client;
    this.client = undefined;
    client?.end().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
