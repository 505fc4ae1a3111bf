import { IsBoolean } from 'class-validator';

export class StartVerificationDto {
  /** Must be `true`: the citizen agrees to the face liveness check. */
  @IsBoolean()
  consent: boolean;
}
