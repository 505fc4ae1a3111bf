import type PgBoss from 'pg-boss';
import { ReminderScheduler, type ReminderJob } from '../../src/delivery/reminder.scheduler';
import { signInWithHighAssurance } from '../factories/auth.factory';
import { birthWithReminders, createJourneyTestApp, JourneyTestApp } from '../factories/journey.factory';
import { untilSomeoneWaitsOnALock } from '../factories/locks';

// Runs only with DATABASE_URL set to a real PostgreSQL (jest.config.js): the embedded engine has one
// connection, so a transaction never waits on another's lock there.

interface ReminderRow {
  milestone_code: string;
  kind: 'DUE_SOON' | 'OVERDUE' | 'OPENS';
  due_date: string;
  job_id: string;
}

describe('A reminder sent during a change of its journey (ReminderScheduler.remind)', () => {
  let t: JourneyTestApp;
  beforeAll(async () => {
    // No delivery worker: the test sends the reminder itself, at the moment it chooses.
    t = await createJourneyTestApp();
  });
  afterAll(() => t.close());

  it('waits for the change and never deadlocks with it (seen in CI as a 500 on a changed answer)', async () => {
    const ada = await signInWithHighAssurance(t);
    // Born 10 days ago: registration is due in 32 days, so its reminders are scheduled, none due yet.
    const { journey } = await birthWithReminders(t, ada.token, 10);
    const [reminder] = await t.dataSource.query<ReminderRow[]>(
      `SELECT milestone_code, kind, due_date::text AS due_date, job_id FROM journey_reminders
       WHERE journey_id = $1 AND kind = 'DUE_SOON' AND milestone_code = 'register-the-birth'`,
      [journey.id],
    );
    expect(reminder).toBeDefined();

    // A change of the journey, in the order a change takes its locks: the journey's row, then (once it
    // has decided) the reminder it no longer wants.
    const change = t.dataSource.createQueryRunner();
    await change.connect();
    try {
      await change.startTransaction();
      await change.query('SELECT 1 FROM journeys WHERE id = $1 FOR UPDATE', [journey.id]);
      // The reminder's time comes while the change holds the journey.
      const { milestone_code, kind, due_date } = reminder;
      const job = { id: reminder.job_id, data: { journey_id: journey.id, milestone_code, kind, due_date } };
      const sent = t.app
        .get(ReminderScheduler)
        .remind(job as PgBoss.Job<ReminderJob>)
        .then(
          () => 'done',
          (e: Error) => `failed: ${e.message}`,
        );
      await untilSomeoneWaitsOnALock(t.dataSource, 'the reminder');
      // Before: the reminder held its own row and waited on the journey for its delivery's foreign key,
      // and this delete waited on the reminder: PostgreSQL broke the deadlock by failing one of them.
      await change.query(
        'DELETE FROM journey_reminders WHERE journey_id = $1 AND milestone_code = $2 AND kind = $3 AND due_date = $4',
        [journey.id, reminder.milestone_code, reminder.kind, reminder.due_date],
      );
      await change.commitTransaction();
      expect(await sent).toBe('done');
    } finally {
      if (change.isTransactionActive) await change.rollbackTransaction();
      await change.release();
    }
    // The change came first and cancelled the reminder: nothing was sent.
    const [deliveries] = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM deliveries WHERE journey_id = $1 AND agency_code = 'reminder-service'`,
      [journey.id],
    );
    expect(deliveries.n).toBe(0);
  }, 30_000);
});
