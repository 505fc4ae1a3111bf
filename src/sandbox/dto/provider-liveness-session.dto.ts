/** What the simulated verification provider answers the service about a reference. */
export class ProviderLivenessSessionDto {
  reference: string;
  status: 'PENDING' | 'PASSED' | 'FAILED';
}
