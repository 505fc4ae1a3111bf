import { type DynamicModule, type INestApplicationContext, Module } from '@nestjs/common';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of namespaces of different value types
type Namespace = ConfigFactory & ConfigFactoryKeyHost<any>;

/**
 * Every settings namespace. {@link readSettings} reads them all once, before anything starts (a bad
 * or missing value stops the start with one line naming the variable); the app provides what it read
 * to every feature, which injects its namespace (`@Inject(authConfig.KEY)`) instead of reading the
 * environment itself.
 */
export const SETTINGS: Namespace[] = [
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

/** The values of every namespace, read from the environment once. */
export class Settings {
  private constructor(private readonly values: ReadonlyMap<string | symbol, unknown>) {}

  /** Reads every namespace of SETTINGS now (throws the ConfigError of the first bad value). */
  static read(): Settings {
    return new Settings(new Map(SETTINGS.map((namespace) => [namespace.KEY, namespace()])));
  }

  of<T>(namespace: ConfigFactoryKeyHost<T>): T {
    return this.values.get(namespace.KEY) as T;
  }

  /** A global module providing each namespace's values under its KEY (`@Inject(authConfig.KEY)`). */
  module(): DynamicModule {
    return {
      module: SettingsModule,
      global: true,
      providers: SETTINGS.map((namespace) => ({ provide: namespace.KEY, useValue: this.of(namespace) })),
      exports: SETTINGS.map((namespace) => namespace.KEY),
    };
  }
}

@Module({})
class SettingsModule {}

/**
 * One namespace as the app was given it, for code that configures the app from outside injection
 * (bootstrap.ts): the same values every injected `@Inject(x.KEY)` sees.
 */
export function settingsOf<T>(app: INestApplicationContext, namespace: ConfigFactoryKeyHost<T>): T {
  const values = app.get<T | null>(namespace.KEY);
  if (!values) throw new Error(`Settings ${String(namespace.KEY)} not loaded (an app in preview mode?)`);
  return values;
}
