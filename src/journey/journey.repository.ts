import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsSelect } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { JourneyEntity, JourneyEventEntity, JourneyMilestoneEntity } from './journey.entity';

export type NewJourneyEvent = Omit<JourneyEventEntity, 'id' | 'journeyId' | 'sequence'>;
export type NewJourneyMilestone = Omit<JourneyMilestoneEntity, 'journeyId'>;

/** A change decided on a locked journey: fields to update, milestones completed, events to record. */
export interface JourneyChange {
  journey: Partial<Omit<JourneyEntity, 'id' | 'citizenId' | 'intentId'>>;
  milestones: NewJourneyMilestone[];
  events: NewJourneyEvent[];
}

export interface StoredJourney {
  journey: JourneyEntity;
  /** In completion order. */
  milestones: JourneyMilestoneEntity[];
}

/** Columns of the list and of the journey response (not the facts or evidence). */
const SUMMARY_COLUMNS: FindOptionsSelect<JourneyEntity> = {
  id: true,
  status: true,
  workflowCode: true,
  workflowVersion: true,
  title: true,
  currentMilestoneCode: true,
  progress: true,
  intentId: true,
  blockedReason: true,
  createdAt: true,
  updatedAt: true,
  lastActivityAt: true,
  completedAt: true,
};

@Injectable()
export class JourneyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Served by journeys_citizen_activity_idx. */
  listByCitizen(citizenId: string): Promise<JourneyEntity[]> {
    return this.dataSource.getRepository(JourneyEntity).find({
      select: SUMMARY_COLUMNS,
      where: { citizenId },
      order: { lastActivityAt: 'DESC', id: 'DESC' },
    });
  }

  findOwned(citizenId: string, id: string): Promise<JourneyEntity | null> {
    return this.dataSource.getRepository(JourneyEntity).findOneBy({ id, citizenId });
  }

  findOwnedByIntent(citizenId: string, intentId: string): Promise<JourneyEntity | null> {
    return this.dataSource.getRepository(JourneyEntity).findOneBy({ intentId, citizenId });
  }

  async findOwnedWithMilestones(citizenId: string, id: string): Promise<StoredJourney | null> {
    return this.loadWithMilestones(this.dataSource.manager, citizenId, id, false);
  }

  /**
   * Inserts the journey unless one exists for its intent (unique constraint journeys_intent_id_key,
   * so concurrent calls create one journey). Answers whether this call created it, and the journey.
   */
  async createUnlessExists(
    journey: Omit<JourneyEntity, 'id'>,
    milestones: NewJourneyMilestone[],
    events: NewJourneyEvent[],
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
      return em.getRepository(JourneyEntity).findOneByOrFail({ id });
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
    decide: (stored: StoredJourney) => JourneyChange | null,
  ): Promise<JourneyEntity | null> {
    return this.dataSource.transaction(async (em) => {
      const stored = await this.loadWithMilestones(em, citizenId, id, true);
      if (!stored) return null;
      const change = decide(stored);
      if (!change) return stored.journey;
      await em
        .getRepository(JourneyEntity)
        .update({ id }, change.journey as QueryDeepPartialEntity<JourneyEntity>);
      await this.insertChildren(em, id, change.milestones, change.events);
      return { ...stored.journey, ...change.journey };
    });
  }

  listEvents(journeyId: string): Promise<JourneyEventEntity[]> {
    return this.dataSource
      .getRepository(JourneyEventEntity)
      .find({ where: { journeyId }, order: { sequence: 'ASC' } });
  }

  private async loadWithMilestones(
    em: EntityManager,
    citizenId: string,
    id: string,
    lock: boolean,
  ): Promise<StoredJourney | null> {
    const journey = await em.getRepository(JourneyEntity).findOne({
      where: { id, citizenId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!journey) return null;
    const milestones = await em
      .getRepository(JourneyMilestoneEntity)
      .find({ where: { journeyId: id }, order: { sequence: 'ASC' } });
    return { journey, milestones };
  }

  private async insertChildren(
    em: EntityManager,
    journeyId: string,
    milestones: NewJourneyMilestone[],
    events: NewJourneyEvent[],
  ): Promise<void> {
    if (milestones.length) {
      await em
        .getRepository(JourneyMilestoneEntity)
        .insert(
          milestones.map((m) => ({ ...m, journeyId })) as QueryDeepPartialEntity<JourneyMilestoneEntity>[],
        );
    }
    if (events.length)
      await em.getRepository(JourneyEventEntity).insert(events.map((e) => ({ ...e, journeyId })));
  }
}
