import { domainError } from '../common/errors/domain-error';

export class WorkflowNotFoundError extends domainError(404, 'WORKFLOW_NOT_FOUND', 'Workflow not found') {
  constructor() {
    super('No active workflow has this code. GET /api/v1/workflows lists them.');
  }
}
