/**
 * Issue 22: what 100,000 scheduled reminders cost the database while none is due.
 * `npm run bench:reminders` (DATABASE_URL: an empty, migrated PostgreSQL; the script migrates it).
 * Schedules reminder jobs the way ReminderScheduler does (one pg-boss job each, start_after at the
 * reminder's time, spread over the next 60 days), then lets a reminder worker poll for one minute and
 * reads PostgreSQL's own counters for the queue's tables: rows read by sequential scans and by index
 * scans during that minute, with 0 jobs and with 100,000. No scan that grows with the jobs = no
 * per-minute scan of journeys or reminders.
 */
import 'reflect-metadata';
import { Client } from 'pg';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { readDatabaseConfig } from '../config/database.config';
import { compiledMigrations, dataSourceOptions } from '../database/data-source-options';
import { runMigrationsLocked } from '../database/locked-migrations';

const QUEUE = 'reminders';
const JOBS = Number(process.env.BENCH_REMINDERS ?? 100_000);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 60_000);

interface Reads {
  seq_scan: number;
  seq_tup_read: number;
  idx_scan: number;
  idx_tup_fetch: number;
}

async function reads(client: Client): Promise<Reads> {
  const { rows } = await client.query<Record<keyof Reads, string>>(
    `SELECT coalesce(sum(seq_scan), 0) AS seq_scan, coalesce(sum(seq_tup_read), 0) AS seq_tup_read,
            coalesce(sum(idx_scan), 0) AS idx_scan, coalesce(sum(idx_tup_fetch), 0) AS idx_tup_fetch
     FROM pg_stat_user_tables WHERE schemaname = 'pgboss'`,
  );
  const r = rows[0];
  return {
    seq_scan: Number(r.seq_scan),
    seq_tup_read: Number(r.seq_tup_read),
    idx_scan: Number(r.idx_scan),
    idx_tup_fetch: Number(r.idx_tup_fetch),
  };
}

/** The counters' growth while an idle reminder worker polls for WINDOW_MS. */
async function idleMinute(boss: PgBoss, client: Client): Promise<Reads> {
  // Let the writes before it reach the statistics (they are flushed up to a second late).
  await new Promise((r) => setTimeout(r, 2_000));
  await client.query('SELECT pg_stat_clear_snapshot()');
  const before = await reads(client);
  const id = await boss.work(QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 20 }, async () => {
    throw new Error('no reminder is due during the measurement');
  });
  await new Promise((r) => setTimeout(r, WINDOW_MS));
  await boss.offWork(id);
  // The statistics collector reports with a delay of up to a second.
  await new Promise((r) => setTimeout(r, 1_500));
  await client.query('SELECT pg_stat_clear_snapshot()');
  const after = await reads(client);
  return {
    seq_scan: after.seq_scan - before.seq_scan,
    seq_tup_read: after.seq_tup_read - before.seq_tup_read,
    idx_scan: after.idx_scan - before.idx_scan,
    idx_tup_fetch: after.idx_tup_fetch - before.idx_tup_fetch,
  };
}

async function main(): Promise<void> {
  const { url } = readDatabaseConfig();
  if (!url) throw new Error('Set DATABASE_URL to an empty PostgreSQL database');
  const migrator = new DataSource({ ...dataSourceOptions(url, 1), migrations: compiledMigrations() });
  await migrator.initialize();
  await runMigrationsLocked(migrator, url);
  await migrator.destroy();

  const boss = new PgBoss({ connectionString: url, migrate: false, schedule: false, supervise: false });
  boss.on('error', (e: Error) => console.error(e.message));
  await boss.start();
  if (!(await boss.getQueue(QUEUE))) await boss.createQueue(QUEUE);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const empty = await idleMinute(boss, client);
    const now = Date.now();
    const started = Date.now();
    for (let i = 0; i < JOBS; i += 5_000) {
      const batch = Array.from({ length: Math.min(5_000, JOBS - i) }, (_, k) => ({
        name: QUEUE,
        data: {
          journey_id: '00000000-0000-4000-8000-000000000000',
          milestone_code: 'step',
          kind: 'DUE_SOON',
          due_date: '2027-01-01',
        },
        startAfter: new Date(now + 3_600_000 + ((i + k) % 60) * 86_400_000),
      }));
      await boss.insert(batch);
    }
    const scheduledMs = Date.now() - started;
    await client.query('ANALYZE');
    const full = await idleMinute(boss, client);
    const line = {
      jobs: JOBS,
      schedule_ms: scheduledMs,
      window_s: WINDOW_MS / 1000,
      idle_with_0_jobs: empty,
      idle_with_jobs: full,
      rows_read_per_minute_growth:
        full.seq_tup_read + full.idx_tup_fetch - (empty.seq_tup_read + empty.idx_tup_fetch),
    };
    console.log(JSON.stringify(line));
  } finally {
    await client.end();
    await boss.stop({ graceful: false, wait: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:reminders failed: ${(error as Error).message}`);
  process.exit(1);
});
