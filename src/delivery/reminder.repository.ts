import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** The reminder kinds and the journey event each stands for in a template's notifications. */
export const REMINDER_KINDS = {
  DUE_SOON: 'MILESTONE_DUE_SOON',
  OVERDUE: 'MILESTONE_OVERDUE',
  OPENS: 'MILESTONE_OPENS',
} as const;
export type ReminderKind = keyof typeof REMINDER_KINDS;

export interface ReminderRow {
  milestone_code: string;
  kind: ReminderKind;
  /** The deadline (DUE_SOON, OVERDUE), or the day the step opens (OPENS). */
  due_date: string;
  job_id: string;
  /** Sent already: kept so that the same reminder of the same day is never sent again. */
  sent?: boolean;
}

/** The journey behind a reminder that still stands. */
export interface DueReminder {
  citizen_id: string;
  workflow_code: string;
  workflow_version: number;
  status: string;
}

/**
 * The scheduled reminders of each journey (`journey_reminders`, no entity yet): plain SQL, listed in
 * docs/data-access.md. Every method runs in the caller's transaction.
 */
@Injectable()
export class ReminderRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The journey's row lock, as a change takes it: reconciliations run one at a time. */
  async lockJourney(em: EntityManager, journeyId: string): Promise<void> {
    await em.query(`SELECT 1 FROM journeys WHERE id = $1 FOR UPDATE`, [journeyId]);
  }

  ofJourney(em: EntityManager, journeyId: string): Promise<ReminderRow[]> {
    return em.query<ReminderRow[]>(
      `SELECT milestone_code, kind, due_date::text AS due_date, job_id, sent_at IS NOT NULL AS sent
       FROM journey_reminders WHERE journey_id = $1`,
      [journeyId],
    );
  }

  async add(em: EntityManager, journeyId: string, row: ReminderRow): Promise<void> {
    await em.query(
      `INSERT INTO journey_reminders (journey_id, milestone_code, kind, due_date, job_id) VALUES ($1, $2, $3, $4, $5)`,
      [journeyId, row.milestone_code, row.kind, row.due_date, row.job_id],
    );
  }

  /** A reminder sent: kept, so that a later change of the journey does not schedule it again. */
  markSent(em: EntityManager, journeyId: string, row: Omit<ReminderRow, 'job_id'>): Promise<void> {
    return this.one(em, `UPDATE journey_reminders SET sent_at = now()`, journeyId, row);
  }

  remove(em: EntityManager, journeyId: string, row: Omit<ReminderRow, 'job_id'>): Promise<void> {
    return this.one(em, `DELETE FROM journey_reminders`, journeyId, row);
  }

  /** `statement` on one reminder: a journey's milestone, kind and day. */
  private async one(
    em: EntityManager,
    statement: string,
    journeyId: string,
    row: Omit<ReminderRow, 'job_id'>,
  ): Promise<void> {
    await em.query(
      `${statement} WHERE journey_id = $1 AND milestone_code = $2 AND kind = $3 AND due_date = $4`,
      [journeyId, row.milestone_code, row.kind, row.due_date],
    );
  }

  /**
   * The reminder of this job, locked, with its journey; undefined when it was moved, cancelled or
   * already sent.
   */
  async lockDue(
    em: EntityManager,
    journeyId: string,
    milestoneCode: string,
    kind: ReminderKind,
    jobId: string,
  ): Promise<DueReminder | undefined> {
    const [row] = await em.query<DueReminder[]>(
      `SELECT j.citizen_id, j.workflow_code, j.workflow_version, j.status FROM journey_reminders r
       JOIN journeys j ON j.id = r.journey_id
       WHERE r.journey_id = $1 AND r.milestone_code = $2 AND r.kind = $3 AND r.job_id = $4 AND r.sent_at IS NULL
       FOR UPDATE OF r`,
      [journeyId, milestoneCode, kind, jobId],
    );
    return row;
  }
}
