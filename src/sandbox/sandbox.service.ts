import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { timingSafeEqual } from 'node:crypto';
import { UnauthenticatedError } from '../common/errors/domain-error';
import { authConfig } from '../config/auth.config';
import type { ExchangeCodeDto } from './dto/exchange-code.dto';
import type { ProviderLivenessSessionDto } from './dto/provider-liveness-session.dto';
import type { QrCodeDto } from './dto/qr-code.dto';
import type { SandboxCitizenDto } from './dto/sandbox-citizen.dto';
import { SandboxLivenessStore, SandboxOutcome } from './sandbox-liveness.store';
import { SandboxQrIssuer } from './sandbox-qr.issuer';
import { SandboxSsoProvider } from './sandbox-sso.provider';

function claimsOf(dto: SandboxCitizenDto) {
  return {
    national_id: dto.national_id,
    given_name: dto.given_name,
    family_name: dto.family_name,
    birth_date: dto.birth_date,
  };
}

@Injectable()
export class SandboxService {
  constructor(
    private readonly sso: SandboxSsoProvider,
    private readonly liveness: SandboxLivenessStore,
    private readonly qr: SandboxQrIssuer,
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
  ) {}

  async createExchangeCode(dto: SandboxCitizenDto): Promise<ExchangeCodeDto> {
    return { exchange_code: await this.sso.mintCode(claimsOf(dto)) };
  }

  recordLivenessResult(reference: string, outcome: SandboxOutcome): void {
    this.liveness.record(reference, outcome);
  }

  /** Answers only the service (Bearer = the verification client secret). */
  livenessSession(reference: string, authorization: string | undefined): ProviderLivenessSessionDto {
    const expected = Buffer.from(`Bearer ${this.config.verify.clientSecret ?? ''}`);
    const given = Buffer.from(authorization ?? '');
    if (
      !this.config.verify.clientSecret ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      throw new UnauthenticatedError('UNAUTHENTICATED.client_secret');
    }
    return { reference, status: this.liveness.status(reference) };
  }

  async createQrCode(dto: SandboxCitizenDto): Promise<QrCodeDto> {
    return { qr_payload: await this.qr.sign(claimsOf(dto)) };
  }

  qrKeys(): Promise<object> {
    return this.qr.jwks();
  }
}
