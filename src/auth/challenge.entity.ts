import { Column, Entity } from 'typeorm';
import { ConsentedCheckEntity } from '../database/consented-check.entity';

export const CHALLENGE_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
/** Stored statuses; EXPIRED is derived from `expires_at` when read. */
export type StoredChallengeStatus = Exclude<ChallengeStatus, 'EXPIRED'>;

/** A consented, expiring sign-in challenge completed with face liveness. */
@Entity({ name: 'sign_in_challenges' })
export class ChallengeEntity extends ConsentedCheckEntity<StoredChallengeStatus> {
  @Column({ type: 'integer' })
  attempts: number;

  @Column({ name: 'citizen_id', type: 'uuid', nullable: true })
  citizenId: string | null;
}
