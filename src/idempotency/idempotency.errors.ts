import { domainError } from '../common/errors/domain-error';

export class IdempotencyKeyInUseError extends domainError(
  409,
  'IDEMPOTENCY_KEY_IN_USE',
  'Idempotency key in use',
  ['Retry-After'],
) {
  override readonly headers = { 'Retry-After': '1' };
  constructor() {
    super('A request with this Idempotency-Key is still being processed. Retry it in a moment.');
  }
}

export class IdempotencyKeyReusedError extends domainError(
  422,
  'IDEMPOTENCY_KEY_REUSED',
  'Idempotency key reused',
) {
  constructor() {
    super(
      'This Idempotency-Key was already used for a different request in the last 24 hours. Use a new key for a new request.',
    );
  }
}
