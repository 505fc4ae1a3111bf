/** Who a sign-in route (SSO, QR code) vouches the citizen is. */
export interface VouchedIdentity {
  nationalId: string;
  givenName: string;
  familyName: string;
  /** null when the route does not vouch for it. */
  birthDate: string | null;
}
