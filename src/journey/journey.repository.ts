import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AuditSealer } from '../audit/audit-sealer';
import { PooledReads } from '../database/pooled-reads';
import { assignments, columnsOf, insertInto, oneStatement, SqlParams } from '../database/sql';
import { JourneyEntity, JourneyEventEntity, JourneyMilestoneEntity } from './journey.entity';

export type NewJourneyEvent = Omit<
  JourneyEventEntity,
  'id' | 'journeyId' | 'sequence' | 'contentHash' | 'personalHash' | 'chainHash' | 'chainSeq' | 'erased'
>;
export type NewJourneyMilestone = Omit<JourneyMilestoneEntity, 'journeyId'>;

/**
 * A change decided on a locked journey: fields to update, milestones completed, events to record and,
 * when a citizen changed answers (DESIGN §11), milestones whose answers changed or that were withdrawn.
 */
export interface JourneyChange {
  journey: Partial<Omit<JourneyEntity, 'id' | 'citizenId' | 'intentId'>>;
  milestones: NewJourneyMilestone[];
  events: NewJourneyEvent[];
  changedAnswers?: { milestoneCode: string; answers: Record<string, unknown> }[];
  withdrawn?: string[];
}

/** What must follow a change in its transaction (deliveries, reminders, offers: DESIGN §15–16). */
export type AfterChange = (em: EntityManager, journey: JourneyEntity) => Promise<void>;

export interface StoredJourney {
  journey: JourneyEntity;
  /** In completion order. */
  milestones: JourneyMilestoneEntity[];
}

/** A journey as the list reads it: the summary columns, timestamps as ISO 8601 text. */
export type JourneySummary = Pick<
  JourneyEntity,
  Exclude<
    (typeof SUMMARY_COLUMNS)[number],
    'createdAt' | 'updatedAt' | 'lastActivityAt' | 'completedAt' | 'closedAt'
  >
> & {
  createdAt: string;
  updatedAt: string;
  lastActivityAt: string;
  completedAt: string | null;
  closedAt: string | null;
};

/** Columns of the list and of the journey response (not the facts or evidence). */
const SUMMARY_COLUMNS = [
  'id',
  'status',
  'workflowCode',
  'workflowVersion',
  'title',
  'currentMilestoneCode',
  'progress',
  'intentId',
  'blockedReason',
  'createdAt',
  'updatedAt',
  'lastActivityAt',
  'completedAt',
  'closedAt',
  'closeReason',
  'nextDueDate',
  'version',
] as const;

type MilestoneRow = Omit<JourneyMilestoneEntity, 'completedAt'> & { completedAt: string };

/**
 * Journeys, their completed milestones and events. The reads and the locked change that every
 * list, plan and completion makes are plain SQL (src/database/sql.ts): one statement to read a
 * journey with its milestones (also under the row lock, see loadLocked), one to write a change.
 */
@Injectable()
export class JourneyRepository {
  private readonly listSql: string;
  private readonly activeSql: string;
  private readonly ownedSql: string;
  private readonly ownedVersionSql: string;
  private readonly lockedWithMilestonesSql: string;
  private readonly withMilestonesSql: string;
  private readonly milestonesSql: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: PooledReads,
    private readonly sealer: AuditSealer,
  ) {
    const milestone = dataSource.getMetadata(JourneyMilestoneEntity);
    const milestoneJson = milestone.columns
      .map((c) => `'${c.propertyName}', m."${c.databaseName}"`)
      .join(', ');
    // Served by journeys_citizen_activity_idx.
    // A page after the (last_activity_at, id) of the page before ($2, $3; null for the first), $4 rows.
    this.listSql = `SELECT ${columnsOf(dataSource, JourneyEntity, { only: SUMMARY_COLUMNS, timestampsAsText: true })}
      FROM journeys WHERE citizen_id = $1
        AND ($2::timestamptz IS NULL OR (last_activity_at, id) < ($2::timestamptz, $3::uuid))
      ORDER BY last_activity_at DESC, id DESC LIMIT $4`;
    this.activeSql = `SELECT id FROM journeys WHERE citizen_id = $1 AND status IN ('ACTIVE', 'BLOCKED')
      ORDER BY last_activity_at DESC, id DESC LIMIT 1`;
    this.ownedVersionSql = 'SELECT version FROM journeys WHERE id = $1 AND citizen_id = $2';
    this.ownedSql = `SELECT ${columnsOf(dataSource, JourneyEntity)} FROM journeys WHERE id = $1 AND citizen_id = $2`;
    this.withMilestonesSql = `SELECT ${columnsOf(dataSource, JourneyEntity, { alias: 'j' })},
      (SELECT coalesce(json_agg(json_build_object(${milestoneJson}) ORDER BY m.sequence), '[]'::json)
         FROM journey_milestones m WHERE m.journey_id = j.id) AS "milestones"
      FROM journeys j WHERE j.id = $1 AND j.citizen_id = $2`;
    // The locked row with its milestones and, beside them, the version the statement's snapshot saw:
    // different only when the statement waited for the lock (see loadLocked).
    this.lockedWithMilestonesSql = `SELECT ${columnsOf(dataSource, JourneyEntity, { alias: 'j' })},
      (SELECT s.version FROM journeys s WHERE s.id = j.id) AS "snapshotVersion",
      (SELECT coalesce(json_agg(json_build_object(${milestoneJson}) ORDER BY m.sequence), '[]'::json)
         FROM journey_milestones m WHERE m.journey_id = j.id) AS "milestones"
      FROM journeys j WHERE j.id = $1 AND j.citizen_id = $2 FOR UPDATE OF j`;
    this.milestonesSql = `SELECT ${columnsOf(dataSource, JourneyMilestoneEntity)}
      FROM journey_milestones WHERE journey_id = $1 ORDER BY sequence`;
  }

  /** The citizen's journeys, most recent activity first; timestamps as ISO 8601 text. */
  /** The hot-path statements, for the test that checks them against the schema (docs/data-access.md). */
  hotPathStatements(): Record<string, string> {
    return {
      list: this.listSql,
      active: this.activeSql,
      owned: this.ownedSql,
      ownedVersion: this.ownedVersionSql,
      lockedWithMilestones: this.lockedWithMilestonesSql,
      withMilestones: this.withMilestonesSql,
      milestones: this.milestonesSql,
    };
  }

  /** Up to `limit` of the citizen's journeys after `after` (most recent activity first). */
  listByCitizen(
    citizenId: string,
    limit: number,
    after: { lastActivityAt: string; id: string } | null,
  ): Promise<JourneySummary[]> {
    return this.reads.rows<JourneySummary>('journeys-by-citizen', this.listSql, [
      citizenId,
      after?.lastActivityAt ?? null,
      after?.id ?? null,
      limit,
    ]);
  }

  /** The citizen's most recently active journey that is ACTIVE or BLOCKED (spec §3.1), if any. */
  async activeId(citizenId: string): Promise<string | null> {
    const rows = await this.reads.rows<{ id: string }>('journey-active', this.activeSql, [citizenId]);
    return rows[0]?.id ?? null;
  }

  async findOwned(citizenId: string, id: string): Promise<JourneyEntity | null> {
    const rows = await this.reads.rows<JourneyEntity>('journey-owned', this.ownedSql, [id, citizenId]);
    return rows[0] ?? null;
  }

  /** The version of the citizen's journey (its ETag), or null when it is not theirs or not there. */
  async ownedVersion(citizenId: string, id: string): Promise<number | null> {
    const rows = await this.reads.rows<{ version: number }>('journey-owned-version', this.ownedVersionSql, [
      id,
      citizenId,
    ]);
    return rows[0]?.version ?? null;
  }

  findOwnedByIntent(citizenId: string, intentId: string): Promise<JourneyEntity | null> {
    return this.dataSource.getRepository(JourneyEntity).findOneBy({ intentId, citizenId });
  }

  async findOwnedWithMilestones(citizenId: string, id: string): Promise<StoredJourney | null> {
    const rows = await this.reads.rows<JourneyEntity & { milestones: MilestoneRow[] }>(
      'journey-with-milestones',
      this.withMilestonesSql,
      [id, citizenId],
    );
    if (!rows.length) return null;
    const { milestones, ...journey } = rows[0];
    return {
      journey,
      milestones: milestones.map((m) => ({ ...m, completedAt: new Date(m.completedAt) })),
    };
  }

  /**
   * Inserts the journey unless one exists for its intent (unique constraint journeys_intent_id_key,
   * so concurrent calls create one journey). Answers whether this call created it, and the journey.
   */
  async createUnlessExists(
    journey: Omit<JourneyEntity, 'id'>,
    milestones: NewJourneyMilestone[],
    events: NewJourneyEvent[],
    after?: AfterChange,
  ): Promise<{ created: boolean; journey: JourneyEntity }> {
    const created = await this.dataSource.transaction(async (em) => {
      const result = await em
        .createQueryBuilder()
        .insert()
        .into(JourneyEntity)
        .values(journey as QueryDeepPartialEntity<JourneyEntity>)
        .orIgnore()
        .returning('id')
        .execute();
      const id = (result.raw as { id: string }[])[0]?.id;
      if (!id) return null;
      await this.insertChildren(em, id, milestones, events);
      const created = await em.getRepository(JourneyEntity).findOneByOrFail({ id });
      await after?.(em, created);
      return created;
    });
    if (created) return { created: true, journey: created };
    const existing = await this.findOwnedByIntent(journey.citizenId, journey.intentId);
    if (!existing) throw new Error('journey insert was skipped but no journey exists for the intent');
    return { created: false, journey: existing };
  }

  /**
   * Runs `decide` on the journey with its row locked (SELECT … FOR UPDATE) and applies the change it
   * returns, all in one transaction: concurrent changes of one journey run one after the other.
   * `decide` returns null for "nothing to change"; it may throw to refuse. Null when not found.
   */
  async changeLocked(
    citizenId: string,
    id: string,
    decide: (
      stored: StoredJourney,
      em: EntityManager,
    ) => JourneyChange | null | Promise<JourneyChange | null>,
    after?: AfterChange,
  ): Promise<JourneyEntity | null> {
    return this.dataSource.transaction(async (em) => {
      const stored = await this.loadLocked(em, citizenId, id);
      if (!stored) return null;
      const change = await decide(stored, em);
      if (!change) return stored.journey;
      // Under the row lock: every change is one version more (the journey's ETag).
      change.journey.version = stored.journey.version + 1;
      // Changed answers (rare, not a hot path) go through the repository before the new rows.
      const milestones = em.getRepository(JourneyMilestoneEntity);
      for (const milestoneCode of change.withdrawn ?? [])
        await milestones.delete({ journeyId: id, milestoneCode });
      for (const { milestoneCode, answers } of change.changedAnswers ?? []) {
        await milestones.update({ journeyId: id, milestoneCode }, {
          answers,
        } as QueryDeepPartialEntity<JourneyMilestoneEntity>);
      }
      // One statement: the journey's update and its new milestones and events (data-modifying CTEs).
      const params = new SqlParams(id);
      const children = this.childInserts(id, change.milestones, change.events, params);
      const update = `UPDATE journeys SET ${assignments(this.dataSource, JourneyEntity, change.journey, params)} WHERE id = $1`;
      await this.reads.inTransaction(
        em,
        'journey-change',
        oneStatement([...children, update]),
        params.values,
      );
      const changed = { ...stored.journey, ...change.journey };
      await after?.(em, changed);
      return changed;
    });
  }

  listEvents(journeyId: string): Promise<JourneyEventEntity[]> {
    return this.dataSource
      .getRepository(JourneyEventEntity)
      .find({ where: { journeyId }, order: { sequence: 'ASC' } });
  }

  /**
   * A journey locked for a change, with its completed milestones, in one statement — unless the
   * statement waited for the lock. Under READ COMMITTED a statement that waited returns the newest
   * journey row but evaluates its subqueries on the snapshot it started with, so it would pair the
   * newest journey with stale milestones (seen on PostgreSQL as concurrent completions inserting the
   * same milestone twice). Milestones change only in a change that adds one to the journey's
   * version, so when the version the snapshot saw is the locked row's, its milestones are current;
   * otherwise they are read again, in a statement of their own (a new snapshot, the lock held).
   */
  private async loadLocked(em: EntityManager, citizenId: string, id: string): Promise<StoredJourney | null> {
    const [row] = await this.reads.inTransaction<
      JourneyEntity & { snapshotVersion: number | null; milestones: MilestoneRow[] }
    >(em, 'journey-locked', this.lockedWithMilestonesSql, [id, citizenId]);
    if (!row) return null;
    const { snapshotVersion, milestones, ...journey } = row;
    if (snapshotVersion === journey.version) {
      return { journey, milestones: milestones.map((m) => ({ ...m, completedAt: new Date(m.completedAt) })) };
    }
    const fresh = await this.reads.inTransaction<JourneyMilestoneEntity>(
      em,
      'journey-milestones',
      this.milestonesSql,
      [id],
    );
    return { journey, milestones: fresh };
  }

  /** INSERT statements for a journey's new milestones and events (none when there are none). */
  private childInserts(
    journeyId: string,
    milestones: NewJourneyMilestone[],
    events: NewJourneyEvent[],
    params: SqlParams,
  ): string[] {
    const statements: string[] = [];
    if (milestones.length) {
      const rows = milestones.map((m) => ({ ...m, journeyId }));
      statements.push(insertInto(this.dataSource, JourneyMilestoneEntity, rows, params));
    }
    if (events.length) {
      // Sealed here (DESIGN §13): each event's id and keyed hashes go in with it.
      const rows = events.map((e) => ({ ...e, journeyId, ...this.sealer.journeyEvent({ ...e, journeyId }) }));
      statements.push(insertInto(this.dataSource, JourneyEventEntity, rows, params));
    }
    return statements;
  }

  private async insertChildren(
    em: EntityManager,
    journeyId: string,
    milestones: NewJourneyMilestone[],
    events: NewJourneyEvent[],
  ): Promise<void> {
    const params = new SqlParams();
    const statements = this.childInserts(journeyId, milestones, events, params);
    if (statements.length) await em.query(oneStatement(statements), params.values);
  }
}
