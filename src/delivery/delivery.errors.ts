import { domainError } from '../common/errors/domain-error';

export class AgencyNotFoundError extends domainError(404, 'AGENCY_NOT_FOUND', 'Agency not found') {
  constructor() {
    super("This journey's life event does not tell that agency anything.");
  }
}
