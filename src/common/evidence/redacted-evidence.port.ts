import type { EntityManager } from 'typeorm';

/**
 * Redacted evidence: the only view of the document vault that workflows (Journey, Intent, Agent)
 * may read — which document codes a citizen has provided and when, nothing of names, contents
 * or hashes (DESIGN §7).
 */
export interface RedactedEvidence {
  document_code: string;
  /** ISO 8601 time the (earliest still present) document with this code was provided. */
  provided_at: string;
}

/** Port the Vault module implements; injected by this token. */
export const REDACTED_EVIDENCE_SOURCE = Symbol('REDACTED_EVIDENCE_SOURCE');

export interface RedactedEvidenceSource {
  /**
   * Outside any transaction, or inside one through its manager `transaction` (the embedded database
   * serializes transactions: a read on another connection would wait forever).
   */
  forCitizen(citizenId: string, transaction?: EntityManager): Promise<RedactedEvidence[]>;
}
