import type { INestApplication } from '@nestjs/common';
import { AuditSealer } from '../../src/audit/audit-sealer';

/** Runs one statement (a pg client's or the test app's query). */
type Query = (sql: string, params: unknown[]) => Promise<unknown>;

/**
 * Inserts a journey event of `journeyId` as the service writes one (sealed by its AuditSealer: the
 * keyed hashes in the row, linked into its citizen's chain when the transaction commits). Answers
 * its id.
 */
export async function insertSealedJourneyEvent(
  app: INestApplication,
  query: Query,
  journeyId: string,
): Promise<string> {
  const event = {
    journeyId,
    kind: 'SHARING_CONSENT_CHANGED',
    milestoneCode: null,
    status: 'ACTIVE',
    occurredAt: new Date(),
    detail: { agency_code: 'HMRC', consent: true },
  };
  const sealed = app.get(AuditSealer).journeyEvent(event);
  await query(
    `INSERT INTO journey_events (id, journey_id, kind, milestone_code, status, occurred_at, detail, personal_hash, content_hash)
     VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8)`,
    [
      sealed.id,
      journeyId,
      event.kind,
      event.status,
      event.occurredAt,
      event.detail,
      sealed.personalHash,
      sealed.contentHash,
    ],
  );
  return sealed.id;
}
