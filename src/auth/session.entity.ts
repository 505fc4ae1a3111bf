import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SignInRoute = 'SSO' | 'DEMOGRAPHICS' | 'QR';

/** A session: only the SHA-256 of its token is kept. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'sign_in_route', type: 'text' })
  signInRoute: SignInRoute;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
