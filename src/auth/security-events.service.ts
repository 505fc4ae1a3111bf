import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { MetricsService } from '../metrics/metrics.service';
import { AuthRepository } from './auth.repository';
import type { RequestMeta } from './request-meta';
import type { SecurityEventKind } from './security-event.entity';

export interface SecurityEventInput {
  citizenId?: string | null;
  /** SSO, DEMOGRAPHICS, QR, LIVENESS … */
  route?: string | null;
  /** An UPPER_SNAKE reason code, never free text from a request. */
  reason?: string | null;
}

/** The audit log of sign-in, sign-out and assurance events. */
@Injectable()
export class SecurityEvents {
  private readonly logger = new Logger('SecurityEvents');

  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
  ) {}

  async record(kind: SecurityEventKind, e: SecurityEventInput, meta?: RequestMeta): Promise<void> {
    await this.repo.recordSecurityEvent({
      kind,
      citizenId: e.citizenId ?? null,
      route: e.route ?? null,
      reason: e.reason ?? null,
      requestId: meta?.requestId ?? null,
      occurredAt: this.clock.now(),
    });
    this.metrics.signIn(e.route ?? 'NONE', kind);
    this.logger.log(
      { event: kind, route: e.route, reason: e.reason, citizen_id: e.citizenId },
      'security event',
    );
  }
}
