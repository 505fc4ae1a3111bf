import { ApiProperty } from '@nestjs/swagger';

const ROWS = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

/**
 * Everything the service holds about the citizen (GDPR articles 15 and 20), as stored: each list
 * holds the rows of one kind with their columns as named in the database (snake_case), times in
 * ISO 8601. Secrets and hashes are left out (session token hashes, identifier HMACs, audit hashes,
 * storage keys); document contents are downloaded from the vault.
 */
export class CitizenExportDto {
  /** When this export was made. */
  exported_at: Date;
  /** The citizen: id, names, the last four characters of the national identifier, created and updated times. */
  @ApiProperty({ type: 'object', additionalProperties: true })
  profile: Record<string, unknown>;
  /** Sessions: route, created, expiry, last seen, revoked. */
  @ApiProperty(ROWS)
  sessions: Record<string, unknown>[];
  /** Sign-in challenges the citizen completed. */
  @ApiProperty(ROWS)
  sign_in_challenges: Record<string, unknown>[];
  /** Face liveness sessions. */
  @ApiProperty(ROWS)
  liveness_sessions: Record<string, unknown>[];
  /** Identity assurances (HIGH) granted. */
  @ApiProperty(ROWS)
  assurances: Record<string, unknown>[];
  /** Stated situations, as stored (national-identifier-like sequences redacted), with their assessments. */
  @ApiProperty(ROWS)
  intents: Record<string, unknown>[];
  /**
   * Journeys, each with its `milestones` (answers included), `events`, `sharing` (consent per agency)
   * and `notifications` (what was sent to which agency, and when).
   */
  @ApiProperty(ROWS)
  journeys: Record<string, unknown>[];
  /** Vault documents' metadata (code, type, size, SHA-256, upload time). */
  @ApiProperty(ROWS)
  documents: Record<string, unknown>[];
  /** The journey agent conversations, both sides. */
  @ApiProperty(ROWS)
  agent_messages: Record<string, unknown>[];
  /** Journeys offered to the citizen, and what they decided. */
  @ApiProperty(ROWS)
  offers: Record<string, unknown>[];
  /** Security events about the citizen (sign-ins, sign-outs, liveness, assurances). */
  @ApiProperty(ROWS)
  security_events: Record<string, unknown>[];
}
