import { domainError } from '../common/errors/domain-error';

export class AgencyNotFoundError extends domainError(404, 'AGENCY_NOT_FOUND') {
  constructor() {
    super('AGENCY_NOT_FOUND');
  }
}
