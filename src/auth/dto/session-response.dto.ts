import { ApiProperty } from '@nestjs/swagger';

export const ASSURANCE_LEVELS = ['NONE', 'SUBSTANTIAL', 'HIGH'] as const;
export type AssuranceLevel = (typeof ASSURANCE_LEVELS)[number];

export class SessionAssuranceDto {
  @ApiProperty({ enum: ASSURANCE_LEVELS, enumName: 'AssuranceLevel' })
  level: AssuranceLevel;
  /** When this level lapses (HIGH: the assurance expiry; SUBSTANTIAL: the session expiry). */
  @ApiProperty({ type: 'string', format: 'date-time' })
  expires_at: string;
}

/** The minimized profile: never the national identifier, never a birth date. */
export class ProfileDto {
  citizen_id: string;
  given_name: string;
  family_name: string;
}

/** The current session, without its token. */
export class SessionInfoDto {
  @ApiProperty({ enum: ['Bearer'] })
  token_type: 'Bearer';
  /** Absolute end of the session (it also ends after the idle timeout without activity). */
  @ApiProperty({ type: 'string', format: 'date-time' })
  expires_at: string;
  assurance: SessionAssuranceDto;
  profile: ProfileDto;
}

/** A sign-in completion: the session token is shown this once. */
export class SessionResponseDto extends SessionInfoDto {
  /** Send as `Authorization: Bearer <session_token>`. Store in platform-secure storage; never log it. */
  session_token: string;
}
