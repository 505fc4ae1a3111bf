import type { ModuleMetadata } from '@nestjs/common';
import type { ConfigFactory } from '@nestjs/config';
import type { AppConfig } from './config/app.config';

/**
 * The feature modules (Auth, Identity, Intent, Journey, Vault, Agent, Sandbox) and their
 * configuration namespaces. Kept apart from app.module.ts so each feature registers in one line.
 */
export const FEATURE_CONFIGS: ConfigFactory[] = [];

export function featureModules(_app: AppConfig): NonNullable<ModuleMetadata['imports']> {
  return [];
}
