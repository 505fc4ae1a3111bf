import { domainError } from '../common/errors/domain-error';

export class IntentNotFoundError extends domainError(404, 'INTENT_NOT_FOUND') {
  constructor() {
    super('INTENT_NOT_FOUND');
  }
}
