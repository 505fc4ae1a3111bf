import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { Clock } from '../common/clock';
import { repeat } from '../common/lifecycle/repeat';
import { retentionConfig } from '../config/retention.config';
import { PurgeCounts, PurgeRepository } from './purge.repository';

/**
 * Runs the retention purge inside the service every RETENTION_PURGE_INTERVAL (first a minute after
 * start), on one replica at a time (the purge's advisory lock); `node dist/scripts/purge.js` runs
 * the same purge from a CronJob. At start it creates the event tables' monthly partitions ahead
 * (the purge does too).
 */
@Injectable()
export class PurgeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PurgeService.name);
  private stop: (() => void) | undefined;

  constructor(
    private readonly repository: PurgeRepository,
    private readonly clock: Clock,
    @Inject(retentionConfig.KEY) private readonly config: ConfigType<typeof retentionConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensurePartitions();
    if (!this.config.purgeIntervalMs) return;
    this.stop = repeat(() => this.purge(), {
      everyMs: this.config.purgeIntervalMs,
      firstAfterMs: Math.min(60_000, this.config.purgeIntervalMs),
      logger: this.logger,
      name: 'retention purge',
    });
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  /**
   * The monthly partitions of this month and the next ones. A failure is logged, not fatal: a row
   * without its month's partition goes to the DEFAULT one, and the next purge creates it.
   */
  async ensurePartitions(): Promise<void> {
    try {
      const created = await this.repository.ensurePartitions(this.clock.now());
      if (created) this.logger.log({ created }, 'event table partitions created');
    } catch (error) {
      this.logger.warn({ error: (error as Error).message }, 'event table partitions not created');
    }
  }

  /** One purge now; null when another replica is purging. */
  async purge(): Promise<PurgeCounts | null> {
    const counts = await this.repository.purgeExpired(this.clock.now(), this.config);
    if (counts) this.logger.log({ purged: counts }, 'retention purge');
    return counts;
  }
}
