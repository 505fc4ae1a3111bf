import { IsUUID } from 'class-validator';

export class VerifyIdentityDto {
  /** A liveness session of yours whose face capture passed. */
  @IsUUID()
  assurance_id: string;
}
