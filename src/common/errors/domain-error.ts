import {
  ProblemCode,
  problemDetail,
  ProblemDetailId,
  ProblemMessage,
  problemTitle,
} from '../i18n/problem-catalogue';

/** A field problem inside a problem+json body. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A problem's detail: a message id of the problem catalogue, with the values it names. */
export type ProblemDetail = ProblemDetailId | ProblemMessage;

/**
 * Base of every error the service answers on purpose. `code` is the stable machine code of
 * DESIGN §3; the global filter turns the error into an RFC 9457 problem+json body, its title and
 * detail in the request's language (DESIGN §17). `message` is the English detail, for logs.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  abstract readonly title: string;
  readonly errors?: FieldProblem[];
  /** Extra response headers (Retry-After, WWW-Authenticate …). */
  readonly headers?: Record<string, string>;
  /** The detail as the catalogue knows it, rendered per language when answered. */
  readonly detail: ProblemMessage;

  constructor(detail: ProblemDetail, errors?: FieldProblem[]) {
    const message = typeof detail === 'string' ? { id: detail } : detail;
    super(problemDetail(message));
    this.detail = message;
    this.name = new.target.name;
    if (errors?.length) this.errors = errors;
  }
}

/**
 * An error class as the contract sees it: its status, code and title are readable without an instance,
 * so `@ApiProblemResponses(JourneyNotFoundError)` documents exactly what the route can answer.
 */
export interface ErrorClass {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  /** Response headers every answer of this class carries (documented in the contract). */
  readonly headerNames: readonly string[];
  readonly name: string;
}

/** Every declared error class, in declaration order (the contract lists their codes). */
export const DECLARED_ERRORS: ErrorClass[] = [];

/**
 * Declares a DomainError subclass in one line: `class X extends domainError(404, 'X_NOT_FOUND') {}`.
 * Its English title comes from the problem catalogue (`common/i18n/locales/en/problems.json`).
 * `headerNames` lists the response headers its answers carry, for the contract.
 */
export function domainError<S extends number, C extends ProblemCode>(
  status: S,
  code: C,
  headerNames: readonly string[] = [],
) {
  const title = problemTitle(code);
  abstract class Declared extends DomainError {
    static readonly status = status;
    static readonly code = code;
    static readonly title = title;
    static readonly headerNames = headerNames;
    readonly status = status;
    readonly code = code;
    readonly title = title;
  }
  DECLARED_ERRORS.push(Declared);
  return Declared;
}

export class ValidationFailedError extends domainError(400, 'VALIDATION_FAILED') {}
export class UnauthenticatedError extends domainError(401, 'UNAUTHENTICATED', ['WWW-Authenticate']) {
  override readonly headers = { 'WWW-Authenticate': 'Bearer realm="citizen-journey-service"' };
}
export class AssuranceRequiredError extends domainError(403, 'ASSURANCE_REQUIRED') {
  constructor() {
    super('ASSURANCE_REQUIRED');
  }
}
export class RouteNotFoundError extends domainError(404, 'NOT_FOUND') {}
export class PayloadTooLargeError extends domainError(413, 'PAYLOAD_TOO_LARGE') {}
/** Answered by Node's HTTP parser itself, before any route (src/http/client-errors.ts). */
export class HeadersTooLargeError extends domainError(431, 'HEADERS_TOO_LARGE') {}
export class UnsupportedMediaTypeError extends domainError(415, 'UNSUPPORTED_MEDIA_TYPE') {}
export class RateLimitedError extends domainError(429, 'RATE_LIMITED', [
  'Retry-After',
  'RateLimit-Policy',
  'RateLimit',
]) {
  override readonly headers: Record<string, string>;
  constructor(
    retryAfterSeconds: number,
    rateLimitHeaders: Record<string, string> = {},
    detail: ProblemDetail = { id: 'RATE_LIMITED', values: { seconds: retryAfterSeconds } },
  ) {
    super(detail);
    this.headers = { 'Retry-After': String(retryAfterSeconds), ...rateLimitHeaders };
  }
}
export class ConsentRequiredError extends domainError(422, 'CONSENT_REQUIRED') {
  constructor() {
    super('CONSENT_REQUIRED', [{ field: 'consent', message: 'must be true' }]);
  }
}
/** A known path asked with a method it does not serve (DESIGN §10); `Allow` lists the ones it does. */
export class MethodNotAllowedError extends domainError(405, 'METHOD_NOT_ALLOWED', ['Allow']) {
  override readonly headers: Record<string, string>;
  constructor(method: string, allow: string) {
    super({ id: 'METHOD_NOT_ALLOWED', values: { method, allow } });
    this.headers = { Allow: allow };
  }
}

/** Readiness of a replica that is shutting down (DESIGN §14): the load balancer stops sending to it. */
export class ShuttingDownError extends domainError(503, 'SERVICE_UNAVAILABLE', ['Retry-After']) {
  // Every 503 tells a client when to try again (DESIGN §18); another replica serves meanwhile.
  override readonly headers = { 'Retry-After': '5' };
  constructor() {
    super('SERVICE_UNAVAILABLE.shutting_down');
  }
}

/** The database (or a dependency) cannot be reached: answered by the error filter, with Retry-After. */
export class DatabaseUnavailableError extends domainError(503, 'SERVICE_UNAVAILABLE', ['Retry-After']) {
  override readonly headers = { 'Retry-After': '5' };
  constructor() {
    super('SERVICE_UNAVAILABLE.database');
  }
}
