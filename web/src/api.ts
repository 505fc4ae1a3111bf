import { createCitizenJourneyClient, type Schemas } from '@citizen-journey/sdk';
import { language, t } from './i18n';

/**
 * A problem as the app shows it: the service's problem+json, or one the app makes up when the
 * network fails or the answer is not a problem (codes the service never sends: NETWORK_ERROR,
 * UNEXPECTED_ANSWER).
 */
export type Problem = Omit<Schemas['ProblemDto'], 'code'> & {
  code: Schemas['ProblemDto']['code'] | 'NETWORK_ERROR' | 'UNEXPECTED_ANSWER';
};
export type Journey = Schemas['JourneyDto'];
export type Plan = Schemas['PlanDto'];
export type Milestone = Schemas['PlanMilestoneDto'];
export type Question = Schemas['PlanQuestionDto'];
export type Session = Schemas['SessionInfoDto'];
export type Intent = Schemas['IntentDto'];
export type AgentAction = Schemas['AgentActionDto'];

const TOKEN_KEY = 'cjs.session_token';

/** The session token lives in sessionStorage only: never in a URL, a cookie or a log. */
export const token = {
  get: (): string | undefined => sessionStorage.getItem(TOKEN_KEY) ?? undefined,
  set: (value: string): void => sessionStorage.setItem(TOKEN_KEY, value),
  clear: (): void => sessionStorage.removeItem(TOKEN_KEY),
};

/** The only way this app talks to the service: the generated, typed SDK, on the page's own origin. */
export const api = createCitizenJourneyClient({ baseUrl: window.location.origin, token: token.get });
// Every call asks for the citizen's language: the plan, problems and agent answer in it (DESIGN §17).
api.use({
  onRequest({ request }) {
    request.headers.set('Accept-Language', language());
    return request;
  },
});

/** A failed call: the service's problem+json, or one made up here when the network failed. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail || problem.title);
  }
}

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'code' in value && 'status' in value;
}

/** Unwraps an SDK answer: its data, or a ProblemError carrying the problem+json. */
export async function call<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await request;
  } catch {
    throw new ProblemError({
      type: 'about:blank',
      title: t('problem.networkTitle'),
      status: 0,
      detail: t('problem.networkDetail'),
      code: 'NETWORK_ERROR',
      request_id: 'none',
    });
  }
  if (result.error !== undefined || !result.response.ok) {
    const e = result.error;
    throw new ProblemError(
      isProblem(e)
        ? e
        : {
            type: 'about:blank',
            title: t('problem.unexpectedTitle'),
            status: result.response.status,
            detail: t('problem.unexpectedDetail', { status: result.response.status }),
            code: 'UNEXPECTED_ANSWER',
            request_id: result.response.headers.get('x-request-id') ?? 'none',
          },
    );
  }
  return result.data as T;
}

/** The active journey id, kept locally per citizen as a convenience (spec §3.1 rule 4). */
export const activeJourney = {
  key: (citizenId: string) => `cjs.active_journey_id.${citizenId}`,
  get(citizenId: string): string | null {
    return localStorage.getItem(this.key(citizenId));
  },
  set(citizenId: string, id: string): void {
    localStorage.setItem(this.key(citizenId), id);
  },
  clear(citizenId: string): void {
    localStorage.removeItem(this.key(citizenId));
  },
};
