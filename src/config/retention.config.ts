import { registerAs } from '@nestjs/config';
import { duration, int } from './env';

export interface RetentionConfig {
  /** Expired or used challenges, liveness sessions and sessions are purged after this many days. */
  authDays: number;
  /** Security events are purged after this many days. */
  securityEventsDays: number;
  /**
   * Deliveries to agencies (the citizen's "who we told" list) are dropped this many days after they
   * finished (DELIVERED, or FAILED after the last attempt), by whole monthly partitions; never a PENDING one.
   */
  deliveriesDays: number;
  /** How often a replica tries the purge (one replica at a time); 0 = never in the service. */
  purgeIntervalMs: number;
}

export function readRetentionConfig(env: NodeJS.ProcessEnv = process.env): RetentionConfig {
  return {
    authDays: int(env, 'RETENTION_AUTH_DAYS', 30, 1, 36_500),
    securityEventsDays: int(env, 'RETENTION_SECURITY_EVENTS_DAYS', 400, 1, 36_500),
    deliveriesDays: int(env, 'RETENTION_DELIVERIES_DAYS', 400, 1, 36_500),
    purgeIntervalMs:
      env.RETENTION_PURGE_INTERVAL?.trim() === '0' ? 0 : duration(env, 'RETENTION_PURGE_INTERVAL', 3_600_000),
  };
}

export const retentionConfig = registerAs('retention', () => readRetentionConfig());
