import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import { auditConfig } from '../config/audit.config';
import { type AuditedTable, auditHashes, epochMicros } from './audit-seal';

/** An audited row as its repository inserts it (property names of the entity). */
export interface SealedColumns {
  id: string;
  personalHash: string;
  contentHash: string;
}

/**
 * Seals journey and security events as they are written (DESIGN §13): the row's id is drawn here
 * and its keyed hashes computed, so the insert carries them; the database links the row into its
 * chain as the transaction commits and refuses a row without them.
 */
@Injectable()
export class AuditSealer {
  constructor(@Inject(auditConfig.KEY) private readonly config: ConfigType<typeof auditConfig>) {}

  journeyEvent(e: {
    journeyId: string;
    kind: string;
    milestoneCode: string | null;
    status: string;
    occurredAt: Date;
    detail: unknown;
  }): SealedColumns {
    const id = randomUUID();
    return {
      id,
      ...this.hashes('journey_events', {
        id,
        journey_id: e.journeyId,
        kind: e.kind,
        milestone_code: e.milestoneCode,
        status: e.status,
        occurred_at: epochMicros(e.occurredAt),
        detail: e.detail,
      }),
    };
  }

  securityEvent(e: {
    kind: string;
    citizenId: string | null;
    route: string | null;
    reason: string | null;
    requestId: string | null;
    occurredAt: Date;
  }): SealedColumns {
    const id = randomUUID();
    return {
      id,
      ...this.hashes('security_events', {
        id,
        kind: e.kind,
        citizen_id: e.citizenId,
        route: e.route,
        reason: e.reason,
        request_id: e.requestId,
        occurred_at: epochMicros(e.occurredAt),
      }),
    };
  }

  private hashes(table: AuditedTable, row: Record<string, unknown>) {
    return auditHashes(this.config.chainKey, table, row);
  }
}
