import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OfferStatus } from './dto/offer.dto';

export interface OfferRow {
  id: string;
  citizen_id: string;
  from_journey_id: string;
  workflow_code: string;
  reason: string;
  /** EXPIRED is derived from `expires_at` when read. */
  status: Exclude<OfferStatus, 'EXPIRED'>;
  created_at: Date;
  expires_at: Date;
  accepted_journey_id: string | null;
}

const COLUMNS = `id, citizen_id, from_journey_id, workflow_code, reason, status, created_at, expires_at, accepted_journey_id`;

/** Offers of journeys (DESIGN §16): plain SQL, listed in docs/data-access.md. */
@Injectable()
export class OfferRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Offers a workflow once per journey (a second trigger changes nothing). */
  async offer(
    em: EntityManager,
    o: {
      citizenId: string;
      fromJourneyId: string;
      workflowCode: string;
      reason: string;
      now: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await em.query(
      `INSERT INTO journey_offers (citizen_id, from_journey_id, workflow_code, reason, status, created_at, expires_at)
       VALUES ($1, $2, $3, $4, 'OPEN', $5, $6) ON CONFLICT (from_journey_id, workflow_code) DO NOTHING`,
      [o.citizenId, o.fromJourneyId, o.workflowCode, o.reason, o.now, o.expiresAt],
    );
  }

  /** Newest first, `limit` rows after the (created_at, id) of `after`. */
  list(
    citizenId: string,
    limit: number,
    after: { createdAt: string; id: string } | null,
  ): Promise<OfferRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM journey_offers WHERE citizen_id = $1
         AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $4`,
      [citizenId, after?.createdAt ?? null, after?.id ?? null, limit],
    );
  }

  async find(citizenId: string, id: string): Promise<OfferRow | null> {
    const [row] = await this.dataSource.query<OfferRow[]>(
      `SELECT ${COLUMNS} FROM journey_offers WHERE id = $1 AND citizen_id = $2`,
      [id, citizenId],
    );
    return row ?? null;
  }

  /** Moves an OPEN, unexpired offer to `status`; true when this call did (so exactly one accept wins). */
  async decide(citizenId: string, id: string, status: 'ACCEPTED' | 'DECLINED', now: Date): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `UPDATE journey_offers SET status = $3, decided_at = $4
       WHERE id = $1 AND citizen_id = $2 AND status = 'OPEN' AND expires_at > $4 RETURNING id`,
      [id, citizenId, status, now],
    );
    const returned = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : rows;
    return returned.length > 0;
  }

  async accepted(id: string, journeyId: string): Promise<void> {
    await this.dataSource.query(`UPDATE journey_offers SET accepted_journey_id = $2 WHERE id = $1`, [
      id,
      journeyId,
    ]);
  }

  /** Puts back an offer whose journey could not be created. */
  async reopen(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE journey_offers SET status = 'OPEN', decided_at = NULL WHERE id = $1 AND accepted_journey_id IS NULL`,
      [id],
    );
  }
}
