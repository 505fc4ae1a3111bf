import { domainError } from '../common/errors/domain-error';

export class LivenessNotFoundError extends domainError(
  404,
  'LIVENESS_NOT_FOUND',
  'Liveness session not found',
) {
  constructor() {
    super('No liveness session with this id.');
  }
}
export class LivenessNotPassedError extends domainError(409, 'LIVENESS_NOT_PASSED', 'Liveness not passed') {}
