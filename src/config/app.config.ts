import { registerAs } from '@nestjs/config';
import { bytes, ConfigError, int, oneOf, str, url } from './env';

export type IdentityProviders = 'sandbox' | 'live';

export interface AppConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  identityProviders: IdentityProviders;
  /** Largest JSON body accepted (bytes). */
  jsonBodyLimit: number;
  logLevel: string;
  /** Public origin of this service, used to build links; defaults to http://127.0.0.1:PORT. */
  publicBaseUrl: string | undefined;
}

export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = str(env, 'NODE_ENV', 'development');
  const production = nodeEnv === 'production';
  const identityProviders = oneOf(
    env,
    'IDENTITY_PROVIDERS',
    ['sandbox', 'live'] as const,
    production ? 'live' : 'sandbox',
  );
  if (production && identityProviders === 'sandbox') {
    throw new ConfigError(
      'IDENTITY_PROVIDERS',
      'sandbox providers are refused with NODE_ENV=production; use live',
    );
  }
  return {
    nodeEnv,
    production,
    port: int(env, 'PORT', 3000, 0, 65535),
    identityProviders,
    jsonBodyLimit: bytes(env, 'JSON_BODY_LIMIT', 100 * 1024),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      'info',
    ),
    publicBaseUrl: url(env, 'PUBLIC_BASE_URL'),
  };
}

export const appConfig = registerAs('app', () => readAppConfig());
