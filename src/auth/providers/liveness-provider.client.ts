import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { ServiceUrl } from '../../http/service-url';
import { authConfig } from '../../config/auth.config';
import { ProviderUnavailableError } from '../auth.errors';
import type { WebSdkDto } from '../dto/challenge.dto';
import { isLoopbackHttp } from './loopback';

export type LivenessOutcome = 'PENDING' | 'PASSED' | 'FAILED';

/**
 * The face verification provider. The client's Web SDK runs the capture against the provider with a
 * reference (a challenge_id or an assurance_id); the service then asks the provider for the outcome:
 * `GET {VERIFY_PROVIDER_URL}/sessions/{reference}` with `Authorization: Bearer <VERIFY_CLIENT_SECRET>`
 * answering `{ "reference", "status": "PENDING" | "PASSED" | "FAILED" }`. In sandbox mode the base URL
 * defaults to this service's own /sandbox/liveness.
 */
@Injectable()
export class LivenessProviderClient {
  private readonly logger = new Logger('LivenessProvider');

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly serviceUrl: ServiceUrl,
  ) {}

  /** The only provider value a client ever sees. */
  webSdk(): WebSdkDto | null {
    const key = this.config.verify.webSdkPublicKey;
    return key ? { public_key: key } : null;
  }

  private baseUrl(): string | undefined {
    return (
      this.config.verify.providerUrl ??
      (this.config.sandbox ? `${this.serviceUrl.origin()}/sandbox/liveness` : undefined)
    );
  }

  async outcome(reference: string): Promise<LivenessOutcome> {
    const base = this.baseUrl();
    const secret = this.config.verify.clientSecret;
    if (!base || !secret) throw new ProviderUnavailableError('liveness');
    const target = `${base.replace(/\/$/, '')}/sessions/${encodeURIComponent(reference)}`;
    if (!target.startsWith('https://') && !isLoopbackHttp(target)) {
      throw new ProviderUnavailableError('liveness');
    }
    let response: Response;
    try {
      response = await fetch(target, {
        headers: { authorization: `Bearer ${secret}`, accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
        redirect: 'error',
      });
    } catch (error) {
      this.logger.warn({ err_name: (error as Error).name }, 'verification provider unreachable');
      throw new ProviderUnavailableError('liveness');
    }
    if (response.status === 404) return 'PENDING';
    if (!response.ok) {
      this.logger.warn({ status: response.status }, 'verification provider refused the request');
      throw new ProviderUnavailableError('liveness');
    }
    const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
    const status = body?.status;
    if (status === 'PASSED' || status === 'FAILED' || status === 'PENDING') return status;
    this.logger.warn('verification provider answered an unknown status');
    throw new ProviderUnavailableError('liveness');
  }
}
