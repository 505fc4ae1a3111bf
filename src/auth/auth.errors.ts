import { domainError } from '../common/errors/domain-error';

/** Why a sign-in failed, stored in the audit log (never shown with more detail to the client). */
export type SignInFailureReason =
  | 'SSO_CODE_REJECTED'
  | 'SSO_ID_TOKEN_INVALID'
  | 'LIVENESS_FAILED'
  | 'LIVENESS_NOT_COMPLETED'
  | 'DEMOGRAPHICS_MISMATCH'
  | 'QR_INVALID';

export class SignInFailedError extends domainError(422, 'SIGN_IN_FAILED') {
  constructor(readonly reason: SignInFailureReason) {
    super(`SIGN_IN_FAILED.${reason}`);
  }
}
export class ChallengeNotFoundError extends domainError(404, 'CHALLENGE_NOT_FOUND') {
  constructor() {
    super('CHALLENGE_NOT_FOUND');
  }
}
export class ChallengeNotPendingError extends domainError(409, 'CHALLENGE_NOT_PENDING') {
  constructor(status: string) {
    super({ id: 'CHALLENGE_NOT_PENDING', values: { status } });
  }
}
export class ProviderUnavailableError extends domainError(503, 'SERVICE_UNAVAILABLE', ['Retry-After']) {
  override readonly headers = { 'Retry-After': '5' };
  constructor(provider: 'sso' | 'liveness') {
    super({ id: 'SERVICE_UNAVAILABLE.provider', values: { provider } });
  }
}
