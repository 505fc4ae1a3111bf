import { domainError } from '../common/errors/domain-error';

export class IdempotencyKeyInUseError extends domainError(409, 'IDEMPOTENCY_KEY_IN_USE', ['Retry-After']) {
  override readonly headers = { 'Retry-After': '1' };
  constructor() {
    super('IDEMPOTENCY_KEY_IN_USE');
  }
}

export class IdempotencyKeyReusedError extends domainError(422, 'IDEMPOTENCY_KEY_REUSED') {
  constructor() {
    super('IDEMPOTENCY_KEY_REUSED');
  }
}
