import { domainError } from '../common/errors/domain-error';

export class IntentNotFoundError extends domainError(404, 'INTENT_NOT_FOUND', 'Intent not found') {
  constructor() {
    super('No intent with this id belongs to you.');
  }
}
