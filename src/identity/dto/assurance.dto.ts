import { ApiProperty } from '@nestjs/swagger';
import { ASSURANCE_LEVELS, type AssuranceLevel } from '../../auth/dto/session-response.dto';
import { LIVENESS_PURPOSES, type LivenessPurpose } from '../liveness-session.entity';

/** The citizen's identity assurance. */
export class AssuranceDto {
  /** HIGH while a verified result is current, else SUBSTANTIAL (signed in). */
  @ApiProperty({ enum: ASSURANCE_LEVELS, enumName: 'AssuranceLevel' })
  level: AssuranceLevel;
  /** Whether a current HIGH assurance exists (needed for journey creation and the vault). */
  current: boolean;
  /** When the latest HIGH result was verified (null if never). */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verified_at: string | null;
  /** When the latest HIGH result lapses (null if never verified). */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expires_at: string | null;
  /** The purpose of the latest HIGH result (null if never verified). */
  // An inline enum with null among its values: under OpenAPI 3.0 strict validators ignore `nullable`
  // beside a `$ref`, and an enum must list null to accept it. Same for JourneyDto.blocked_reason.
  @ApiProperty({ type: 'string', enum: [...LIVENESS_PURPOSES, null], nullable: true })
  purpose: LivenessPurpose | null;
}
