import { IsString, IsUUID, Length } from 'class-validator';

export class CompleteQrVerificationDto {
  @IsUUID()
  challenge_id: string;

  /** The signed QR payload (compact JWS) as scanned. */
  @IsString()
  @Length(1, 8192)
  qr_payload: string;
}
