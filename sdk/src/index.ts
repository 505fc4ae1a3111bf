import createClient, { type Client, type Middleware } from 'openapi-fetch';
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

/** A typed client: every path, body, answer and problem+json comes from the generated schema. */
export function createCitizenJourneyClient(options: CitizenJourneyClientOptions): CitizenJourneyClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: options.fetch });
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
