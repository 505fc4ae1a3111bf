import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a sign-in challenge (auth) and a liveness session (identity) share: a check the citizen
 * consented to, that expires and is completed once. `status` is the stored one: EXPIRED is never
 * stored, it is derived from `expires_at` when read.
 */
export abstract class ConsentedCheckEntity<StoredStatus extends string> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  status: StoredStatus;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
