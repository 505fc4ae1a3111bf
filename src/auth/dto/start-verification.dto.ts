import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class StartVerificationDto {
  /** Must be `true`: the citizen agrees to the face liveness check. */
  @ApiProperty({ example: true })
  @IsBoolean()
  consent: boolean;
}
