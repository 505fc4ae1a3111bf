import { domainError } from '../common/errors/domain-error';

export class LivenessNotFoundError extends domainError(404, 'LIVENESS_NOT_FOUND') {
  constructor() {
    super('LIVENESS_NOT_FOUND');
  }
}
export class LivenessNotPassedError extends domainError(409, 'LIVENESS_NOT_PASSED') {}
