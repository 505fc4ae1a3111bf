import { Column, Entity } from 'typeorm';
import { ConsentedCheckEntity } from '../database/consented-check.entity';

export const LIVENESS_PURPOSES = ['DOCUMENT_VAULT_ACCESS'] as const;
export type LivenessPurpose = (typeof LIVENESS_PURPOSES)[number];
export const LIVENESS_STATUSES = ['PENDING', 'PASSED', 'FAILED', 'EXPIRED'] as const;
export type LivenessStatus = (typeof LIVENESS_STATUSES)[number];
/** Stored statuses; EXPIRED is derived from `expires_at` when read. */
export type StoredLivenessStatus = Exclude<LivenessStatus, 'EXPIRED'>;

/** A purpose-bound face liveness session; its id is the `assurance_id`. */
@Entity({ name: 'liveness_sessions' })
export class LivenessSessionEntity extends ConsentedCheckEntity<StoredLivenessStatus> {
  @Column({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  @Column({ type: 'text' })
  purpose: LivenessPurpose;

  /** Set when POST /identity/verify turned it into an assurance (a passed session is used once). */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
