import { domainError } from '../common/errors/domain-error';

export class OfferNotFoundError extends domainError(404, 'OFFER_NOT_FOUND') {
  constructor() {
    super('OFFER_NOT_FOUND');
  }
}

export class OfferNotOpenError extends domainError(409, 'OFFER_NOT_OPEN') {
  constructor() {
    super('OFFER_NOT_OPEN');
  }
}
