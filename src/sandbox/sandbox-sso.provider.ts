import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { NextFunction, Request, Response } from 'express';
import { generateKeyPair, type JsonWebKey, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type Provider from 'oidc-provider';
import { RouteNotFoundError } from '../common/errors/domain-error';
import { ServiceUrl } from '../http/service-url';
import { authConfig } from '../config/auth.config';
import { SandboxSsoAdapter } from './sandbox-sso.adapter';

export const SANDBOX_SSO_PATH = '/sandbox/sso';
const CODE_TTL_SECONDS = 300;

export interface SandboxCitizenClaims {
  national_id: string;
  given_name: string;
  family_name: string;
  birth_date: string;
}

/**
 * The simulated government SSO: a real OpenID Provider (oidc-provider) mounted under /sandbox/sso,
 * with this service's partner code and client secret registered as its one client. A test login is
 * non-interactive: `mintCode` stores the test citizen as an account, grants `openid profile` and
 * issues a one-time authorization code (5 minutes) that the service redeems at the token endpoint
 * like any live code. Accounts and codes live in this process's memory only.
 */
@Injectable()
export class SandboxSsoProvider {
  private readonly logger = new Logger('SandboxSso');
  private provider: Promise<Provider> | undefined;
  private readonly accounts = new Map<string, { claims: SandboxCitizenClaims; expiresAt: number }>();
  /** Each request's way back to Express, for the paths the provider does not serve. */
  private readonly fallThrough = new WeakMap<object, NextFunction>();
  /**
   * The provider's signing key, made on a worker thread while the service starts: an RSA key is
   * ≈ 0.1–0.6 s of CPU, which the main thread used to spend before the service could listen.
   */
  private readonly signingKey: Promise<JsonWebKey>;

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly serviceUrl: ServiceUrl,
  ) {
    this.signingKey = promisify(generateKeyPair)('rsa', { modulusLength: 2048 }).then(({ privateKey }) =>
      privateKey.export({ format: 'jwk' }),
    );
    // Awaited by the first sandbox sign-in, where a failure surfaces; never an unhandled rejection.
    this.signingKey.catch(() => undefined);
  }

  /** Express handler for everything under /sandbox/sso that Nest does not route itself. */
  handler() {
    return (req: Request, res: Response, next: NextFunction) => {
      this.fallThrough.set(req, next);
      this.instance()
        .then((provider) => {
          provider.callback()(req, res);
        })
        .catch(next);
    };
  }

  async mintCode(claims: SandboxCitizenClaims): Promise<string> {
    const provider = await this.instance();
    const clientId = this.config.sso.partnerCode;
    const client = await provider.Client.find(clientId);
    if (!client) throw new Error('sandbox SSO client is not registered');
    this.forgetExpiredAccounts();
    const accountId = randomUUID();
    this.accounts.set(accountId, { claims, expiresAt: Date.now() + CODE_TTL_SECONDS * 1000 * 2 });
    const grant = new provider.Grant({ accountId, clientId, expiresIn: CODE_TTL_SECONDS * 2 });
    grant.addOIDCScope('openid profile');
    const grantId = await grant.save();
    const code = new provider.AuthorizationCode({
      client,
      accountId,
      grantId,
      redirectUri: this.config.sso.redirectUri,
      scope: 'openid profile',
      authTime: Math.floor(Date.now() / 1000),
      expiresIn: CODE_TTL_SECONDS,
    });
    return code.save();
  }

  /**
   * Created on first use: the issuer includes the port, known only once the server listens. The
   * OpenID Provider library itself is loaded then too (≈ 0.2–0.5 s of a start that never signs in).
   */
  private instance(): Promise<Provider> {
    this.provider ??= this.create();
    return this.provider;
  }

  private async create(): Promise<Provider> {
    const signingKey = await this.signingKey;
    const issuer = `${this.serviceUrl.origin()}${SANDBOX_SSO_PATH}`;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { default: OidcProvider } = require('oidc-provider') as typeof import('oidc-provider');
    const provider = new OidcProvider(issuer, {
      adapter: SandboxSsoAdapter,
      clients: [
        {
          client_id: this.config.sso.partnerCode,
          client_secret: this.config.sso.clientSecret,
          redirect_uris: [this.config.sso.redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      findAccount: async (_ctx: unknown, sub: string) => {
        const account = this.accounts.get(sub);
        if (!account) return undefined;
        return { accountId: sub, claims: () => ({ sub, ...account.claims }) };
      },
      claims: { openid: ['sub'], profile: ['national_id', 'given_name', 'family_name', 'birth_date'] },
      scopes: ['openid', 'profile'],
      // The claims go in the ID token itself (the service reads no userinfo).
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => false },
      ttl: {
        AuthorizationCode: CODE_TTL_SECONDS,
        AccessToken: 300,
        IdToken: 300,
        Grant: 600,
        Session: 600,
        Interaction: 300,
      },
      jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'sandbox-sso-1' }] },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      interactions: { url: () => `${SANDBOX_SSO_PATH}/interaction` },
    });
    // A path the provider does not serve answers the service's problem+json 404, not Koa's plain text.
    provider.use(async (ctx, next) => {
      await next();
      const express = this.fallThrough.get(ctx.req);
      if (ctx.status === 404 && ctx.body === undefined && express) {
        ctx.respond = false;
        express(new RouteNotFoundError('NOT_FOUND'));
      }
    });
    provider.on('server_error', (_ctx, error) =>
      this.logger.warn({ err_name: (error as Error)?.name }, 'sandbox SSO error'),
    );
    return provider;
  }

  private forgetExpiredAccounts(): void {
    const now = Date.now();
    for (const [id, a] of this.accounts) if (a.expiresAt < now) this.accounts.delete(id);
  }
}
