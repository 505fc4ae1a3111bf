import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A citizen: the national id only as a keyed hash plus its last four characters. */
@Entity({ name: 'citizens' })
export class CitizenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'national_id_hmac', type: 'text' })
  nationalIdHmac: string;

  @Column({ name: 'national_id_last4', type: 'text' })
  nationalIdLast4: string;

  /** Keyed hash of the birth date an authoritative route (SSO or signed QR) vouched for. */
  @Column({ name: 'birth_date_hmac', type: 'text', nullable: true })
  birthDateHmac: string | null;

  @Column({ name: 'given_name', type: 'text' })
  givenName: string;

  @Column({ name: 'family_name', type: 'text' })
  familyName: string;

  /** The language the citizen chose (DESIGN §17); null: never chosen, the default applies. */
  @Column({ name: 'language', type: 'text', nullable: true })
  language: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
