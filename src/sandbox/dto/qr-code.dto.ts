/** A signed QR payload (compact JWS, 10 minutes). Post it to /api/v1/auth/verify/qr/complete. */
export class QrCodeDto {
  qr_payload: string;
}
