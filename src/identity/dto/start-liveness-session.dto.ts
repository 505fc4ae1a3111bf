import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { LIVENESS_PURPOSES } from '../liveness-session.entity';
import type { LivenessPurpose } from '../liveness-session.entity';

export class StartLivenessSessionDto {
  /** Must be `true`: the citizen agrees to the face liveness check. */
  @ApiProperty({ example: true })
  @IsBoolean()
  consent: boolean;

  /** What the resulting HIGH assurance is for. */
  @ApiProperty({ enum: LIVENESS_PURPOSES, enumName: 'LivenessPurpose', example: LIVENESS_PURPOSES[0] })
  @IsIn(LIVENESS_PURPOSES)
  purpose: LivenessPurpose;
}
