/** A one-time SSO code (5 minutes). Post it to /api/v1/auth/sso/callback. */
export class ExchangeCodeDto {
  exchange_code: string;
}
