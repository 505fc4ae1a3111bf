/**
 * Development helpers for a service started with the SANDBOX identity providers
 * (`IDENTITY_PROVIDERS=sandbox`, never in production): they play the parts a real citizen plays
 * outside the API — the government SSO, the signed QR code, the face capture — through the sandbox
 * routes (`/sandbox/...`) of the same typed client. Against a service without sandbox providers those
 * routes do not exist and the helpers throw.
 */
import type { CitizenJourneyClient, Schemas } from './index.js';
import { ensureOk, type QuestionAnswer, unwrap } from './helpers.js';

/** A test citizen the sandbox providers vouch for (any national id; the same id is the same citizen). */
export type SandboxCitizen = Schemas['SandboxCitizenDto'];

export interface SandboxSignInOptions {
  /**
   * The sign-in route: `sso` (sandbox OpenID provider → SSO callback, the default), `qr` (face liveness
   * + a signed QR code) or `demographics` (face liveness + national id and birth date, which match only
   * a citizen the service already knows: one who signed in before by `sso` or `qr`).
   */
  via?: 'sso' | 'qr' | 'demographics';
  /**
   * `SUBSTANTIAL` (the default) is what signing in gives; `HIGH` also passes a face liveness session
   * and verifies it, which journeys and the document vault require.
   */
  assurance?: 'SUBSTANTIAL' | 'HIGH';
  /** What the HIGH assurance is for (default DOCUMENT_VAULT_ACCESS). */
  purpose?: Schemas['LivenessPurpose'];
}

/**
 * Signs a sandbox citizen in (and, with `assurance: 'HIGH'`, gets HIGH assurance) through `api`,
 * which needs no token. Returns the session: send `session_token` as a bearer token
 * (`api.use(bearerToken(session_token))`); its `assurance` is the session's level after the steps.
 */
export async function signInWithSandbox(
  api: CitizenJourneyClient,
  citizen: SandboxCitizen,
  options: SandboxSignInOptions = {},
): Promise<Schemas['SessionResponseDto']> {
  const session = await signIn(api, citizen, options.via ?? 'sso');
  if (options.assurance !== 'HIGH') return session;
  const headers = { Authorization: `Bearer ${session.session_token}` };
  const purpose = options.purpose ?? 'DOCUMENT_VAULT_ACCESS';
  const { assurance_id } = await unwrap(
    api.POST('/api/v1/identity/liveness/session', { headers, body: { consent: true, purpose } }),
  );
  await passFaceCapture(api, assurance_id);
  await unwrap(api.POST('/api/v1/identity/verify', { headers, body: { assurance_id } }));
  const { assurance } = await unwrap(api.GET('/api/v1/auth/session', { headers }));
  return { ...session, assurance };
}

async function signIn(
  api: CitizenJourneyClient,
  citizen: SandboxCitizen,
  via: 'sso' | 'qr' | 'demographics',
): Promise<Schemas['SessionResponseDto']> {
  if (via === 'sso') {
    const { exchange_code } = await unwrap(api.POST('/sandbox/sso/exchange-codes', { body: citizen }));
    return unwrap(api.POST('/api/v1/auth/sso/callback', { body: { exchange_code } }));
  }
  const { challenge_id } = await unwrap(api.POST('/api/v1/auth/verify/start', { body: { consent: true } }));
  await passFaceCapture(api, challenge_id);
  if (via === 'qr') {
    const { qr_payload } = await unwrap(api.POST('/sandbox/qr-codes', { body: citizen }));
    return unwrap(api.POST('/api/v1/auth/verify/qr/complete', { body: { challenge_id, qr_payload } }));
  }
  const demographics = { national_id: citizen.national_id, birth_date: citizen.birth_date };
  return unwrap(api.POST('/api/v1/auth/verify/complete', { body: { challenge_id, demographics } }));
}

/** The sandbox plays the citizen's face capture for a sign-in challenge or a liveness session: it passes. */
async function passFaceCapture(api: CitizenJourneyClient, reference: string): Promise<void> {
  await ensureOk(
    api.POST('/sandbox/liveness/{reference}/result', {
      params: { path: { reference } },
      body: { outcome: 'PASS' },
    }),
  );
}

/**
 * A valid answer to a plan question from the question alone — the first option, the minimum, today,
 * `true`, "Yes" — to use as `completeJourney`'s `answer` in tests and demos, never for a real citizen.
 */
export function sandboxAnswer(question: Schemas['PlanQuestionDto']): QuestionAnswer {
  const first = question.options?.[0]?.value ?? '';
  switch (question.input_type) {
    case 'text':
      return 'Yes';
    case 'number':
      return question.integer ? Math.ceil(question.min ?? 1) : (question.min ?? 1);
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'boolean':
      return true;
    case 'single_choice':
      return first;
    case 'multi_choice':
      return [first];
  }
}
