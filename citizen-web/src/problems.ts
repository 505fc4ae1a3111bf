import type { Schemas } from '@citizen-journey/sdk';

export type Problem = Schemas['ProblemDto'];
export type ProblemCode = Problem['code'];

/**
 * A call of the service that did not succeed: its problem+json when it sent one. `status` 0 means the
 * service could not be reached.
 */
export class ServiceProblem extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
  ) {
    super(problem ? `${status} ${problem.code}` : `HTTP ${status}`);
    this.name = 'ServiceProblem';
  }

  get code(): ProblemCode | undefined {
    return this.problem?.code;
  }

  /** The reference a citizen can quote: the service's request id (only ever shown on the error page). */
  get reference(): string | undefined {
    return this.problem?.request_id;
  }
}

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'code' in value && 'status' in value;
}

/** The data of an SDK answer, or a ServiceProblem (the network failing is status 0). */
export async function call<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await request;
  } catch {
    throw new ServiceProblem(0, undefined);
  }
  if (result.error !== undefined || !result.response.ok) {
    throw new ServiceProblem(result.response.status, isProblem(result.error) ? result.error : undefined);
  }
  return result.data as T;
}

/**
 * Every problem code the service can send, as the message a citizen reads (a key of the locales).
 * Codes that only a faulty client or an attack can cause share "something went wrong"; none of them
 * is ever shown as a code. The type makes a new code in the contract a build error until it is mapped.
 */
export const PROBLEM_MESSAGES: Record<ProblemCode, string> = {
  VALIDATION_FAILED: 'problem.checkAnswers',
  ANSWERS_INVALID: 'problem.checkAnswers',
  UNAUTHENTICATED: 'problem.signedOut',
  ASSURANCE_REQUIRED: 'problem.confirmIdentity',
  NOT_FOUND: 'problem.notFound',
  PAYLOAD_TOO_LARGE: 'problem.fileTooLarge',
  HEADERS_TOO_LARGE: 'problem.generic',
  UNSUPPORTED_MEDIA_TYPE: 'problem.fileType',
  RATE_LIMITED: 'problem.tooMany',
  CONSENT_REQUIRED: 'problem.consent',
  METHOD_NOT_ALLOWED: 'problem.generic',
  SERVICE_UNAVAILABLE: 'problem.unavailable',
  IDEMPOTENCY_KEY_IN_USE: 'problem.stillSaving',
  IDEMPOTENCY_KEY_REUSED: 'problem.generic',
  WORKFLOW_NOT_FOUND: 'problem.lifeEventGone',
  INTENT_NOT_FOUND: 'problem.startAgain',
  DOCUMENT_NOT_FOUND: 'problem.documentGone',
  DOCUMENT_CODE_UNKNOWN: 'problem.documentNotAsked',
  VAULT_QUOTA_EXCEEDED: 'problem.vaultFull',
  UPLOAD_TIMEOUT: 'problem.uploadSlow',
  JOURNEY_NOT_FOUND: 'problem.notFound',
  MILESTONE_NOT_FOUND: 'problem.notFound',
  MILESTONE_NOT_APPLICABLE: 'problem.stepNotForYou',
  MILESTONE_SKIPS_AHEAD: 'problem.stepNotYet',
  MILESTONE_NOT_CURRENT: 'problem.stepNotCurrent',
  DOCUMENTS_MISSING: 'problem.documentsMissing',
  NO_ACTIVE_TEMPLATE: 'problem.lifeEventGone',
  INTENT_NOT_SUPPORTED: 'problem.notUnderstood',
  MILESTONE_NOT_COMPLETED: 'problem.stepNotDone',
  JOURNEY_ALREADY_COMPLETED: 'problem.journeyFinished',
  JOURNEY_CLOSED: 'problem.journeyClosed',
  PRECONDITION_FAILED: 'problem.changedElsewhere',
  SIGN_IN_FAILED: 'problem.signInFailed',
  CHALLENGE_NOT_FOUND: 'problem.checkExpired',
  CHALLENGE_NOT_PENDING: 'problem.checkExpired',
  AGENCY_NOT_FOUND: 'problem.notFound',
  OFFER_NOT_FOUND: 'problem.notFound',
  OFFER_NOT_OPEN: 'problem.offerClosed',
  LIVENESS_NOT_FOUND: 'problem.checkExpired',
  LIVENESS_NOT_PASSED: 'problem.faceCheckFailed',
  FORBIDDEN: 'problem.notAllowed',
  INTERNAL_ERROR: 'problem.generic',
  REQUEST_REJECTED: 'problem.generic',
};

/** The message key for a failed call: its code's, "cannot reach the service" at status 0, else generic. */
export function messageOf(error: ServiceProblem): string {
  if (error.status === 0) return 'problem.unreachable';
  return (error.code && PROBLEM_MESSAGES[error.code]) || 'problem.generic';
}

/**
 * Whether a problem is the citizen's to fix on the page they were on (shown there in words), rather
 * than the "something went wrong" page.
 */
export function isCitizenProblem(error: ServiceProblem): boolean {
  return (
    error.status >= 400 &&
    error.status < 500 &&
    !['INTERNAL_ERROR', 'REQUEST_REJECTED'].includes(String(error.code))
  );
}
