import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
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

export interface JobOptions {
  startAfter?: Date;
  /** Inside a journey change: the job is queued in that transaction (the transactional outbox). */
  em?: EntityManager;
}

export type JobHandler<T> = (job: PgBoss.Job<T>) => Promise<void>;

/**
 * The PostgreSQL-backed job queue (pg-boss 10, schema `pgboss`, created by a migration), on the
 * application's own connections, so it works the same on the embedded engine and a real PostgreSQL,
 * and a job sent inside a transaction exists exactly when the transaction commits.
 * Retries back off exponentially with jitter (pg-boss's `retryBackoff`).
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  private boss?: PgBoss;
  private starting?: Promise<PgBoss>;
  private readonly queues = new Set<string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private start(): Promise<PgBoss> {
    this.starting ??= (async () => {
      const boss = new PgBoss({
        db: executor((text, values) => this.dataSource.query(text, values)),
        migrate: false,
        schedule: false,
        supervise: true,
        maintenanceIntervalSeconds: 300,
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
  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string> {
    const boss = await this.queue(name);
    const id = await boss.send(name, data, {
      retryLimit: 100_000,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: 60,
      startAfter: options.startAfter,
      ...(options.em ? { db: executor((text, values) => options.em!.query(text, values)) } : {}),
    });
    if (!id) throw new Error(`job queue refused a job for ${name}`);
    return id;
  }

  async cancel(name: string, id: string, em?: EntityManager): Promise<void> {
    const boss = await this.queue(name);
    await boss.cancel(name, id, em ? { db: executor((t, v) => em.query(t, v)) } : undefined);
  }

  /**
   * Works jobs of a queue: `workers` pollers each fetching up to `batchSize` jobs. A job whose handler
   * throws is failed alone (retried with backoff); the others of its batch complete.
   */
  async work<T>(name: string, handler: JobHandler<T>, workers = 2, batchSize = 20): Promise<void> {
    const boss = await this.queue(name);
    for (let i = 0; i < workers; i++) {
      const workerId: string = await boss.work<T>(
        name,
        { batchSize, pollingIntervalSeconds: 0.5 },
        async (jobs) => {
          await Promise.all(
            jobs.map((job) =>
              handler(job).catch((e: Error) => boss.fail(name, job.id, { message: e.message.slice(0, 300) })),
            ),
          );
          // A full batch: fetch again at once instead of waiting for the next poll.
          if (jobs.length === batchSize) boss.notifyWorker(workerId);
        },
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.boss
      ?.stop({ graceful: true, wait: true, timeout: 5_000, close: false })
      .catch(() => undefined);
  }
}
