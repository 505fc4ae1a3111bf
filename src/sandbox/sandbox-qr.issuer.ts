import { Injectable } from '@nestjs/common';
import * as jose from 'jose';
import { Clock } from '../common/clock';
import type { SandboxCitizenClaims } from './sandbox-sso.provider';

const KID = 'sandbox-qr-1';
const QR_TTL_SECONDS = 600;

/**
 * The sandbox QR issuer: signs QR payloads (compact JWS, ES256) with a key generated per process.
 * Its public JWKS is trusted only in sandbox mode (the service fetches it from its own origin).
 */
@Injectable()
export class SandboxQrIssuer {
  private keys: Promise<jose.GenerateKeyPairResult> | undefined;

  constructor(private readonly clock: Clock) {}

  private keyPair(): Promise<jose.GenerateKeyPairResult> {
    this.keys ??= jose.generateKeyPair('ES256', { extractable: true });
    return this.keys;
  }

  /** Valid for 10 minutes from now (the injected clock). */
  async sign(claims: SandboxCitizenClaims): Promise<string> {
    const { privateKey } = await this.keyPair();
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new jose.SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT' })
      .setIssuer('sandbox-qr-issuer')
      .setIssuedAt(now)
      .setExpirationTime(now + QR_TTL_SECONDS)
      .sign(privateKey);
  }

  async jwks(): Promise<{ keys: jose.JWK[] }> {
    const { publicKey } = await this.keyPair();
    return { keys: [{ ...(await jose.exportJWK(publicKey)), alg: 'ES256', use: 'sig', kid: KID }] };
  }
}
