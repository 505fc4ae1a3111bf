import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const LIVENESS_PURPOSES = ['DOCUMENT_VAULT_ACCESS'] as const;
export type LivenessPurpose = (typeof LIVENESS_PURPOSES)[number];
export const LIVENESS_STATUSES = ['PENDING', 'PASSED', 'FAILED', 'EXPIRED'] as const;
export type LivenessStatus = (typeof LIVENESS_STATUSES)[number];
/** Stored statuses; EXPIRED is derived from `expires_at` when read. */
export type StoredLivenessStatus = Exclude<LivenessStatus, 'EXPIRED'>;

/** A purpose-bound face liveness session; its id is the `assurance_id`. */
@Entity({ name: 'liveness_sessions' })
export class LivenessSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  @Column({ type: 'text' })
  purpose: LivenessPurpose;

  @Column({ type: 'text' })
  status: StoredLivenessStatus;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** Set when POST /identity/verify turned it into an assurance (a passed session is used once). */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
