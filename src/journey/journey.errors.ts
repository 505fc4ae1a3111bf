import { domainError, FieldProblem } from '../common/errors/domain-error';
import {
  documentNameOf,
  type MilestoneDefinition,
  type WorkflowTemplateDefinition,
} from '../workflow-template/workflow-template.types';

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

/** The names of a step's documents not in the vault, as the citizen reads them (never their codes). */
function missingNames(milestone: MilestoneDefinition, missing: readonly string[]): string {
  return missing
    .map((code) =>
      documentNameOf(
        milestone.required_documents.find((d) => d.document_code === code) ?? {
          document_code: code,
          name: '',
        },
      ),
    )
    .join(', ');
}

export class DocumentsMissingError extends domainError(409, 'DOCUMENTS_MISSING') {
  /** @param milestone the step, its texts in the answer's language; @param missing the codes not in the vault. */
  constructor(
    milestone: MilestoneDefinition,
    readonly missing: string[],
  ) {
    super(
      {
        id: 'DOCUMENTS_MISSING',
        values: { step: milestone.title, count: missing.length, documents: missingNames(milestone, missing) },
      },
      missing.map((document_code) => ({
        field: `required_documents.${document_code}`,
        message: 'is not in the vault',
      })),
    );
  }

  /** The same problem with the step's texts from `template` (the journey's version in the answer's language). */
  inLanguage(template: WorkflowTemplateDefinition, code: string): DocumentsMissingError {
    const milestone = template.milestones.find((m) => m.code === code);
    return milestone ? new DocumentsMissingError(milestone, this.missing) : this;
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
