import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const SANDBOX_OUTCOMES = ['PASS', 'FAIL'] as const;

export class RecordLivenessResultDto {
  /** How the simulated face capture ended. */
  @ApiProperty({ enum: SANDBOX_OUTCOMES, enumName: 'SandboxLivenessOutcome' })
  @IsIn(SANDBOX_OUTCOMES)
  outcome: (typeof SANDBOX_OUTCOMES)[number];
}
