import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LivenessPurpose } from './liveness-session.entity';

/** A HIGH assurance result, valid until `expires_at`. */
@Entity({ name: 'identity_assurances' })
export class IdentityAssuranceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'citizen_id', type: 'uuid' })
  citizenId: string;

  @Column({ name: 'liveness_session_id', type: 'uuid' })
  livenessSessionId: string;

  @Column({ type: 'text' })
  level: 'HIGH';

  @Column({ type: 'text' })
  purpose: LivenessPurpose;

  @Column({ name: 'verified_at', type: 'timestamptz' })
  verifiedAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
