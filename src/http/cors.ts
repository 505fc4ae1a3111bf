import cors from 'cors';
import type { RequestHandler } from 'express';
import type { HttpConfig } from '../config/http.config';

/** Request headers a browser app may send: the bearer token travels in Authorization, never in a cookie. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'];
/** Response headers a browser app may read. */
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'Retry-After',
  'WWW-Authenticate',
  'Content-Disposition',
  'Idempotent-Replayed',
  'Allow',
];

/**
 * CORS for `/api/v1` (DESIGN §10) with the `cors` package: preflights answered for the configured
 * origins, no credentials (no cookies are used). `undefined` when CORS_ORIGINS is unset: then no
 * cross-origin access headers are ever sent.
 */
export function corsMiddleware(config: HttpConfig): RequestHandler | undefined {
  if (!config.corsOrigins) return undefined;
  return cors({
    origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
}
