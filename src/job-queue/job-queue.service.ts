import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import { DataSource, EntityManager } from 'typeorm';

/** Runs SQL for pg-boss through TypeORM: the pool (or, inside a change, that transaction's manager). */
function executor(run: (text: string, values?: unknown[]) => Promise<unknown>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await run(text, values);
      // TypeORM answers a SELECT with its rows and an UPDATE/DELETE … RETURNING with [rows, count].
      const rows =
        Array.isArray(result) && result.length === 2 && typeof result[1] === 'number' ? result[0] : result;
      return { rows: Array.isArray(rows) ? (rows as unknown[]) : [] };
    },
  };
}

/** Every queue of the service, made at start. */
export const JOB_QUEUES = ['deliveries', 'reminders'] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];

export interface JobOptions {
  /** The job's id (a UUID); by default a new one. */
  id?: string;
  startAfter?: Date;
  /**
   * A job still active this long after it started is failed and retried (the process working it died,
   * or its handler hangs). Default 60.
   */
  expireInSeconds?: number;
  /** Inside a journey change: the job is queued in that transaction (the transactional outbox). */
  em?: EntityManager;
}

export type JobHandler<T> = (job: PgBoss.Job<T>) => Promise<void>;

/**
 * Thrown by a handler whose job must wait for something (retried with backoff, like any failure);
 * `afterFail` runs once the job is in its retry state, to catch a release that came while it ran.
 */
export class WaitFor extends Error {
  constructor(
    message: string,
    readonly afterFail: () => Promise<void>,
  ) {
    super(message);
  }
}

/**
 * The PostgreSQL-backed job queue (pg-boss 10, schema `pgboss`, created by a migration), on the
 * application's own connections, so it works the same on the embedded engine and a real PostgreSQL,
 * and a job sent inside a transaction exists exactly when the transaction commits.
 * Retries back off exponentially with jitter (pg-boss's `retryBackoff`).
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  private boss?: PgBoss;
  private starting?: Promise<PgBoss>;
  private readonly queues = new Set<string>();
  private working = false;
  private stopping = false;
  private readonly loops: Promise<void>[] = [];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Started, and its queues made, before any request: a job sent inside a transaction must not need
   * another connection (the embedded engine has one).
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const name of JOB_QUEUES) await this.queue(name);
  }

  private start(): Promise<PgBoss> {
    this.starting ??= (async () => {
      const boss = new PgBoss({
        db: executor((text, values) => this.dataSource.query(text, values)),
        migrate: false,
        schedule: false,
        supervise: true,
        // Maintenance fails the expired active jobs, those of a process killed while working them, so
        // that they run again: every 15 s (not 300), a job of a killed worker waits its expiry plus at
        // most that. One replica runs it per interval (pg-boss's maintenance lock).
        maintenanceIntervalSeconds: 15,
      });
      boss.on('error', (e: Error) => this.logger.warn(`job queue: ${e.message}`));
      await boss.start();
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  private async queue(name: string): Promise<PgBoss> {
    const boss = await this.start();
    if (!this.queues.has(name)) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name).catch(() => undefined);
      this.queues.add(name);
    }
    return boss;
  }

  /** Queues a job; with `em`, in that transaction. Answers the job id. */
  async send<T extends object>(name: JobQueueName, data: T, options: JobOptions = {}): Promise<string> {
    const boss = await this.queue(name);
    const id = await boss.send(name, data, {
      retryLimit: 100_000,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 60,
      startAfter: options.startAfter,
      ...(options.id ? { id: options.id } : {}),
      ...(options.em ? { db: executor((text, values) => options.em!.query(text, values)) } : {}),
    });
    if (!id) throw new Error(`job queue refused a job for ${name}`);
    return id;
  }

  /**
   * Jobs waiting out a retry's backoff run at the next poll instead (a job whose reason to wait is
   * gone). Answers how many. pg-boss 10 has no call for this: one UPDATE of its job table by primary
   * key (name, id), only of jobs in state `retry`.
   */
  async runSoon(name: JobQueueName, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    await this.queue(name);
    const result: unknown = await this.dataSource.query(
      `UPDATE pgboss.job SET start_after = now()
       WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'retry' AND start_after > now()`,
      [name, ids],
    );
    return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
  }

  async cancel(name: string, id: string, em?: EntityManager): Promise<void> {
    const boss = await this.queue(name);
    await boss.cancel(name, id, em ? { db: executor((t, v) => em.query(t, v)) } : undefined);
  }

  /**
   * Works jobs of a queue: `workers` loops each fetching up to `batchSize` jobs. A job whose handler
   * throws is failed alone (retried with backoff); the others of its batch complete.
   */
  work<T>(name: string, handler: JobHandler<T>, workers = 2, batchSize = 20): Promise<void> {
    return this.workBatch<T>(
      name,
      (jobs) =>
        Promise.all(
          jobs.map((job) =>
            handler(job).then(
              () => null,
              (e: Error) => e,
            ),
          ),
        ),
      workers,
      batchSize,
    );
  }

  /**
   * Works jobs of a queue a batch at a time, in `workers` loops of fetch → handler → complete/fail:
   * `handler` answers each job's failure (that job is failed alone and retried with backoff) or null
   * (completed). Not pg-boss's `work`: after a batch's callback it completes every job of the batch
   * still active, and a job failed inside the batch that another worker has fetched again by then (its
   * backoff over, or brought forward by `runSoon`) is active: it would be completed without being done.
   * Here a batch completes exactly its done jobs. A batch still running after its jobs' expiry minus
   * 5 s is left to the expiry (they are retried), never completed late.
   */
  async workBatch<T>(
    name: string,
    handler: (jobs: PgBoss.Job<T>[]) => Promise<(Error | null)[]>,
    workers = 2,
    batchSize = 20,
    pollingMs = 500,
  ): Promise<void> {
    const boss = await this.queue(name);
    this.working = true;
    for (let i = 0; i < workers; i++) this.loops.push(this.loop(boss, name, handler, batchSize, pollingMs));
  }

  private async loop<T>(
    boss: PgBoss,
    name: string,
    handler: (jobs: PgBoss.Job<T>[]) => Promise<(Error | null)[]>,
    batchSize: number,
    pollingMs: number,
  ): Promise<void> {
    while (!this.stopping) {
      try {
        const jobs = (await boss.fetch<T>(name, { batchSize })) as (PgBoss.Job<T> & {
          expireInSeconds?: number;
        })[];
        if (!jobs?.length) {
          await new Promise((resolve) => setTimeout(resolve, pollingMs));
          continue;
        }
        const expiry = Math.min(...jobs.map((j) => Number(j.expireInSeconds ?? 60))) * 1000 - 5_000;
        let timer: NodeJS.Timeout | undefined;
        const failures = await Promise.race([
          handler(jobs),
          new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), expiry))),
        ]).finally(() => clearTimeout(timer));
        if (!failures) {
          this.logger.warn(`job queue: a batch of ${name} outlived its expiry; its jobs will be retried`);
          continue;
        }
        const done = jobs.filter((_, n) => !failures[n]).map((j) => j.id);
        if (done.length) await boss.complete(name, done);
        await Promise.all(
          jobs.map(async (job, n) => {
            const e = failures[n];
            if (!e) return;
            await boss.fail(name, job.id, { message: e.message.slice(0, 300) });
            if (e instanceof WaitFor) await e.afterFail().catch(() => undefined);
          }),
        );
      } catch (e) {
        // The database went away: the batch's jobs expire and are retried; try again after a pause.
        this.logger.warn(`job queue: ${name}: ${(e as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, pollingMs));
      }
    }
  }

  /**
   * Before the shutdown hooks proper: those close the pools and stop the embedded engine, and a fetch
   * still in flight then failed with "Connection terminated" logged as an error on a plain SIGTERM.
   */
  async beforeApplicationShutdown(): Promise<void> {
    // The batches under way finish (their receivers answer within DELIVERY_TIMEOUT), for 10 s at most:
    // what is left expires and is retried.
    this.stopping = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.loops),
      new Promise((resolve) => (timer = setTimeout(resolve, 10_000))),
    ]).finally(() => clearTimeout(timer));
    await this.boss
      ?.stop({ graceful: true, wait: true, timeout: 5_000, close: false })
      .catch(() => undefined);
    // pg-boss checks its stopped workers once more a second later (Manager.offWork); let that check run
    // before the process (or a test's environment) goes away.
    if (this.working) await new Promise((resolve) => setTimeout(resolve, 1_100));
  }
}
