import { registerAs } from '@nestjs/config';
import { readDeployment } from './app.config';
import { bool, ConfigError, duration, int, str, url } from './env';

/**
 * Sign-in, sessions, identity assurance and abuse limits.
 *
 * Provider base URLs left unset mean "this service's own sandbox" when IDENTITY_PROVIDERS=sandbox
 * (resolved at call time from the service's origin), and "not configured" in live mode.
 * Sandbox-only defaults for secrets are fixed, documented values so the embedded database keeps the
 * same citizen ids across restarts; with NODE_ENV=production the secrets must be set.
 */
export interface AuthConfig {
  sandbox: boolean;
  citizenIdHmacSecret: string;
  sessionTtlMs: number;
  sessionIdleTimeoutMs: number;
  /** The idle window is slid at most this often per session (one write a minute). */
  sessionTouchIntervalMs: number;
  /** How long a replica may answer "this session is live" from memory (0: never). */
  sessionCacheTtlMs: number;
  challengeTtlMs: number;
  challengeMaxAttempts: number;
  livenessSessionTtlMs: number;
  assuranceTtlMs: number;
  rateLimitPerMinute: number;
  /** Writes a minute per signed-in citizen across every write route (DESIGN §12). */
  citizenWritesPerMinute: number;
  redisUrl: string | undefined;
  rateLimitKeyPrefix: string;
  sso: {
    issuerUrl: string | undefined;
    partnerCode: string;
    clientSecret: string | undefined;
    redirectUri: string;
  };
  verify: {
    providerUrl: string | undefined;
    clientSecret: string | undefined;
    webSdkPublicKey: string | undefined;
  };
  qr: {
    /** Trusted QR issuer keys (a JWKS), from QR_TRUSTED_JWKS. */
    trustedJwks: { keys: Record<string, unknown>[] } | undefined;
  };
}

/** Documented development values, refused with NODE_ENV=production. */
export const SANDBOX_DEFAULTS = {
  citizenIdHmacSecret: 'dev-only-citizen-id-hmac-key-do-not-use-in-production',
  ssoPartnerCode: 'sandbox-partner',
  ssoClientSecret: 'dev-only-sso-client-key',
  verifyClientSecret: 'dev-only-verify-client-key',
  webSdkPublicKey: 'sandbox-web-sdk-public-key',
} as const;

function readJwks(env: NodeJS.ProcessEnv, name: string): AuthConfig['qr']['trustedJwks'] {
  const value = str(env, name);
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError(name, 'expected a JSON Web Key Set ({"keys":[...]})');
  }
  const keys = (parsed as { keys?: unknown })?.keys;
  if (!Array.isArray(keys) || keys.length === 0 || keys.some((k) => typeof k !== 'object' || k === null)) {
    throw new ConfigError(name, 'expected a JSON Web Key Set with at least one key');
  }
  return { keys: keys as Record<string, unknown>[] };
}

/** SESSION_CACHE_TTL: a duration up to one minute, or 0 to read every session from the database. */
function sessionCacheTtl(env: NodeJS.ProcessEnv): number {
  if (env.SESSION_CACHE_TTL?.trim() === '0') return 0;
  const ms = duration(env, 'SESSION_CACHE_TTL', 5_000);
  if (ms > 60_000) throw new ConfigError('SESSION_CACHE_TTL', 'expected at most 60s (or 0 to turn it off)');
  return ms;
}

export function readAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const app = readDeployment(env);
  const sandbox = app.identityProviders === 'sandbox';
  const secret = (
    name: string,
    sandboxDefault: string,
    requiredInProduction: boolean,
  ): string | undefined => {
    const value = str(env, name);
    if (value !== undefined) {
      if (value.length < 16) throw new ConfigError(name, 'expected at least 16 characters');
      return value;
    }
    if (app.production && requiredInProduction)
      throw new ConfigError(name, 'is required with NODE_ENV=production');
    return sandbox ? sandboxDefault : undefined;
  };

  const ssoIssuerUrl = url(env, 'SSO_ISSUER_URL');
  const verifyProviderUrl = url(env, 'VERIFY_PROVIDER_URL');
  const config: AuthConfig = {
    sandbox,
    citizenIdHmacSecret:
      secret('CITIZEN_ID_HMAC_SECRET', SANDBOX_DEFAULTS.citizenIdHmacSecret, true) ??
      // live but not production (staging): still a fixed value, never random, so ids stay stable
      SANDBOX_DEFAULTS.citizenIdHmacSecret,
    sessionTtlMs: duration(env, 'SESSION_TTL', 12 * 3_600_000),
    sessionIdleTimeoutMs: duration(env, 'SESSION_IDLE_TIMEOUT', 30 * 60_000),
    sessionTouchIntervalMs: 60_000,
    sessionCacheTtlMs: sessionCacheTtl(env),
    challengeTtlMs: duration(env, 'CHALLENGE_TTL', 10 * 60_000),
    challengeMaxAttempts: int(env, 'CHALLENGE_MAX_ATTEMPTS', 5, 1, 100),
    livenessSessionTtlMs: duration(env, 'LIVENESS_SESSION_TTL', 10 * 60_000),
    assuranceTtlMs: duration(env, 'ASSURANCE_TTL', 30 * 60_000),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 60, 1, 1_000_000),
    citizenWritesPerMinute: int(env, 'CITIZEN_WRITES_PER_MINUTE', 120, 1, 1_000_000),
    redisUrl: url(env, 'REDIS_URL'),
    rateLimitKeyPrefix: str(env, 'RATE_LIMIT_KEY_PREFIX', 'cjs:rate'),
    sso: {
      issuerUrl: ssoIssuerUrl,
      partnerCode: str(env, 'SSO_PARTNER_CODE', sandbox ? SANDBOX_DEFAULTS.ssoPartnerCode : ''),
      clientSecret: secret('SSO_CLIENT_SECRET', SANDBOX_DEFAULTS.ssoClientSecret, ssoIssuerUrl !== undefined),
      redirectUri: url(env, 'SSO_REDIRECT_URI', 'https://citizen-app.invalid/sso/callback')!,
    },
    verify: {
      providerUrl: verifyProviderUrl,
      clientSecret: secret(
        'VERIFY_CLIENT_SECRET',
        SANDBOX_DEFAULTS.verifyClientSecret,
        verifyProviderUrl !== undefined,
      ),
      webSdkPublicKey:
        str(env, 'VERIFY_WEB_SDK_PUBLIC_KEY') ?? (sandbox ? SANDBOX_DEFAULTS.webSdkPublicKey : undefined),
    },
    qr: { trustedJwks: readJwks(env, 'QR_TRUSTED_JWKS') },
  };
  if (ssoIssuerUrl !== undefined && !config.sso.partnerCode) {
    throw new ConfigError('SSO_PARTNER_CODE', 'is required when SSO_ISSUER_URL is set');
  }
  // A production service nobody can sign in to reports ready and serves nothing useful: refuse it.
  const anyProvider =
    ssoIssuerUrl !== undefined || verifyProviderUrl !== undefined || config.qr.trustedJwks !== undefined;
  if (app.production && !anyProvider && !bool(env, 'ALLOW_NO_IDENTITY_PROVIDERS', false)) {
    throw new ConfigError(
      'IDENTITY_PROVIDERS',
      'no identity provider is configured (set SSO_ISSUER_URL, VERIFY_PROVIDER_URL or QR_TRUSTED_JWKS, ' +
        'or ALLOW_NO_IDENTITY_PROVIDERS=true)',
    );
  }
  return config;
}

export const authConfig = registerAs('auth', () => readAuthConfig());
