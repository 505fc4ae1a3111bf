import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CitizenExportDto } from './dto/citizen-export.dto';

/**
 * Everything the service holds about one citizen, across every module's tables, read and erased in
 * one statement or one transaction. Literal SQL on purpose: these are the only operations that
 * span every module's tables, and a reader (or a privacy reviewer) sees at once which columns
 * leave the service and which are removed (docs/decisions.md). Columns that are secrets or hashes
 * (token hashes, identifier HMACs, audit hashes) never leave.
 */
@Injectable()
export class PrivacyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The export of GET /me/export, without `exported_at`; null when the citizen is gone. */
  async exportOf(citizenId: string): Promise<Omit<CitizenExportDto, 'exported_at'> | null> {
    const [row] = await this.dataSource.query<{ export: Omit<CitizenExportDto, 'exported_at'> | null }[]>(
      `SELECT CASE WHEN c.id IS NULL THEN NULL ELSE jsonb_build_object(
         'profile', to_jsonb(c) - 'national_id_hmac' - 'birth_date_hmac',
         'sessions', (SELECT coalesce(jsonb_agg(to_jsonb(s) - 'token_hash' - 'citizen_id' ORDER BY s.created_at), '[]')
                        FROM sessions s WHERE s.citizen_id = c.id),
         'sign_in_challenges', (SELECT coalesce(jsonb_agg(to_jsonb(x) - 'citizen_id' ORDER BY x.created_at), '[]')
                        FROM sign_in_challenges x WHERE x.citizen_id = c.id),
         'liveness_sessions', (SELECT coalesce(jsonb_agg(to_jsonb(l) - 'citizen_id' ORDER BY l.created_at), '[]')
                        FROM liveness_sessions l WHERE l.citizen_id = c.id),
         'assurances', (SELECT coalesce(jsonb_agg(to_jsonb(a) - 'citizen_id' ORDER BY a.verified_at), '[]')
                        FROM identity_assurances a WHERE a.citizen_id = c.id),
         'intents', (SELECT coalesce(jsonb_agg(to_jsonb(i) - 'citizen_id' ORDER BY i.created_at), '[]')
                        FROM intents i WHERE i.citizen_id = c.id),
         'journeys', (SELECT coalesce(jsonb_agg(to_jsonb(j) - 'citizen_id' || jsonb_build_object(
                          'milestones', (SELECT coalesce(jsonb_agg(to_jsonb(m) - 'journey_id' ORDER BY m.sequence), '[]')
                                           FROM journey_milestones m WHERE m.journey_id = j.id),
                          'events', (SELECT coalesce(jsonb_agg(to_jsonb(e) - 'journey_id' - 'content_hash' - 'chain_hash'
                                                               - 'chain_id' - 'chain_seq' - 'erased' ORDER BY e.sequence), '[]')
                                       FROM journey_events e WHERE e.journey_id = j.id),
                          'sharing', (SELECT coalesce(jsonb_agg(to_jsonb(s) - 'journey_id' ORDER BY s.agency_code), '[]')
                                        FROM journey_sharing s WHERE s.journey_id = j.id),
                          'notifications', (SELECT coalesce(jsonb_agg(to_jsonb(n) - 'journey_id' - 'seq' ORDER BY n.seq), '[]')
                                              FROM deliveries n WHERE n.journey_id = j.id)
                        ) ORDER BY j.created_at), '[]') FROM journeys j WHERE j.citizen_id = c.id),
         'offers', (SELECT coalesce(jsonb_agg(to_jsonb(o) - 'citizen_id' ORDER BY o.created_at), '[]')
                        FROM journey_offers o WHERE o.citizen_id = c.id),
         'documents', (SELECT coalesce(jsonb_agg(to_jsonb(d) - 'citizen_id' - 'storage_key' ORDER BY d.uploaded_at), '[]')
                        FROM vault_documents d WHERE d.citizen_id = c.id),
         'agent_messages', (SELECT coalesce(jsonb_agg(to_jsonb(g) - 'citizen_id' ORDER BY g.seq), '[]')
                        FROM agent_messages g WHERE g.citizen_id = c.id),
         'security_events', (SELECT coalesce(jsonb_agg(to_jsonb(v) - 'citizen_id' - 'content_hash' - 'chain_hash'
                                                       - 'chain_id' - 'chain_seq' - 'erased' ORDER BY v.chain_seq), '[]')
                        FROM security_events v WHERE v.citizen_id = c.id)
       ) END AS export
       FROM (SELECT $1::uuid AS wanted) w LEFT JOIN citizens c ON c.id = w.wanted`,
      [citizenId],
    );
    return row?.export ?? null;
  }

  /** The citizen's sessions (to end them everywhere once the rows are gone). */
  async sessionIds(citizenId: string): Promise<string[]> {
    const rows = await this.dataSource.query<
      {
        id: string;
      }[]
    >('SELECT id FROM sessions WHERE citizen_id = $1', [citizenId]);
    return rows.map((r) => r.id);
  }

  /**
   * Erases the citizen's rows (DESIGN §12, §13) in one transaction, documents excepted (the vault
   * removes those, bytes and objects first). Audit rows stay in the chain with their hashes and
   * without their personal content. Answers false when there was no such citizen.
   */
  async erase(citizenId: string): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      await em.query(
        `UPDATE journey_events SET milestone_code = NULL, detail = NULL, erased = true
          WHERE journey_id IN (SELECT id FROM journeys WHERE citizen_id = $1)`,
        [citizenId],
      );
      await em.query(
        `UPDATE security_events SET citizen_id = NULL, route = NULL, reason = NULL, request_id = NULL, erased = true
          WHERE citizen_id = $1`,
        [citizenId],
      );
      await em.query('DELETE FROM sign_in_challenges WHERE citizen_id = $1', [citizenId]);
      // Cascades: sessions, liveness sessions, assurances, intents, journeys (milestones), vault
      // metadata, agent messages, idempotency records. Journey events keep their place (journey_id NULL).
      const [, deleted] = await em.query<[unknown, number]>('DELETE FROM citizens WHERE id = $1', [
        citizenId,
      ]);
      return deleted > 0;
    });
  }
}
