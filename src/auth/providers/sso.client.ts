import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import * as oidc from 'openid-client';
import { ServiceUrl } from '../../http/service-url';
import { authConfig } from '../../config/auth.config';
import { ProviderUnavailableError, SignInFailedError } from '../auth.errors';
import { BIRTH_DATE_PATTERN } from '../dto/demographics.dto';
import type { VouchedIdentity } from '../vouched-identity';
import { isLoopbackHttp } from './loopback';

/** What the government SSO vouches for. */
/**
 * The government SSO as a standard OpenID Provider: discovery from the issuer URL, client id = the
 * partner code, client secret from settings, authorization-code redemption with the ID token verified
 * (signature against the provider's JWKS, issuer, audience, expiry). The same code serves the sandbox:
 * only the issuer URL differs (this service's own /sandbox/sso by default in sandbox mode).
 */
@Injectable()
export class SsoClient {
  private readonly logger = new Logger('SsoClient');
  private discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly serviceUrl: ServiceUrl,
  ) {}

  issuer(): string | undefined {
    return (
      this.config.sso.issuerUrl ??
      (this.config.sandbox ? `${this.serviceUrl.origin()}/sandbox/sso` : undefined)
    );
  }

  configured(): boolean {
    return Boolean(this.issuer() && this.config.sso.partnerCode && this.config.sso.clientSecret);
  }

  partnerCode(): string {
    return this.config.sso.partnerCode;
  }

  async redeem(exchangeCode: string): Promise<VouchedIdentity> {
    const config = await this.configuration();
    const callback = new URL(this.config.sso.redirectUri);
    callback.searchParams.set('code', exchangeCode);
    // The client forwards only the code; the issuer is the one we discovered.
    callback.searchParams.set('iss', config.serverMetadata().issuer);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, { idTokenExpected: true });
      claims = tokens.claims();
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError) {
        // Only invalid_grant is about the code (unknown, used, expired). Anything else (invalid_client,
        // unauthorized_client, server_error …) is this deployment's or the provider's problem.
        if (error.error === 'invalid_grant') throw new SignInFailedError('SSO_CODE_REJECTED');
        this.logger.warn({ oauth_error: error.error, status: error.status }, 'SSO token endpoint refused');
        throw new ProviderUnavailableError('sso');
      }
      if (error instanceof oidc.WWWAuthenticateChallengeError) {
        // 401 with WWW-Authenticate: the provider refused this service's client credentials.
        this.logger.warn({ status: error.status }, 'SSO token endpoint refused the client credentials');
        throw new ProviderUnavailableError('sso');
      }
      if (isNetworkError(error)) {
        this.discovered.clear();
        throw new ProviderUnavailableError('sso');
      }
      this.logger.warn(
        { err_name: (error as Error).name, err_code: (error as { code?: string }).code },
        'SSO answer rejected',
      );
      throw new SignInFailedError('SSO_ID_TOKEN_INVALID');
    }
    return identityFrom(claims);
  }

  private configuration(): Promise<oidc.Configuration> {
    const issuer = this.issuer();
    const secret = this.config.sso.clientSecret;
    if (!issuer || !secret || !this.config.sso.partnerCode) {
      return Promise.reject(new ProviderUnavailableError('sso'));
    }
    let pending = this.discovered.get(issuer);
    if (!pending) {
      pending = oidc
        .discovery(new URL(issuer), this.config.sso.partnerCode, undefined, oidc.ClientSecretBasic(secret), {
          execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
        })
        .then((config) => {
          // Verify the ID token's signature against the provider's JWKS as well (not only TLS).
          oidc.enableNonRepudiationChecks(config);
          return config;
        });
      pending.catch(() => this.discovered.delete(issuer));
      this.discovered.set(issuer, pending);
    }
    return pending.catch((error: unknown) => {
      this.logger.warn({ err_name: (error as Error).name }, 'SSO discovery failed');
      throw new ProviderUnavailableError('sso');
    });
  }
}

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error as { name?: string })?.name === 'AbortError';
}

function text(claims: oidc.IDToken | undefined, name: string, max = 200): string | undefined {
  const value = claims?.[name];
  return typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;
}

function identityFrom(claims: oidc.IDToken | undefined): VouchedIdentity {
  const nationalId = text(claims, 'national_id', 32);
  const givenName = text(claims, 'given_name');
  const familyName = text(claims, 'family_name');
  const birthDate = text(claims, 'birth_date', 10);
  if (!nationalId || !givenName || !familyName) throw new SignInFailedError('SSO_ID_TOKEN_INVALID');
  return {
    nationalId,
    givenName,
    familyName,
    birthDate: birthDate && BIRTH_DATE_PATTERN.test(birthDate) ? birthDate : null,
  };
}
