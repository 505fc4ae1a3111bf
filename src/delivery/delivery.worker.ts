import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type PgBoss from 'pg-boss';
import { Counter, Gauge, Histogram } from 'prom-client';
import { Clock } from '../common/clock';
import { ServiceUrl } from '../http/service-url';
import { agenciesConfig, type Agency } from '../config/agencies.config';
import { JobQueue, WaitFor } from '../job-queue/job-queue.service';
import { MetricsService } from '../metrics/metrics.service';
import { signedHeaders } from './cloud-event';
import { DeliveryRepository, type DeliveryRow, type FoundDelivery } from './delivery.repository';

export const DELIVERY_QUEUE = 'deliveries' as const;

/**
 * A delivery's job: its id and `created_at` (ISO 8601, the partition key; jobs queued before it was
 * carried have only the id).
 */
export interface DeliveryJob {
  delivery_id: string;
  created_at?: string;
}

/** The job of a delivery. */
export function deliveryJob(key: { id: string; createdAt: Date }): DeliveryJob {
  return { delivery_id: key.id, created_at: key.createdAt.toISOString() };
}

/** A job that must run again later (pg-boss retries it with exponential backoff and jitter). */
class RetryLater extends Error {}

/** An agency answering again brings its waiting deliveries forward at most this often (per process). */
const RELEASE_EVERY_MS = 10_000;

/**
 * Delivers the outbox (DESIGN §15): one job per delivery. A delivery waits while an earlier one of
 * the same journey and agency is pending (order per journey and agency), is POSTed signed, and is
 * DELIVERED on a 2xx within the timeout; anything else is retried until DELIVERY_RETRY_HOURS, then
 * FAILED. A 410 stops the agency until the platform team restarts it (`deliveries.js --restart`).
 */
@Injectable()
export class DeliveryWorker {
  private readonly logger = new Logger('Deliveries');
  private readonly outcomes: Counter<'agency' | 'outcome'>;
  private readonly lag: Histogram;
  /** Agencies this process saw fail since they last answered 2xx, and when it last released their backlog. */
  private readonly failing = new Set<string>();
  private readonly released = new Map<string, number>();

  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly queue: JobQueue,
    private readonly serviceUrl: ServiceUrl,
    private readonly clock: Clock,
    metrics: MetricsService,
    @Inject(agenciesConfig.KEY) private readonly config: ConfigType<typeof agenciesConfig>,
  ) {
    const registers = [metrics.registry];
    this.outcomes = new Counter({
      name: 'cjs_deliveries_total',
      help: 'Delivery attempts to agencies by outcome (delivered, retry, failed, stopped)',
      labelNames: ['agency', 'outcome'],
      registers,
    });
    this.lag = new Histogram({
      name: 'cjs_delivery_lag_seconds',
      help: 'From the journey change to the agency answering 2xx',
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 3600],
      registers,
    });
    new Gauge({
      name: 'cjs_deliveries_pending',
      help: 'Deliveries not yet delivered nor failed',
      registers,
      collect: async function (this: Gauge) {
        this.set(await deliveries.pendingCount().catch(() => 0));
      },
    });
  }

  /**
   * A delivery job still active this long after it started ran in a process that died (or hangs): it
   * is failed and retried. Above the receiver's timeout, with room for the database work around it.
   */
  get expireInSeconds(): number {
    return Math.ceil(this.config.timeoutMs / 1000) * 2 + 10;
  }

  start(): Promise<void> {
    return this.queue.workBatch<DeliveryJob>(DELIVERY_QUEUE, (jobs) => this.deliverBatch(jobs), 4, 25);
  }

  /**
   * Waiting deliveries whose reason to wait is gone run at the next poll instead of at the end of
   * their backoff: the next one of the same journey and agency once this one is delivered, and the
   * backlog of an agency that answers 2xx again after failing (a receiver back after an outage gets
   * what it missed at once, not over the next minutes or hours of backoff).
   */
  private async release(agencies: Iterable<string>, next: string[]): Promise<void> {
    const ids = [...next];
    for (const agency of agencies)
      if (this.failing.delete(agency) && Date.now() - (this.released.get(agency) ?? 0) > RELEASE_EVERY_MS) {
        this.released.set(agency, Date.now());
        ids.push(...(await this.deliveries.pendingOf(agency)));
      }
    if (ids.length) await this.queue.runSoon(DELIVERY_QUEUE, ids);
  }

  /**
   * A batch of jobs: their deliveries read in one query, POSTed at once, the delivered ones written in
   * one statement (the database work of a batch does not grow with its size, so the worker does not
   * hold the pool's connections against the API). Answers each job's failure (retried), or null.
   */
  async deliverBatch(jobs: PgBoss.Job<DeliveryJob>[]): Promise<(Error | null)[]> {
    const found = await this.deliveries.findMany(
      jobs.map((j) => ({ id: j.data.delivery_id, createdAt: j.data.created_at })),
    );
    const now = this.clock.now();
    const outcomes = await Promise.all(
      jobs.map((job) => this.attempt(job, found.get(job.data.delivery_id), now).catch((e: Error) => e)),
    );
    const delivered = outcomes.filter((o): o is DeliveryRow => !!o && !(o instanceof Error));
    if (delivered.length) {
      const next = await this.deliveries.deliveredMany(
        delivered.map((d) => ({ id: d.id, createdAt: d.created_at })),
        this.clock.now(),
      );
      for (const d of delivered) {
        this.outcomes.inc({ agency: d.agency_code, outcome: 'delivered' });
        this.lag.observe((Date.now() - new Date(d.created_at).getTime()) / 1000);
      }
      await this.release(new Set(delivered.map((d) => d.agency_code)), next).catch((e: Error) =>
        this.logger.warn({ msg: 'could not bring waiting deliveries forward', error: e.message }),
      );
    }
    return outcomes.map((o) => (o instanceof Error ? o : null));
  }

  /** One job: the delivery when its agency answered 2xx (to be written DELIVERED), null when nothing is left to do. */
  private async attempt(
    job: PgBoss.Job<DeliveryJob>,
    d: FoundDelivery | undefined,
    now: Date,
  ): Promise<DeliveryRow | null> {
    // Erased with its citizen, or already settled by an earlier run of this job: nothing to do.
    if (!d || d.status !== 'PENDING') return null;
    // Waits for the earlier one: brought forward when it is delivered (release). If it was delivered
    // while this job ran (its release found this job active, not waiting), this job brings itself
    // forward once it waits.
    if (d.earlier_pending)
      throw new WaitFor('an earlier delivery to this agency is pending', async () => {
        if (!(await this.deliveries.earlierPending({ id: d.id, createdAt: d.created_at })))
          await this.queue.runSoon(DELIVERY_QUEUE, [job.id]);
      });
    if (now.getTime() - new Date(d.created_at).getTime() > this.config.retryHours * 3_600_000) {
      await this.deliveries.failed({ id: d.id, createdAt: d.created_at });
      this.outcomes.inc({ agency: d.agency_code, outcome: 'failed' });
      this.logger.warn({
        msg: 'delivery failed for good',
        delivery_id: d.id,
        agency: d.agency_code,
        attempts: d.attempts,
      });
      return null;
    }
    if (d.stopped) throw new RetryLater('the agency is stopped (it answered 410)');
    const agency = this.config.agencies?.get(d.agency_code);
    if (!agency) throw new RetryLater('the agency is not configured');
    const error = await this.post(agency, d.id, JSON.stringify(d.event), now);
    if (!error) return d;
    this.failing.add(d.agency_code);
    await this.deliveries.attempted({ id: d.id, createdAt: d.created_at }, now, error.message);
    if (error.gone) await this.deliveries.stopAgency(d.agency_code, now, error.message);
    this.outcomes.inc({ agency: d.agency_code, outcome: error.gone ? 'stopped' : 'retry' });
    this.logger.warn({
      msg: 'delivery attempt failed',
      delivery_id: d.id,
      agency: d.agency_code,
      attempt: d.attempts + 1,
      error: error.message,
    });
    throw new RetryLater(error.message);
  }

  /** POSTs the signed event; null on a 2xx within the timeout, else what went wrong. */
  private async post(
    agency: Agency,
    id: string,
    body: string,
    at: Date,
  ): Promise<{ message: string; gone: boolean } | null> {
    const endpoint = agency.endpoint ?? `${this.serviceUrl.origin()}/sandbox/agencies/${agency.code}/inbox`;
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: signedHeaders(id, body, agency.secrets, at),
        body,
        signal: AbortSignal.timeout(this.config.timeoutMs),
        redirect: 'manual',
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return null;
      return { message: `the agency answered ${res.status}`, gone: res.status === 410 };
    } catch (e) {
      const name = (e as Error).name;
      return {
        message: name === 'TimeoutError' ? 'no answer within the timeout' : 'connection failed',
        gone: false,
      };
    }
  }
}
