import type { INestApplicationContext } from '@nestjs/common';
import type { ConfigFactory, ConfigFactoryKeyHost } from '@nestjs/config';
import { agenciesConfig } from './agencies.config';
import { agentConfig } from './agent.config';
import { appConfig } from './app.config';
import { auditConfig } from './audit.config';
import { authConfig } from './auth.config';
import { databaseConfig } from './database.config';
import { httpConfig } from './http.config';
import { intentConfig } from './intent.config';
import { metricsConfig } from './metrics.config';
import { retentionConfig } from './retention.config';
import { vaultConfig } from './vault.config';

/**
 * Every settings namespace, once: start.ts reads them all before anything starts (a bad or missing
 * value stops the start with one line naming the variable), and the app's ConfigModule loads the
 * same list, so a feature injects its namespace (`@Inject(authConfig.KEY)`) instead of reading the
 * environment itself.
 */
export const SETTINGS: ConfigFactory[] = [
  appConfig,
  databaseConfig,
  httpConfig,
  metricsConfig,
  agenciesConfig,
  authConfig,
  intentConfig,
  vaultConfig,
  agentConfig,
  retentionConfig,
  auditConfig,
];

/**
 * One namespace as the app's ConfigModule loaded it from SETTINGS, for code that configures the app
 * from outside injection (bootstrap.ts): the same values every injected `@Inject(x.KEY)` sees.
 */
export function settingsOf<T>(app: INestApplicationContext, namespace: ConfigFactoryKeyHost<T>): T {
  const values = app.get<T | null>(namespace.KEY);
  if (!values) throw new Error(`Settings ${String(namespace.KEY)} not loaded (an app in preview mode?)`);
  return values;
}
