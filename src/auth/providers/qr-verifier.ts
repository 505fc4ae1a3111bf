import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import * as jose from 'jose';
import { Clock } from '../../common/clock';
import type { VouchedIdentity } from '../vouched-identity';
import { ServiceUrl } from '../../http/service-url';
import { authConfig } from '../../config/auth.config';
import { SignInFailedError } from '../auth.errors';
import { BIRTH_DATE_PATTERN, NATIONAL_ID_PATTERN } from '../dto/demographics.dto';
import { isLoopbackHttp } from './loopback';

/** The QR route always vouches for the birth date. */
export type QrIdentity = VouchedIdentity & { birthDate: string };

/** Path of the sandbox QR issuer's public keys (served by the sandbox module). */
export const SANDBOX_QR_JWKS_PATH = '/sandbox/qr-codes/jwks.json';

type KeySet = ReturnType<typeof jose.createLocalJWKSet>;

/**
 * A signed QR is a compact JWS (ES256) whose claims carry the citizen's demographics and an `exp`.
 * Verified with `jose` against trusted issuer keys: QR_TRUSTED_JWKS, or, in sandbox mode, the sandbox
 * issuer's public JWKS at this service's own origin. Expired, tampered or unreadable: 422 SIGN_IN_FAILED.
 */
@Injectable()
export class QrVerifier {
  private local: KeySet | undefined;
  private remote = new Map<string, ReturnType<typeof jose.createRemoteJWKSet>>();

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly serviceUrl: ServiceUrl,
    private readonly clock: Clock,
  ) {}

  private keys(): KeySet | ReturnType<typeof jose.createRemoteJWKSet> | undefined {
    if (this.config.qr.trustedJwks) {
      this.local ??= jose.createLocalJWKSet(this.config.qr.trustedJwks);
      return this.local;
    }
    if (!this.config.sandbox) return undefined;
    const url = `${this.serviceUrl.origin()}${SANDBOX_QR_JWKS_PATH}`;
    if (!url.startsWith('https://') && !isLoopbackHttp(url)) return undefined;
    let set = this.remote.get(url);
    if (!set) {
      set = jose.createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
      this.remote.set(url, set);
    }
    return set;
  }

  async verify(qrPayload: string): Promise<QrIdentity> {
    const keys = this.keys();
    if (!keys) throw new SignInFailedError('QR_INVALID');
    let payload: jose.JWTPayload;
    try {
      ({ payload } = await jose.jwtVerify(qrPayload.trim(), keys, {
        algorithms: ['ES256'],
        requiredClaims: ['exp'],
        currentDate: this.clock.now(),
      }));
    } catch {
      throw new SignInFailedError('QR_INVALID');
    }
    const claim = (name: string) => (typeof payload[name] === 'string' ? payload[name].trim() : '');
    const identity = {
      nationalId: claim('national_id'),
      givenName: claim('given_name'),
      familyName: claim('family_name'),
      birthDate: claim('birth_date'),
    };
    if (
      !NATIONAL_ID_PATTERN.test(identity.nationalId) ||
      !identity.givenName ||
      !identity.familyName ||
      !BIRTH_DATE_PATTERN.test(identity.birthDate)
    ) {
      throw new SignInFailedError('QR_INVALID');
    }
    return identity;
  }
}
