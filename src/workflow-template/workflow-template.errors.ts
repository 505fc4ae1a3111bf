import { domainError } from '../common/errors/domain-error';

export class WorkflowNotFoundError extends domainError(404, 'WORKFLOW_NOT_FOUND') {
  constructor() {
    super('WORKFLOW_NOT_FOUND');
  }
}
