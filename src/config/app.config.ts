import { registerAs } from '@nestjs/config';
import { isIP } from 'node:net';
import { bool, bytes, ConfigError, duration, int, oneOf, str, url } from './env';

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
  /** After SIGTERM: how long readiness answers 503 while requests are still served. */
  shutdownDrainMs: number;
  /** Then: how long in-flight requests may take before their connections are closed. */
  shutdownTimeoutMs: number;
  /** Express `trust proxy`: a hop count, a list of addresses/CIDRs, or false (no proxy trusted). */
  trustProxy: number | string[] | false;
  /** Serve the citizen web app (citizen-web/dist) at `/`: on outside production unless set. */
  webApp: boolean;
}

/** `0` or a duration (`5s`, `500ms`). */
function durationOrZero(env: NodeJS.ProcessEnv, name: string, fallbackMs: number): number {
  return env[name]?.trim() === '0' ? 0 : duration(env, name, fallbackMs);
}

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY (DESIGN §12): unset = no proxy trusted (X-Forwarded-For ignored); a hop count (`1`
 * behind one load balancer); or comma-separated addresses / CIDRs of the proxies.
 */
function trustProxy(env: NodeJS.ProcessEnv): number | string[] | false {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return int(env, 'TRUST_PROXY', 0, 0, 32);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address);
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!NAMED_RANGES.includes(entry) && (version === 0 || !okBits || extra !== undefined)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `'${entry}' is not a hop count, an IP address or a CIDR range (e.g. 1, or 10.0.0.0/8)`,
      );
    }
  }
  return entries;
}

/**
 * What kind of deployment this is: the two app settings other namespaces' defaults and rules depend
 * on (a production refuses sandbox providers and development secrets).
 */
export function readDeployment(
  env: NodeJS.ProcessEnv = process.env,
): Pick<AppConfig, 'nodeEnv' | 'production' | 'identityProviders'> {
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
  return { nodeEnv, production, identityProviders };
}

export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const deployment = readDeployment(env);
  const { production } = deployment;
  return {
    ...deployment,
    port: int(env, 'PORT', 3000, 0, 65535),
    jsonBodyLimit: bytes(env, 'JSON_BODY_LIMIT', 100 * 1024),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      'info',
    ),
    publicBaseUrl: url(env, 'PUBLIC_BASE_URL'),
    shutdownDrainMs: durationOrZero(env, 'SHUTDOWN_DRAIN', 5_000),
    shutdownTimeoutMs: duration(env, 'SHUTDOWN_TIMEOUT', 20_000),
    trustProxy: trustProxy(env),
    webApp: bool(env, 'WEB_APP', !production),
  };
}

export const appConfig = registerAs('app', () => readAppConfig());
