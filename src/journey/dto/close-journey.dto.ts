import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CLOSE_REASONS, type CloseReason } from '../journey-engine';

export class CloseJourneyDto {
  /** Why the journey is closed: no longer needed, done elsewhere (on paper, at an office), or started by mistake. */
  @ApiProperty({ enum: CLOSE_REASONS, enumName: 'CloseReason', example: 'CREATED_BY_MISTAKE' })
  @IsIn(CLOSE_REASONS)
  reason: CloseReason;
}
