import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reminders (DESIGN §16):
 * - `sent_at`: a reminder sent is kept, marked, instead of deleted, so that the journey's next change
 *   finds it and does not schedule it again (a deleted row was sent again after every change); the
 *   day is part of the key, so a date changed and changed back is not reminded of twice either.
 * - `OPENS`: a reminder on the day a step opens (a template's `opens`, such as a divorce's final
 *   order); `due_date` holds that day for such a row.
 * Replicas of the previous build (a rolling update) write only DUE_SOON and OVERDUE and never read
 * `sent_at`: both changes accept what they do.
 */
export class RemindersSentOnceAndOnOpening1766000500000 implements MigrationInterface {
  name = 'RemindersSentOnceAndOnOpening1766000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE journey_reminders ADD COLUMN sent_at timestamptz NULL`);
    await q.query(`ALTER TABLE journey_reminders DROP CONSTRAINT journey_reminders_pkey`);
    await q.query(
      `ALTER TABLE journey_reminders ADD PRIMARY KEY (journey_id, milestone_code, kind, due_date)`,
    );
    await q.query(`ALTER TABLE journey_reminders DROP CONSTRAINT journey_reminders_kind_check`);
    await q.query(
      `ALTER TABLE journey_reminders ADD CONSTRAINT journey_reminders_kind_check CHECK (kind IN ('DUE_SOON', 'OVERDUE', 'OPENS'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM journey_reminders WHERE kind = 'OPENS' OR sent_at IS NOT NULL`);
    await q.query(`ALTER TABLE journey_reminders DROP CONSTRAINT journey_reminders_kind_check`);
    await q.query(
      `ALTER TABLE journey_reminders ADD CONSTRAINT journey_reminders_kind_check CHECK (kind IN ('DUE_SOON', 'OVERDUE'))`,
    );
    await q.query(`ALTER TABLE journey_reminders DROP CONSTRAINT journey_reminders_pkey`);
    await q.query(`ALTER TABLE journey_reminders ADD PRIMARY KEY (journey_id, milestone_code, kind)`);
    await q.query(`ALTER TABLE journey_reminders DROP COLUMN sent_at`);
  }
}
