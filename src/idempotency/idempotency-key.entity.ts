import { Column, Entity, PrimaryColumn } from 'typeorm';

export type IdempotencyState = 'IN_PROGRESS' | 'COMPLETED';

/** One Idempotency-Key of one citizen: the first request's fingerprint and, once done, its answer. */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyKeyEntity {
  @PrimaryColumn({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  @PrimaryColumn({ name: 'key', type: 'text' })
  key: string;

  /** SHA-256 of the method, path and body of the first request. */
  @Column({ name: 'fingerprint', type: 'text' })
  fingerprint: string;

  @Column({ name: 'state', type: 'text' })
  state: IdempotencyState;

  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'response_body', type: 'json', nullable: true })
  responseBody: object | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
