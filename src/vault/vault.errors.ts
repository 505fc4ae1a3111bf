import { domainError, ProblemDetail, RateLimitedError } from '../common/errors/domain-error';

export class DocumentNotFoundError extends domainError(404, 'DOCUMENT_NOT_FOUND') {
  constructor() {
    super('DOCUMENT_NOT_FOUND');
  }
}

export class DocumentCodeUnknownError extends domainError(422, 'DOCUMENT_CODE_UNKNOWN') {
  constructor(code: string) {
    super({ id: 'DOCUMENT_CODE_UNKNOWN', values: { code } }, [
      { field: 'document_code', message: 'is not a document code any active workflow declares' },
    ]);
  }
}

/** The object store did not answer; nothing was half-written (the metadata change was rolled back). */
export class DocumentStorageUnavailableError extends domainError(503, 'SERVICE_UNAVAILABLE') {
  constructor() {
    super('SERVICE_UNAVAILABLE.storage');
  }
}

/** An upload past the citizen's vault quota (DESIGN §12): nothing is stored. */
export class VaultQuotaExceededError extends domainError(409, 'VAULT_QUOTA_EXCEEDED') {
  constructor(detail: ProblemDetail) {
    super(detail);
  }
}

/**
 * The citizen already has VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN uploads in flight: refused before
 * the body is read. Nothing is stored.
 */
export class CitizenUploadsBusyError extends RateLimitedError {
  constructor() {
    super(2, {}, 'RATE_LIMITED.uploads');
  }
}

/**
 * The body did not arrive within VAULT_UPLOAD_TIMEOUT: the upload is cut off, its staged file removed
 * and its place given back. Nothing is stored.
 */
export class UploadTimeoutError extends domainError(408, 'UPLOAD_TIMEOUT') {
  constructor() {
    super('UPLOAD_TIMEOUT');
  }
}

/**
 * More uploads in flight on this replica than VAULT_MAX_CONCURRENT_UPLOADS: refused before the body
 * is read, so a burst of uploads cannot grow the replica's memory. Nothing is stored.
 */
export class UploadsBusyError extends domainError(503, 'SERVICE_UNAVAILABLE', ['Retry-After']) {
  override readonly headers = { 'Retry-After': '2' };
  constructor() {
    super('SERVICE_UNAVAILABLE.uploads');
  }
}
