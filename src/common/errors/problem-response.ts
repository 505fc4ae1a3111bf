import type { Request, Response } from 'express';
import { HttpException, Logger } from '@nestjs/common';
import { fieldMessage } from '../i18n/messages';
import { languageOf } from '../i18n/negotiation';
import {
  ProblemCode,
  problemDetail,
  ProblemDetailId,
  ProblemMessage,
  problemTitle,
} from '../i18n/problem-catalogue';
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
  /** Rendered in the request's language when answered. */
  detail: ProblemMessage;
  errors?: FieldProblem[];
  headers?: Record<string, string>;
}

const logger = new Logger('Errors');

/** The code of an answer whose status is all that is known, and its detail when none is given. */
export const HTTP_CODES: Record<number, [ProblemCode, ProblemDetailId]> = {
  400: ['VALIDATION_FAILED', 'VALIDATION_FAILED'],
  401: ['UNAUTHENTICATED', 'UNAUTHENTICATED'],
  403: ['FORBIDDEN', 'FORBIDDEN'],
  404: ['NOT_FOUND', 'NOT_FOUND'],
  405: ['METHOD_NOT_ALLOWED', 'METHOD_NOT_ALLOWED.generic'],
  413: ['PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_MEDIA_TYPE'],
  429: ['RATE_LIMITED', 'REQUEST_REJECTED'],
  500: ['INTERNAL_ERROR', 'INTERNAL_ERROR'],
  503: ['SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE'],
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

/** A problem whose code follows from its HTTP status (HTTP_CODES), with that status's detail unless one is given. */
function byStatus(status: number, detail?: ProblemDetailId): Described {
  const [code, generic] = HTTP_CODES[status] ?? ['REQUEST_REJECTED', 'REQUEST_REJECTED'];
  return { status, code, detail: { id: detail ?? generic } };
}

/** Maps anything thrown to what the client may see. Unknown errors are logged and never echoed. */
export function describe(error: unknown, requestId = ''): Described {
  if (error instanceof DomainError) return ofDomainError(error);
  const rejected = bodyParserError(error) ?? undecodableBody(error) ?? httpException(error);
  if (rejected) return rejected;
  if (isDatabaseUnavailable(error)) {
    logger.error({ err: error, request_id: requestId }, 'database unavailable');
    return ofDomainError(new DatabaseUnavailableError());
  }
  logger.error({ err: error, request_id: requestId }, 'unhandled error');
  return byStatus(500);
}

function ofDomainError(error: DomainError): Described {
  return {
    status: error.status,
    code: error.code,
    detail: error.detail,
    errors: error.errors,
    headers: error.headers,
  };
}

/** body-parser's errors (malformed JSON, body too large, unsupported charset) carry `type` and `status`. */
function bodyParserError(error: unknown): Described | undefined {
  const e = error as { type?: string; status?: number } | undefined;
  if (!e || typeof e !== 'object' || typeof e.type !== 'string' || typeof e.status !== 'number')
    return undefined;
  if (e.type === 'entity.parse.failed') return byStatus(400, 'VALIDATION_FAILED.body_not_json');
  if (e.type === 'entity.too.large') return byStatus(413, 'PAYLOAD_TOO_LARGE');
  if (e.status === 415 || e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') {
    return byStatus(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (e.status >= 400 && e.status < 500) return byStatus(400, 'VALIDATION_FAILED.body_unreadable');
  return undefined;
}

/** A compressed body that does not decompress (zlib errors, marked 4xx by body-parser). */
function undecodableBody(error: unknown): Described | undefined {
  const e = error as { expose?: boolean; status?: number } | undefined;
  const undecodable =
    !!e &&
    typeof e === 'object' &&
    !(error instanceof HttpException) &&
    e.expose === true &&
    e.status === 400;
  return undecodable ? byStatus(400, 'VALIDATION_FAILED.body_not_decoded') : undefined;
}

/** Nest's own HTTP exceptions (no route, a guard's refusal …): their status says it all, below 500 or 503. */
function httpException(error: unknown): Described | undefined {
  if (!(error instanceof HttpException)) return undefined;
  const status = error.getStatus();
  return status < 500 || status === 503 ? byStatus(status) : undefined;
}

export function requestIdOf(req: Request): string {
  const id = (req as Request & { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/** Writes a problem+json answer for `error`, its title and detail in the request's language (DESIGN §17). */
export function sendProblem(error: unknown, req: Request, res: Response): void {
  const id = requestIdOf(req);
  const d = describe(error, id);
  const locale = languageOf(res);
  const body: ProblemBody = {
    type: `urn:problem:${d.code}`,
    title: problemTitle(d.code, locale),
    status: d.status,
    detail: problemDetail(d.detail, locale),
    code: d.code,
    request_id: id,
  };
  // `field` names a request part and never changes; the message is in the request's language.
  if (d.errors?.length)
    body.errors = d.errors.map((e) => ({ field: e.field, message: fieldMessage(e.message, locale) }));
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(d.headers ?? {})) res.setHeader(name, value);
  res.status(d.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}
