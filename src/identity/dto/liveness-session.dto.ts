import { ApiProperty } from '@nestjs/swagger';
import {
  LIVENESS_PURPOSES,
  LIVENESS_STATUSES,
  type LivenessPurpose,
  type LivenessStatus,
} from '../liveness-session.entity';

/** Public configuration of the verification provider's Web SDK (its public key only). */
export class LivenessWebSdkDto {
  public_key: string;
}

export class LivenessSessionDto {
  /** Reference for the face capture, and the id to pass to POST /identity/verify. */
  assurance_id: string;
  @ApiProperty({ enum: LIVENESS_STATUSES, enumName: 'LivenessStatus' })
  status: LivenessStatus;
  @ApiProperty({ enum: LIVENESS_PURPOSES, enumName: 'LivenessPurpose' })
  purpose: LivenessPurpose;
  /** The face capture must pass, and verify be called, before this time. */
  @ApiProperty({ type: 'string', format: 'date-time' })
  expires_at: string;
  /** null when no Web SDK key is configured. */
  @ApiProperty({ type: LivenessWebSdkDto, nullable: true })
  web_sdk: LivenessWebSdkDto | null;
}
