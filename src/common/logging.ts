import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { stripVTControlCharacters } from 'node:util';
import { Injectable, LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger as PinoLogger, LoggerOptions } from 'pino';

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

const ERROR_FIELDS_NEVER_LOGGED = ['parameters', 'query', 'driverError', 'detail', 'where'];

export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS_NEVER_LOGGED) delete out[field];
  return out;
}

/** The service's one pino logger: JSON lines, sensitive keys redacted at any depth. */
export function createRootLogger(level: string, destination?: DestinationStream): PinoLogger {
  const options: LoggerOptions = {
    level,
    // Error objects are serialised without what a database error carries of the data: the failed
    // statement's parameters (answers, hashes) and the driver's detail.
    serializers: { err: serializeError },
    formatters: {
      // "info", not 30 (DESIGN §18): what log pipelines and people filter on.
      level: (label) => ({ level: label }),
      log: (object) => redactDeep(object) as Record<string, unknown>,
    },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The last line of a process that cannot start or run: JSON on stderr, written synchronously so it
 * is out before `process.exit`. Usable before any setting is read (a bad LOG_LEVEL included).
 */
export function logFatal(message: string, fields: Record<string, unknown> = {}): void {
  createRootLogger('info', pino.destination({ dest: 2, sync: true })).fatal(fields, message);
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

const QUIET_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer']);

/**
 * Nest's logger (framework lines and every `new Logger(context)`) written through pino. Accepts
 * Nest's call shapes: `(message, context)`, `(message, stack, context)` and pino's
 * `({ err, ...fields }, message, context)`.
 */
@Injectable()
export class AppLogger implements LoggerService {
  constructor(readonly pino: PinoLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    // Nest's route mapping lines name controller paths without the exclusions of the global prefix
    // (`HealthController {/api/v1/health}`): main.ts logs the real routes once instead.
    if (typeof params.at(-1) === 'string' && QUIET_CONTEXTS.has(params.at(-1) as string)) return;
    const rest = [...params];
    const fields: Record<string, unknown> = {};
    if (rest.length > 0 && typeof rest[rest.length - 1] === 'string') fields.context = rest.pop();
    let text: unknown = message;
    if (message instanceof Error) {
      fields.err = message;
      text = message.message;
    } else if (message !== null && typeof message === 'object') {
      Object.assign(fields, message);
      text = rest.shift() ?? '';
    }
    if (level === 'error' && typeof rest[0] === 'string') fields.stack = rest[0];
    this.pino[level](fields, String(text));
  }
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * The first middleware: gives every request its id and, when `info` is enabled, writes one line per
 * answered request (health probes excepted). No per-request child logger and no async context: the
 * request id travels on the request, and error lines name it themselves.
 */
export function requestLogging(logger: PinoLogger) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void): void => {
    const id = requestId(req, res);
    const url = req.url ?? '';
    // One line per request at `info` (probes never). Below `info` nothing is added per request: the
    // answers that matter there, 5xx, are logged with their request_id where they are made
    // (problem-response.ts).
    if (!url.startsWith('/health') && logger.isLevelEnabled('info')) {
      const started = performance.now();
      res.once('close', () => {
        const level = !res.writableFinished ? 'warn' : res.statusCode >= 500 ? 'error' : 'info';
        const line = {
          req: { id, method: req.method, url: redactUrl(req.originalUrl ?? url) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        };
        const message =
          level === 'warn' ? 'request aborted' : level === 'error' ? 'request errored' : 'request completed';
        logger[level](line, message);
      });
    }
    next();
  };
}

/** Lines libraries print with console.warn at load time (oidc-provider's runtime notice), kept to be logged as JSON. */
const libraryWarnings: string[] = [];

/**
 * Runs `load` (a require of a library that prints warnings as text when it loads) with console.warn
 * captured; the lines are logged later as JSON by {@link logRuntimeWarnings}, once each.
 */
export function withLibraryWarningsCaptured<T>(load: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void libraryWarnings.push(args.map(String).join(' '));
  try {
    return load();
  } finally {
    console.warn = warn;
  }
}

/**
 * Every warning as a JSON log line (DESIGN §14): the captured library lines, and Node's process
 * warnings (runtime deprecations, the AWS SDK's Node-version notice …) instead of Node's text on
 * stderr, each distinct warning once.
 */
export function logRuntimeWarnings(logger: LoggerService): void {
  const seen = new Set<string>();
  const once = (source: string, text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    logger.warn({ source }, stripVTControlCharacters(text), 'RuntimeWarnings');
  };
  for (const line of libraryWarnings.splice(0)) once('library', line);
  process.removeAllListeners('warning');
  process.on('warning', (warning: Error) => once('node', `${warning.name}: ${warning.message}`));
}
