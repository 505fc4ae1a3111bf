/** The small part of oidc-provider 9 (which ships no types) that the sandbox SSO uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface OidcModelInstance {
    save(): Promise<string>;
  }
  interface OidcGrant extends OidcModelInstance {
    addOIDCScope(scope: string): void;
  }
  interface OidcClient {
    clientId: string;
  }
  interface OidcAccount {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, sub: string) => Promise<OidcAccount | undefined>;
    [key: string]: unknown;
  }

  /** The Koa context of a request (oidc-provider is a Koa application). */
  export interface OidcContext {
    req: IncomingMessage;
    status: number;
    body: unknown;
    respond: boolean;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    use(middleware: (ctx: OidcContext, next: () => Promise<void>) => Promise<void>): this;
    Grant: new (payload: { accountId: string; clientId: string; expiresIn?: number }) => OidcGrant;
    AuthorizationCode: new (payload: Record<string, unknown>) => OidcModelInstance;
    Client: { find(clientId: string): Promise<OidcClient | undefined> };
  }
}
