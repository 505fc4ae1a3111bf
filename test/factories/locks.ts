import type { DataSource } from 'typeorm';

/**
 * Resolves once a backend of this database waits on a lock (pg_stat_activity), polling every 10 ms for
 * up to 3 s; throws with `what` when none did. For tests that hold a lock and need the other side to
 * have reached it before they go on (PostgreSQL only: the embedded engine has one backend).
 */
export async function untilSomeoneWaitsOnALock(dataSource: DataSource, what: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    const [row] = await dataSource.query<{ n: number }[]>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
    );
    if (row.n > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${what} never waited on the lock`);
}
