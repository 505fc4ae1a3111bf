import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const CHALLENGE_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
/** Stored statuses; EXPIRED is derived from `expires_at` when read. */
export type StoredChallengeStatus = Exclude<ChallengeStatus, 'EXPIRED'>;

/** A consented, expiring sign-in challenge completed with face liveness. */
@Entity({ name: 'sign_in_challenges' })
export class ChallengeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  status: StoredChallengeStatus;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'citizen_id', type: 'uuid', nullable: true })
  citizenId: string | null;
}
