import createClient, { type Client, defaultBodySerializer, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, operations, paths } from './schema';
export type Schemas = components['schemas'];
export type CitizenJourneyClient = Client<paths>;

export interface CitizenJourneyClientOptions {
  /** Where the service listens, e.g. http://localhost:3000 */
  baseUrl: string;
  /** Session token from a sign-in route; read on every request, so it may change. */
  token?: string | (() => string | undefined);
  fetch?: typeof globalThis.fetch;
}

/**
 * Request bodies are JSON, except a body holding a Blob or File (an upload: `POST /api/v1/vault/documents`
 * with `{ file, document_code }`), which is sent as multipart/form-data, as the contract declares it.
 */
export function serializeBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || body instanceof FormData) return defaultBodySerializer(body);
  const fields = Object.entries(body);
  if (!fields.some(([, value]) => value instanceof Blob)) return defaultBodySerializer(body);
  const form = new FormData();
  for (const [name, value] of fields) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined && value !== null) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
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
  const { token } = options;
  if (token !== undefined) {
    const auth: Middleware = {
      onRequest({ request }) {
        const value = typeof token === 'function' ? token() : token;
        if (value) request.headers.set('Authorization', `Bearer ${value}`);
        return request;
      },
    };
    client.use(auth);
  }
  return client;
}
