import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditSealer } from '../audit/audit-sealer';
import type { CloudEvent } from './cloud-event';

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface ConsentRow {
  agency_code: string;
  consent: boolean;
  decided_at: Date;
}

export interface DeliveryRow {
  id: string;
  journey_id: string;
  agency_code: string;
  event_type: string;
  milestone_code: string | null;
  event: CloudEvent;
  status: DeliveryStatus;
  attempts: number;
  created_at: Date;
  delivered_at: Date | null;
}

/** A delivery as the worker reads it: waiting for an earlier one, its agency stopped. */
export type FoundDelivery = DeliveryRow & { earlier_pending: boolean; stopped: boolean };

/**
 * A delivery's key: its id and, where known, its `created_at` (the partition key, whole milliseconds:
 * migration 1766000460000), with which PostgreSQL reads and updates one monthly partition instead of
 * probing them all.
 */
export interface DeliveryKey {
  id: string;
  createdAt?: Date | string;
}

export interface NewDelivery {
  id: string;
  journeyId: string;
  agencyCode: string;
  eventType: string;
  milestoneCode: string | null;
  event: CloudEvent;
  createdAt: Date;
}

/**
 * Consent per journey and agency, the outbox of deliveries and stopped agencies (DESIGN §15). Plain
 * SQL, listed in docs/data-access.md. Writes of a journey change go through that change's manager.
 */
@Injectable()
export class DeliveryRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sealer: AuditSealer,
  ) {}

  consents(journeyId: string, em: EntityManager | DataSource = this.dataSource): Promise<ConsentRow[]> {
    return em.query(`SELECT agency_code, consent, decided_at FROM journey_sharing WHERE journey_id = $1`, [
      journeyId,
    ]);
  }

  /** Records a consent decision and its journey event (audit, sealed like every journey event) in one transaction. */
  async setConsent(
    journey: { id: string; status: string },
    agencyCode: string,
    consent: boolean,
    now: Date,
  ): Promise<void> {
    const event = {
      journeyId: journey.id,
      kind: 'SHARING_CONSENT_CHANGED',
      milestoneCode: null,
      status: journey.status,
      occurredAt: now,
      detail: { agency_code: agencyCode, consent },
    };
    const sealed = this.sealer.journeyEvent(event);
    await this.dataSource.transaction(async (em) => {
      await em.query(
        `INSERT INTO journey_sharing (journey_id, agency_code, consent, decided_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (journey_id, agency_code) DO UPDATE SET consent = EXCLUDED.consent, decided_at = EXCLUDED.decided_at`,
        [journey.id, agencyCode, consent, now],
      );
      // The journey row keeps the agencies with a yes, read by every change under its lock.
      await em.query(
        `UPDATE journeys SET consented_agencies = (SELECT coalesce(array_agg(agency_code ORDER BY agency_code), '{}')
           FROM journey_sharing WHERE journey_id = $1 AND consent) WHERE id = $1`,
        [journey.id],
      );
      await em.query(
        `INSERT INTO journey_events (id, journey_id, kind, milestone_code, status, occurred_at, detail, personal_hash, content_hash)
         VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8)`,
        [
          sealed.id,
          journey.id,
          event.kind,
          event.status,
          now,
          event.detail,
          sealed.personalHash,
          sealed.contentHash,
        ],
      );
    });
  }

  /** The citizen's names, for notifications that share them. */
  async profile(em: EntityManager, citizenId: string): Promise<Record<string, unknown>> {
    const [row] = await em.query<{ given_name: string; family_name: string }[]>(
      `SELECT given_name, family_name FROM citizens WHERE id = $1`,
      [citizenId],
    );
    return row ?? {};
  }

  /** The language the citizen chose (DESIGN §17), null when never chosen or when the citizen is gone. */
  async citizenLanguage(em: EntityManager, citizenId: string): Promise<string | null> {
    const [row] = await em.query<{ language: string | null }[]>(
      `SELECT language FROM citizens WHERE id = $1`,
      [citizenId],
    );
    return row?.language ?? null;
  }

  /** Every completed milestone's answers of a journey, merged in completion order. */
  async answers(em: EntityManager, journeyId: string): Promise<Record<string, unknown>> {
    const rows = await em.query<{ answers: Record<string, unknown> }[]>(
      `SELECT answers FROM journey_milestones WHERE journey_id = $1 ORDER BY sequence`,
      [journeyId],
    );
    return Object.assign({}, ...rows.map((r) => r.answers)) as Record<string, unknown>;
  }

  async insert(em: EntityManager, rows: NewDelivery[]): Promise<void> {
    for (const r of rows) {
      await em.query(
        `INSERT INTO deliveries (id, journey_id, agency_code, event_type, milestone_code, event, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7)`,
        [r.id, r.journeyId, r.agencyCode, r.eventType, r.milestoneCode, r.event, r.createdAt],
      );
    }
  }

  /**
   * Newest first, `limit` rows before `beforeSeq` (null: from the newest). Ordered by the column
   * `d.seq`, a number: a bare `seq` would name the text output column and put 9 before 10.
   */
  listForJourney(
    journeyId: string,
    limit: number,
    beforeSeq: string | null,
  ): Promise<(DeliveryRow & { seq: string })[]> {
    return this.dataSource.query(
      `SELECT id, seq::text AS seq, journey_id, agency_code, event_type, milestone_code, event, status, attempts,
              created_at, delivered_at
       FROM deliveries d WHERE journey_id = $1 AND ($2::bigint IS NULL OR d.seq < $2::bigint)
       ORDER BY d.seq DESC LIMIT $3`,
      [journeyId, beforeSeq, limit],
    );
  }

  /**
   * Deliveries by key, in one query when every key has its `created_at` (one partition each); the ones
   * not found so (a job queued before jobs carried it, or a delivery replayed since) by id alone.
   */
  async findMany(keys: DeliveryKey[]): Promise<Map<string, FoundDelivery>> {
    const find = (where: string, params: unknown[]) =>
      this.dataSource.query<FoundDelivery[]>(
        `SELECT d.id, d.journey_id, d.agency_code, d.event_type, d.milestone_code, d.event, d.status, d.attempts,
                d.created_at, d.delivered_at,
                EXISTS (SELECT 1 FROM deliveries e WHERE e.journey_id = d.journey_id AND e.agency_code = d.agency_code
                          AND e.seq < d.seq AND e.status = 'PENDING') AS earlier_pending,
                EXISTS (SELECT 1 FROM agency_stops s WHERE s.agency_code = d.agency_code) AS stopped
         FROM deliveries d WHERE ${where}`,
        params,
      );
    const found = new Map<string, FoundDelivery>();
    const keyed = keys.filter((k) => k.createdAt !== undefined);
    if (keyed.length)
      for (const r of await find(`d.id = ANY($1::uuid[]) AND d.created_at = ANY($2::timestamptz[])`, [
        keyed.map((k) => k.id),
        keyed.map((k) => k.createdAt),
      ]))
        found.set(r.id, r);
    const rest = keys.filter((k) => !found.has(k.id)).map((k) => k.id);
    if (rest.length) for (const r of await find(`d.id = ANY($1::uuid[])`, [rest])) found.set(r.id, r);
    return found;
  }

  /** Whether an earlier delivery of the same journey and agency is still pending. */
  async earlierPending(key: Required<DeliveryKey>): Promise<boolean> {
    const [row] = await this.dataSource.query<{ waiting: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM deliveries e WHERE e.journey_id = d.journey_id AND e.agency_code = d.agency_code
                        AND e.seq < d.seq AND e.status = 'PENDING') AS waiting
       FROM deliveries d WHERE d.id = $1 AND d.created_at = $2`,
      [key.id, key.createdAt],
    );
    return row?.waiting ?? false;
  }

  /**
   * Marks deliveries DELIVERED, in one statement. Answers the next pending delivery of each one's
   * journey and agency, if any (it may be waiting for it).
   */
  async deliveredMany(rows: Required<DeliveryKey>[], at: Date): Promise<string[]> {
    const result: unknown = await this.dataSource.query(
      `WITH done AS (
         UPDATE deliveries SET status = 'DELIVERED', delivered_at = $2, last_attempt_at = $2, attempts = attempts + 1,
           last_error = NULL WHERE id = ANY($1::uuid[]) AND created_at = ANY($3::timestamptz[]) AND status = 'PENDING'
         RETURNING journey_id, agency_code, seq)
       SELECT DISTINCT ON (done.journey_id, done.agency_code, done.seq) e.id
       FROM done JOIN deliveries e ON e.journey_id = done.journey_id AND e.agency_code = done.agency_code
         AND e.seq > done.seq AND e.status = 'PENDING'
       ORDER BY done.journey_id, done.agency_code, done.seq, e.seq`,
      [rows.map((r) => r.id), at, rows.map((r) => r.createdAt)],
    );
    return ((Array.isArray(result) ? result : []) as { id: string }[]).map((r) => r.id);
  }

  /** Pending deliveries of an agency (at most `limit`), oldest first. */
  async pendingOf(agencyCode: string, limit = 10_000): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM deliveries WHERE agency_code = $1 AND status = 'PENDING' ORDER BY created_at LIMIT $2`,
      [agencyCode, limit],
    );
    return rows.map((r) => r.id);
  }

  async attempted(key: Required<DeliveryKey>, at: Date, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE deliveries SET attempts = attempts + 1, last_attempt_at = $2, last_error = $3
        WHERE id = $1 AND created_at = $4`,
      [key.id, at, error, key.createdAt],
    );
  }

  async failed(key: Required<DeliveryKey>): Promise<void> {
    await this.dataSource.query(
      `UPDATE deliveries SET status = 'FAILED' WHERE id = $1 AND created_at = $2 AND status = 'PENDING'`,
      [key.id, key.createdAt],
    );
  }

  async stopAgency(code: string, at: Date, reason: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO agency_stops (agency_code, stopped_at, reason) VALUES ($1, $2, $3) ON CONFLICT (agency_code) DO NOTHING`,
      [code, at, reason],
    );
  }

  async restartAgency(code: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM agency_stops WHERE agency_code = $1`, [code]);
  }

  /**
   * FAILED deliveries back to PENDING (the same event id), dated now (whole milliseconds: it moves to
   * this month's partition); answers their keys.
   */
  async requeue(filter: {
    id?: string;
    agency?: string;
    since?: Date;
  }): Promise<{ id: string; createdAt: Date }[]> {
    const rows = await this.dataSource.query<{ id: string; created_at: Date }[]>(
      `UPDATE deliveries SET status = 'PENDING', created_at = date_trunc('milliseconds', now()) WHERE status = 'FAILED'
         AND ($1::uuid IS NULL OR id = $1) AND ($2::text IS NULL OR agency_code = $2)
         AND ($3::timestamptz IS NULL OR created_at >= $3) RETURNING id, created_at`,
      [filter.id ?? null, filter.agency ?? null, filter.since ?? null],
    );
    return (Array.isArray(rows[0]) ? (rows[0] as typeof rows) : rows).map((r) => ({
      id: r.id,
      createdAt: r.created_at,
    }));
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.dataSource.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM deliveries WHERE status = 'PENDING'`,
    );
    return Number(row?.n ?? 0);
  }
}
