import { domainError } from '../common/errors/domain-error';

export class OfferNotFoundError extends domainError(404, 'OFFER_NOT_FOUND', 'Offer not found') {
  constructor() {
    super('No offer with this id was made to you.');
  }
}

export class OfferNotOpenError extends domainError(409, 'OFFER_NOT_OPEN', 'Offer not open') {
  constructor() {
    super('This offer has already been answered or has expired, so it cannot be answered now.');
  }
}
