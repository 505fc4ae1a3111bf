import { ApiProperty } from '@nestjs/swagger';
import { CHALLENGE_STATUSES, type ChallengeStatus } from '../challenge.entity';

/** Public configuration of the verification provider's Web SDK (its public key only). */
export class WebSdkDto {
  public_key: string;
}

export class ChallengeDto {
  challenge_id: string;
  @ApiProperty({ enum: CHALLENGE_STATUSES, enumName: 'ChallengeStatus' })
  status: ChallengeStatus;
  @ApiProperty({ type: 'string', format: 'date-time' })
  expires_at: string;
  /** null when no Web SDK key is configured. */
  @ApiProperty({ type: WebSdkDto, nullable: true })
  web_sdk: WebSdkDto | null;
}
