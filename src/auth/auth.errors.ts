import { domainError } from '../common/errors/domain-error';

/** Why a sign-in failed, stored in the audit log (never shown with more detail to the client). */
export type SignInFailureReason =
  | 'SSO_CODE_REJECTED'
  | 'SSO_ID_TOKEN_INVALID'
  | 'LIVENESS_FAILED'
  | 'LIVENESS_NOT_COMPLETED'
  | 'DEMOGRAPHICS_MISMATCH'
  | 'QR_INVALID';

const DETAILS: Record<SignInFailureReason, string> = {
  SSO_CODE_REJECTED: 'The exchange code is unknown, already used or expired.',
  SSO_ID_TOKEN_INVALID: 'The single sign-on answer could not be verified.',
  LIVENESS_FAILED: 'The face liveness check did not pass.',
  LIVENESS_NOT_COMPLETED: 'The face liveness check has not been completed for this challenge.',
  DEMOGRAPHICS_MISMATCH: 'The details given do not match a known citizen.',
  QR_INVALID: 'The QR code is expired, not genuine or not readable.',
};

export class SignInFailedError extends domainError(422, 'SIGN_IN_FAILED', 'Sign-in failed') {
  constructor(readonly reason: SignInFailureReason) {
    super(DETAILS[reason]);
  }
}
export class ChallengeNotFoundError extends domainError(404, 'CHALLENGE_NOT_FOUND', 'Challenge not found') {
  constructor() {
    super('No sign-in challenge with this id.');
  }
}
export class ChallengeNotPendingError extends domainError(
  409,
  'CHALLENGE_NOT_PENDING',
  'Challenge not pending',
) {
  constructor(status: string) {
    super(`This challenge is ${status.toLowerCase()}; start a new one with POST /api/v1/auth/verify/start.`);
  }
}
export class ProviderUnavailableError extends domainError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable', [
  'Retry-After',
]) {
  override readonly headers = { 'Retry-After': '5' };
  constructor(provider: string) {
    super(`The ${provider} cannot be reached or is not configured. Try again shortly.`);
  }
}
