import { domainError, FieldProblem } from '../common/errors/domain-error';

export class JourneyNotFoundError extends domainError(404, 'JOURNEY_NOT_FOUND', 'Journey not found') {
  constructor() {
    super('No journey with this id belongs to you.');
  }
}

export class MilestoneNotFoundError extends domainError(404, 'MILESTONE_NOT_FOUND', 'Milestone not found') {
  constructor(code: string) {
    super(`The journey's workflow has no milestone '${code}'.`);
  }
}

export class MilestoneNotApplicableError extends domainError(
  409,
  'MILESTONE_NOT_APPLICABLE',
  'Milestone not applicable',
) {
  constructor(code: string) {
    super(`Milestone '${code}' does not apply to this journey; it is not part of its plan.`);
  }
}

export class MilestoneSkipsAheadError extends domainError(
  409,
  'MILESTONE_SKIPS_AHEAD',
  'Milestone skips ahead',
) {
  constructor(code: string, current: string) {
    super(`Milestone '${code}' comes after the current milestone '${current}'; complete '${current}' first.`);
  }
}

export class MilestoneNotCurrentError extends domainError(
  409,
  'MILESTONE_NOT_CURRENT',
  'Milestone not current',
) {
  constructor(code: string, current: string | null) {
    super(
      current
        ? `Milestone '${code}' is not the current milestone; the current milestone is '${current}'.`
        : `Milestone '${code}' cannot be completed: the journey is completed.`,
    );
  }
}

export class DocumentsMissingError extends domainError(409, 'DOCUMENTS_MISSING', 'Documents missing') {
  constructor(code: string, missing: string[]) {
    super(
      `Milestone '${code}' needs documents that are not in your vault: ${missing.join(', ')}. ` +
        'Upload them, then refresh the journey evidence.',
      missing.map((document_code) => ({
        field: `required_documents.${document_code}`,
        message: 'is not in the vault',
      })),
    );
  }
}

export class AnswersInvalidError extends domainError(422, 'ANSWERS_INVALID', 'Answers not valid') {
  constructor(errors: FieldProblem[]) {
    super(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
  }
}

export class NoActiveTemplateError extends domainError(
  409,
  'NO_ACTIVE_TEMPLATE',
  'No active workflow template',
) {
  constructor(code: string | null) {
    super(
      `The workflow '${code ?? 'unknown'}' of this intent has no active template; a journey cannot be created now.`,
    );
  }
}

export class IntentNotSupportedError extends domainError(
  422,
  'INTENT_NOT_SUPPORTED',
  'Intent not supported',
) {
  constructor() {
    super(
      'This intent does not match a life event the service supports, so no journey can be created from it.',
    );
  }
}

export class MilestoneAnsweredDifferentlyError extends domainError(
  409,
  'MILESTONE_NOT_CURRENT',
  'Milestone not current',
) {
  constructor(code: string) {
    super(
      `Milestone '${code}' is already completed with other answers. To correct them, send ` +
        `PUT /api/v1/journeys/{journey_id}/milestones/${code}/answers.`,
    );
  }
}

export class MilestoneNotCompletedError extends domainError(
  409,
  'MILESTONE_NOT_COMPLETED',
  'Milestone not completed',
) {
  constructor(code: string) {
    super(`Milestone '${code}' is not completed in this journey, so it has no answers to change.`);
  }
}

export class JourneyAlreadyCompletedError extends domainError(
  409,
  'JOURNEY_ALREADY_COMPLETED',
  'Journey already completed',
) {
  constructor(action: 'change' | 'close' = 'change') {
    super(
      action === 'close'
        ? 'This journey is completed, so there is nothing to close.'
        : 'This journey is completed; its answers can no longer be changed.',
    );
  }
}

export class JourneyClosedError extends domainError(409, 'JOURNEY_CLOSED', 'Journey closed') {
  constructor() {
    super('This journey is closed, so its steps can no longer be completed or changed.');
  }
}

export class PreconditionFailedError extends domainError(412, 'PRECONDITION_FAILED', 'Precondition failed') {
  constructor() {
    super('The journey changed since you read it (on another device or tab). Read it again, then retry.');
  }
}
