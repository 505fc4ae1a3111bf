import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';

/** Keys whose values never reach a log line, wherever they appear (any depth, any case). */
export const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'session_token',
  'exchange_code',
  'qr_payload',
  'national_id',
  'birth_date',
  'client_secret',
  'id_token',
  'access_token',
  'password',
  'secret',
];
const SENSITIVE = new Set(SENSITIVE_KEYS);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function redactDeep(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SENSITIVE.has(key.toLowerCase()) ? '[redacted]' : redactDeep(v, depth + 1);
  }
  return out;
}

/** Drops the values of query parameters (one-time codes travel in OpenID redirects). */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const names = [...new Set(params.keys())];
  return `${url.slice(0, q)}?${names.map((n) => `${n}=[redacted]`).join('&')}`;
}

/**
 * Accepts a caller's X-Request-Id when it is sane, otherwise makes one; echoes it back. Assigned by
 * the first middleware (so even body-parser errors carry it) and reused by the request logger.
 */
export function requestId(req: IncomingMessage & { id?: unknown }, res: ServerResponse): string {
  if (typeof req.id === 'string') return req.id;
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  req.id = id;
  return id;
}

export function loggerParams(level: string, destination?: DestinationStream): Params {
  const options: PinoHttpOptions = {
    level,
    genReqId: requestId,
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/health') },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    formatters: { log: (object) => redactDeep(object) as Record<string, unknown> },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
  };
  return {
    pinoHttp: destination ? [options, destination] : options,
    // Every route, including those outside /api/v1 (health probes, sandbox), in Nest 11's path syntax.
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
  };
}
