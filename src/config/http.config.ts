import { registerAs } from '@nestjs/config';
import { ConfigError, str } from './env';

export interface HttpConfig {
  /**
   * Origins allowed to call `/api/v1` from a browser (CORS_ORIGINS, comma-separated), `'*'` for any
   * origin, or `undefined` for no cross-origin access at all.
   */
  corsOrigins: string[] | '*' | undefined;
}

/** `https://app.example.gov` or `http://localhost:5173`: a scheme, a host and an optional port, nothing else. */
function origin(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError('CORS_ORIGINS', `'${value}' is not an origin such as https://app.example.gov`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== value.replace(/\/$/, '')) {
    throw new ConfigError(
      'CORS_ORIGINS',
      `'${value}' is not an origin (scheme://host[:port], no path, query or credentials)`,
    );
  }
  return parsed.origin;
}

export function readHttpConfig(env: NodeJS.ProcessEnv = process.env): HttpConfig {
  const raw = str(env, 'CORS_ORIGINS');
  if (raw === undefined) return { corsOrigins: undefined };
  if (raw === '*') return { corsOrigins: '*' };
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  if (!origins.length) throw new ConfigError('CORS_ORIGINS', 'expected one or more origins, or *');
  return { corsOrigins: origins.map(origin) };
}

export const httpConfig = registerAs('http', () => readHttpConfig());
