import { ApiProperty } from '@nestjs/swagger';

export const CHALLENGE_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

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
