import createClient, { type Client, defaultBodySerializer } from 'openapi-fetch';
import { bearerToken, language } from './helpers.js';
import type { components, paths } from './schema.js';

export type { components, operations, paths } from './schema.js';
export {
  type ApiAnswer,
  bearerToken,
  CitizenJourneyProblem,
  completeJourney,
  downloadDocument,
  ensureOk,
  type JourneyInputs,
  language,
  type QuestionAnswer,
  unwrap,
} from './helpers.js';
export {
  type SandboxCitizen,
  sandboxAnswer,
  type SandboxSignInOptions,
  signInWithSandbox,
} from './sandbox.js';
export type Schemas = components['schemas'];
export type CitizenJourneyClient = Client<paths>;

export interface CitizenJourneyClientOptions {
  /** Where the service listens, e.g. http://localhost:3000 */
  baseUrl: string;
  /** Session token from a sign-in route; a function is read on every request, so it may change. */
  token?: string | (() => string | undefined);
  /** The language of the answers (`en`, `cy` …), sent as Accept-Language; a function is read on every request. */
  language?: string | (() => string | undefined);
  fetch?: typeof globalThis.fetch;
}

/**
 * Request bodies are JSON, except a body holding a Blob or File (an upload: `POST /api/v1/vault/documents`
 * with `{ file, document_code }`), which is sent as multipart/form-data, as the contract declares it.
 */
export function serializeBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || body instanceof FormData)
    return defaultBodySerializer(body);
  const fields = Object.entries(body);
  if (!fields.some(([, value]) => value instanceof Blob)) return defaultBodySerializer(body);
  const form = new FormData();
  for (const [name, value] of fields) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined && value !== null)
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

/** A typed client: every path, body, answer and problem+json comes from the generated schema. */
export function createCitizenJourneyClient(options: CitizenJourneyClientOptions): CitizenJourneyClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch,
    bodySerializer: serializeBody,
  });
  if (options.token !== undefined) client.use(bearerToken(options.token));
  if (options.language !== undefined) client.use(language(options.language));
  return client;
}
