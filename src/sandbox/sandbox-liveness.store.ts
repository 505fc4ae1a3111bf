import { Injectable } from '@nestjs/common';

export type SandboxOutcome = 'PASS' | 'FAIL';

/** The simulated verification provider's records: the face-capture outcome per reference (in memory). */
@Injectable()
export class SandboxLivenessStore {
  private readonly outcomes = new Map<string, SandboxOutcome>();

  record(reference: string, outcome: SandboxOutcome): void {
    if (this.outcomes.size > 50_000) this.outcomes.clear();
    this.outcomes.set(reference, outcome);
  }

  status(reference: string): 'PENDING' | 'PASSED' | 'FAILED' {
    const outcome = this.outcomes.get(reference);
    return outcome === 'PASS' ? 'PASSED' : outcome === 'FAIL' ? 'FAILED' : 'PENDING';
  }
}
