import { AuditChainColumns } from '../audit/audit-columns';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SecurityEventKind =
  | 'SIGN_IN_SUCCEEDED'
  | 'SIGN_IN_FAILED'
  | 'SIGNED_OUT'
  | 'LIVENESS_PASSED'
  | 'LIVENESS_FAILED'
  | 'ASSURANCE_GRANTED'
  /** A citizen had everything erased (DELETE /me); recorded without the citizen. */
  | 'CITIZEN_ERASED';

/** Audit row. Never a token, code, QR payload, national id or birth date: only ids, route and reason code. */
@Entity({ name: 'security_events' })
export class SecurityEventEntity extends AuditChainColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  kind: SecurityEventKind;

  @Column({ name: 'citizen_id', type: 'uuid', nullable: true })
  citizenId: string | null;

  @Column({ type: 'text', nullable: true })
  route: string | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ name: 'request_id', type: 'text', nullable: true })
  requestId: string | null;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;
}
