/**
 * Small typed helpers over the generated client (hand-written; `schema.ts` is generated and never
 * edited): unwrap an answer or throw its problem+json, send a session token, download a document as a
 * Blob, and drive a journey to COMPLETED with answers and files that the caller supplies.
 */
import type { Middleware } from 'openapi-fetch';
import type { CitizenJourneyClient, Schemas } from './index.js';

/** What every call of the client resolves to (openapi-fetch): data on success, else the problem+json. */
export type ApiAnswer<D, E> =
  { data: D; error?: never; response: Response } | { data?: never; error: E; response: Response };

/** A call that did not succeed: its HTTP status and, when the service sent one, its problem+json. */
export class CitizenJourneyProblem<E = unknown> extends Error {
  readonly status: number;
  readonly problem: E | undefined;
  readonly response: Response;

  constructor(response: Response, problem: E | undefined) {
    const fields = typeof problem === 'object' && problem !== null ? problem : {};
    const code =
      'code' in fields && typeof fields.code === 'string' ? fields.code : `HTTP ${response.status}`;
    const detail = 'detail' in fields && typeof fields.detail === 'string' ? `: ${fields.detail}` : '';
    super(`${response.url ? `${new URL(response.url).pathname} ` : ''}${code}${detail}`);
    this.name = 'CitizenJourneyProblem';
    this.status = response.status;
    this.problem = problem;
    this.response = response;
  }
}

/**
 * The data of a successful call, typed by the operation; any other answer is thrown as a
 * CitizenJourneyProblem carrying the operation's typed problem+json (`code`, `detail`, `request_id`).
 */
export async function unwrap<D, E>(call: Promise<ApiAnswer<D, E>>): Promise<NonNullable<D>> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok || data === undefined || data === null) {
    throw new CitizenJourneyProblem<E>(response, error);
  }
  return data;
}

/** For an operation that answers without a body (204): the response, or its problem+json thrown. */
export async function ensureOk<D, E>(call: Promise<ApiAnswer<D, E>>): Promise<Response> {
  const { error, response } = await call;
  if (error !== undefined || !response.ok) throw new CitizenJourneyProblem<E>(response, error);
  return response;
}

/**
 * Middleware sending `Authorization: Bearer <token>` on every request (`client.use(bearerToken(t))`).
 * A function is read on every request, so the token may change; a request that sets its own
 * Authorization header keeps it.
 */
export function bearerToken(token: string | (() => string | undefined)): Middleware {
  return {
    onRequest({ request }) {
      const value = typeof token === 'function' ? token() : token;
      if (value && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${value}`);
      return request;
    },
  };
}

/**
 * Middleware sending `Accept-Language` on every request (`client.use(language('cy'))`), so answers —
 * plans, titles, problem titles and details — come in that language (`en` English, `cy` Welsh);
 * codes, keys and numbers are the same in every language. A function is read on every request, so
 * the choice may change; a request that sets its own Accept-Language keeps it. Without it, a
 * signed-in citizen's stored preference (`PUT /api/v1/me/preferences`) applies, else English.
 */
export function language(tag: string | (() => string | undefined)): Middleware {
  return {
    onRequest({ request }) {
      const value = typeof tag === 'function' ? tag() : tag;
      if (value && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', value);
      return request;
    },
  };
}

/**
 * A vault document's bytes as a Blob (openapi-fetch `parseAs: 'blob'`), whose `type` is the stored
 * content type. Needs a session with current HIGH assurance, like every vault route.
 */
export async function downloadDocument(api: CitizenJourneyClient, id: string): Promise<Blob> {
  return unwrap(
    api.GET('/api/v1/vault/documents/{id}/content', { params: { path: { id } }, parseAs: 'blob' }),
  );
}

/** An answer to a plan question: `date` as YYYY-MM-DD, `multi_choice` as a list of option values. */
export type QuestionAnswer = string | number | boolean | string[];

/** What the citizen gives a journey: answers to the questions and files for the documents it asks. */
export interface JourneyInputs {
  /** The answer to a question of the current milestone (your form, or `sandboxAnswer` in a demo). */
  answer: (
    question: Schemas['PlanQuestionDto'],
    milestone: Schemas['PlanMilestoneDto'],
  ) => QuestionAnswer | Promise<QuestionAnswer>;
  /** The file (a Blob or File) to upload for a document the current milestone requires. */
  document: (
    required: Schemas['PlanRequiredDocumentDto'],
    milestone: Schemas['PlanMilestoneDto'],
  ) => Blob | Promise<Blob>;
  /** Called after each step with the journey as it now stands. */
  onStep?: (journey: Schemas['JourneyDto']) => void;
  /** Stop with an error after this many steps (default 100). */
  maxSteps?: number;
}

/**
 * Drives a journey of the signed-in citizen (HIGH assurance) to COMPLETED: while the current
 * milestone lacks documents it uploads them (multipart) and asks for an evidence refresh; otherwise it
 * completes the milestone with the answers `inputs.answer` gives. Any problem+json is thrown.
 */
export async function completeJourney(
  api: CitizenJourneyClient,
  journeyId: string,
  inputs: JourneyInputs,
): Promise<Schemas['JourneyDto']> {
  const journey_id = journeyId;
  let journey = await unwrap(api.GET('/api/v1/journeys/{id}', { params: { path: { id: journey_id } } }));
  for (let step = 0; journey.status !== 'COMPLETED'; step += 1) {
    if (step >= (inputs.maxSteps ?? 100))
      throw new Error(`journey ${journey_id} not COMPLETED after ${step} steps`);
    const plan = await unwrap(
      api.GET('/api/v1/journeys/{id}/plan', { params: { path: { id: journey_id } } }),
    );
    const milestone = plan.milestones.find((m) => m.status === 'CURRENT');
    if (!milestone) throw new Error(`journey ${journey_id} is ${journey.status} without a CURRENT milestone`);
    const missing = milestone.required_documents.filter((d) => !d.provided);
    if (missing.length > 0) {
      for (const required of missing) {
        const file = await inputs.document(required, milestone);
        await unwrap(
          api.POST('/api/v1/vault/documents', { body: { file, document_code: required.document_code } }),
        );
      }
      journey = await unwrap(
        api.POST('/api/v1/journeys/{journey_id}/evidence-refresh', { params: { path: { journey_id } } }),
      );
    } else {
      const answers: Record<string, QuestionAnswer> = {};
      for (const question of milestone.questions)
        answers[question.key] = await inputs.answer(question, milestone);
      journey = await unwrap(
        api.POST('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/complete', {
          params: { path: { journey_id, milestone_code: milestone.code } },
          body: { answers },
        }),
      );
    }
    inputs.onStep?.(journey);
  }
  return journey;
}
