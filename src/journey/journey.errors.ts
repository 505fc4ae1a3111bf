import { domainError, FieldProblem } from '../common/errors/domain-error';

export class JourneyNotFoundError extends domainError(404, 'JOURNEY_NOT_FOUND') {
  constructor() {
    super('JOURNEY_NOT_FOUND');
  }
}

export class MilestoneNotFoundError extends domainError(404, 'MILESTONE_NOT_FOUND') {
  constructor(code: string) {
    super({ id: 'MILESTONE_NOT_FOUND', values: { code } });
  }
}

export class MilestoneNotApplicableError extends domainError(409, 'MILESTONE_NOT_APPLICABLE') {
  constructor(code: string) {
    super({ id: 'MILESTONE_NOT_APPLICABLE', values: { code } });
  }
}

export class MilestoneSkipsAheadError extends domainError(409, 'MILESTONE_SKIPS_AHEAD') {
  constructor(code: string, current: string) {
    super({ id: 'MILESTONE_SKIPS_AHEAD', values: { code, current } });
  }
}

export class MilestoneNotCurrentError extends domainError(409, 'MILESTONE_NOT_CURRENT') {
  constructor(code: string, current: string | null) {
    super(
      current
        ? { id: 'MILESTONE_NOT_CURRENT', values: { code, current } }
        : { id: 'MILESTONE_NOT_CURRENT.journey_completed', values: { code } },
    );
  }
}

export class DocumentsMissingError extends domainError(409, 'DOCUMENTS_MISSING') {
  constructor(code: string, missing: string[]) {
    super(
      { id: 'DOCUMENTS_MISSING', values: { code, count: missing.length, documents: missing.join(', ') } },
      missing.map((document_code) => ({
        field: `required_documents.${document_code}`,
        message: 'is not in the vault',
      })),
    );
  }
}

export class AnswersInvalidError extends domainError(422, 'ANSWERS_INVALID') {
  constructor(errors: FieldProblem[]) {
    super(
      {
        id: 'ANSWERS_INVALID',
        values: { count: errors.length, fields: [...new Set(errors.map((e) => e.field))].join(', ') },
      },
      errors,
    );
  }
}

export class NoActiveTemplateError extends domainError(409, 'NO_ACTIVE_TEMPLATE') {
  constructor(code: string | null) {
    super({ id: 'NO_ACTIVE_TEMPLATE', values: { code: code ?? 'unknown' } });
  }
}

export class IntentNotSupportedError extends domainError(422, 'INTENT_NOT_SUPPORTED') {
  constructor() {
    super('INTENT_NOT_SUPPORTED');
  }
}

export class MilestoneAnsweredDifferentlyError extends domainError(409, 'MILESTONE_NOT_CURRENT') {
  constructor(code: string) {
    super({ id: 'MILESTONE_NOT_CURRENT.answered_differently', values: { code } });
  }
}

export class MilestoneNotCompletedError extends domainError(409, 'MILESTONE_NOT_COMPLETED') {
  constructor(code: string) {
    super({ id: 'MILESTONE_NOT_COMPLETED', values: { code } });
  }
}

export class JourneyAlreadyCompletedError extends domainError(409, 'JOURNEY_ALREADY_COMPLETED') {
  constructor(action: 'change' | 'close' = 'change') {
    super(`JOURNEY_ALREADY_COMPLETED.${action}`);
  }
}

export class JourneyClosedError extends domainError(409, 'JOURNEY_CLOSED') {
  constructor() {
    super('JOURNEY_CLOSED');
  }
}

export class PreconditionFailedError extends domainError(412, 'PRECONDITION_FAILED') {
  constructor() {
    super('PRECONDITION_FAILED');
  }
}
