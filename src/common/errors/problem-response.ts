import type { Request, Response } from 'express';
import { HttpException, Logger } from '@nestjs/common';
import { DatabaseUnavailableError, DomainError, FieldProblem } from './domain-error';
import { PROBLEM_CONTENT_TYPE } from './problem.dto';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  request_id: string;
  errors?: FieldProblem[];
}

interface Described {
  status: number;
  code: string;
  title: string;
  detail: string;
  errors?: FieldProblem[];
  headers?: Record<string, string>;
}

const logger = new Logger('Errors');

export const HTTP_CODES: Record<number, [string, string]> = {
  400: ['VALIDATION_FAILED', 'The request is not valid'],
  401: ['UNAUTHENTICATED', 'Authentication required'],
  403: ['FORBIDDEN', 'Forbidden'],
  404: ['NOT_FOUND', 'Not found'],
  405: ['METHOD_NOT_ALLOWED', 'Method not allowed'],
  413: ['PAYLOAD_TOO_LARGE', 'Payload too large'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type'],
  429: ['RATE_LIMITED', 'Too many requests'],
  500: ['INTERNAL_ERROR', 'Internal error'],
  503: ['SERVICE_UNAVAILABLE', 'Service unavailable'],
};

const CONNECTION_ERRORS = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
];

function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; driverError?: { code?: string } } | undefined;
  if (!e || typeof e !== 'object') return false;
  const code = e.code ?? e.driverError?.code;
  if (code && CONNECTION_ERRORS.includes(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Connection is not established/i.test(
    e.message ?? '',
  );
}

/** A problem whose code and title follow from its HTTP status (HTTP_CODES); detail defaults to the title. */
function byStatus(status: number, detail?: string, headers?: Record<string, string>): Described {
  const [code, title] = HTTP_CODES[status] ?? ['REQUEST_REJECTED', 'Request rejected'];
  return { status, code, title, detail: detail ?? `${title}.`, ...(headers ? { headers } : {}) };
}

/** Maps anything thrown to what the client may see. Unknown errors are logged and never echoed. */
export function describe(error: unknown, requestId = ''): Described {
  if (error instanceof DomainError) {
    return {
      status: error.status,
      code: error.code,
      title: error.title,
      detail: error.message,
      errors: error.errors,
      headers: error.headers,
    };
  }
  // body-parser errors (malformed JSON, body too large, unsupported charset) carry `type` and `status`.
  const bodyError = error as { type?: string; status?: number } | undefined;
  if (
    bodyError &&
    typeof bodyError === 'object' &&
    typeof bodyError.type === 'string' &&
    typeof bodyError.status === 'number'
  ) {
    if (bodyError.type === 'entity.parse.failed') return byStatus(400, 'The request body is not valid JSON.');
    if (bodyError.type === 'entity.too.large') {
      return byStatus(413, 'The request body is larger than this service accepts.');
    }
    if (
      bodyError.status === 415 ||
      bodyError.type === 'charset.unsupported' ||
      bodyError.type === 'encoding.unsupported'
    ) {
      return byStatus(415, 'The request body encoding is not supported.');
    }
    if (bodyError.status >= 400 && bodyError.status < 500) {
      return byStatus(400, 'The request body could not be read.');
    }
  }
  // A compressed body that does not decompress (zlib errors, marked 4xx by body-parser).
  const decodeError = error as { expose?: boolean; status?: number; code?: string } | undefined;
  if (
    decodeError &&
    typeof decodeError === 'object' &&
    !(error instanceof HttpException) &&
    decodeError.expose === true &&
    decodeError.status === 400
  ) {
    return byStatus(400, 'The request body could not be decoded (check its Content-Encoding).');
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status === 404) return byStatus(404, 'No resource at this path.');
    if (status === 405) return byStatus(405, 'This method is not allowed here.');
    if (status < 500) return byStatus(status);
    if (status === 503) return byStatus(503, 'The service cannot serve requests right now.');
  }
  if (isDatabaseUnavailable(error)) {
    logger.error({ err: error, request_id: requestId }, 'database unavailable');
    const down = new DatabaseUnavailableError();
    return {
      status: down.status,
      code: down.code,
      title: down.title,
      detail: down.message,
      headers: down.headers,
    };
  }
  logger.error({ err: error, request_id: requestId }, 'unhandled error');
  return byStatus(500, 'Something went wrong on our side. Quote the request_id if you report it.');
}

export function requestIdOf(req: Request): string {
  const id = (req as Request & { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/** Writes a problem+json answer for `error`. */
export function sendProblem(error: unknown, req: Request, res: Response): void {
  const id = requestIdOf(req);
  const d = describe(error, id);
  const body: ProblemBody = {
    type: `urn:problem:${d.code}`,
    title: d.title,
    status: d.status,
    detail: d.detail,
    code: d.code,
    request_id: id,
  };
  if (d.errors?.length) body.errors = d.errors;
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(d.headers ?? {})) res.setHeader(name, value);
  res.status(d.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}
