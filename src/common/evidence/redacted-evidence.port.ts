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
  /** Must be called outside any open transaction (the embedded database serializes transactions). */
  forCitizen(citizenId: string): Promise<RedactedEvidence[]>;
}
