import { domainError, RateLimitedError } from '../common/errors/domain-error';

export class DocumentNotFoundError extends domainError(404, 'DOCUMENT_NOT_FOUND', 'Document not found') {
  constructor() {
    super('No document with this id in your vault.');
  }
}

export class DocumentCodeUnknownError extends domainError(
  422,
  'DOCUMENT_CODE_UNKNOWN',
  'Unknown document code',
) {
  constructor(code: string) {
    super(`No active workflow asks for a document with code '${code}'.`, [
      { field: 'document_code', message: 'is not a document code any active workflow declares' },
    ]);
  }
}

/** The object store did not answer; nothing was half-written (the metadata change was rolled back). */
export class DocumentStorageUnavailableError extends domainError(
  503,
  'SERVICE_UNAVAILABLE',
  'Service unavailable',
) {
  constructor() {
    super('Document storage cannot be reached. Try again shortly.');
  }
}

/** An upload past the citizen's vault quota (DESIGN §12): nothing is stored. */
export class VaultQuotaExceededError extends domainError(
  409,
  'VAULT_QUOTA_EXCEEDED',
  'Vault quota exceeded',
) {
  constructor(what: string) {
    super(`${what} Delete documents you no longer need, then upload again.`);
  }
}

/**
 * The citizen already has VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN uploads in flight: refused before
 * the body is read. Nothing is stored.
 */
export class CitizenUploadsBusyError extends RateLimitedError {
  constructor() {
    super(2);
    this.message =
      'You are already uploading as many documents as you may at once. Try again when one is done.';
  }
}

/**
 * The body did not arrive within VAULT_UPLOAD_TIMEOUT: the upload is cut off, its staged file removed
 * and its place given back. Nothing is stored.
 */
export class UploadTimeoutError extends domainError(408, 'UPLOAD_TIMEOUT', 'Upload too slow') {
  constructor() {
    super('The document did not arrive in time. Check the connection and upload it again.');
  }
}

/**
 * More uploads in flight on this replica than VAULT_MAX_CONCURRENT_UPLOADS: refused before the body
 * is read, so a burst of uploads cannot grow the replica's memory. Nothing is stored.
 */
export class UploadsBusyError extends domainError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable', [
  'Retry-After',
]) {
  override readonly headers = { 'Retry-After': '2' };
  constructor() {
    super('Too many documents are being uploaded right now. Try again in a few seconds.');
  }
}
