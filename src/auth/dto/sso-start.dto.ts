/** What a client needs to start single sign-on. Never the partner secret. */
export class SsoStartDto {
  /** The partner code (OpenID client id) registered with the government SSO. */
  partner_code: string;
  /** Whether the SSO route is set up on this deployment. */
  configured: boolean;
}
