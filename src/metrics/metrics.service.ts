import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { readMetricsConfig } from '../config/metrics.config';

/** The `pg` pool behind TypeORM's driver (its public counters only). */
interface PoolCounters {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Prometheus metrics (DESIGN §14) with prom-client, on a registry of this application's own (two
 * instances in one process never share counters): request counts and latency by route template and
 * status, database pool use, Node's default metrics (event-loop lag, heap, GC), sign-ins and journey
 * changes by outcome. Served at GET /metrics on METRICS_PORT, a server apart from the public one.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly signIns: Counter<'route' | 'outcome'>;
  private readonly journeyChanges: Counter<'kind'>;
  private server?: Server;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    this.signIns = new Counter({
      name: 'cjs_sign_ins_total',
      help: 'Sign-in and assurance events by route and outcome',
      labelNames: ['route', 'outcome'],
      registers: [this.registry],
    });
    this.journeyChanges = new Counter({
      name: 'cjs_journey_events_total',
      help: 'Journey events by kind (created, milestone completed, blocked, completed …)',
      labelNames: ['kind'],
      registers: [this.registry],
    });
    const pool = () => (this.dataSource.driver as unknown as { master?: PoolCounters }).master;
    const gauge = (name: string, help: string, read: (p: PoolCounters) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const p = pool();
          if (p) this.set(read(p));
        },
      });
    gauge('cjs_db_pool_connections', 'Database pool connections open', (p) => p.totalCount);
    gauge('cjs_db_pool_idle', 'Database pool connections idle', (p) => p.idleCount);
    gauge('cjs_db_pool_waiting', 'Queries waiting for a database connection', (p) => p.waitingCount);
  }

  /** Times every answer; the route is Express's route template, never the raw path (no ids). */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const stop = this.requests.startTimer();
      res.once('finish', () => {
        const template = (req.route as { path?: unknown } | undefined)?.path;
        stop({
          method: req.method,
          route: typeof template === 'string' ? template : 'UNMATCHED',
          status: String(res.statusCode),
        });
      });
      next();
    };
  }

  signIn(route: string, outcome: string): void {
    this.signIns.inc({ route, outcome });
  }

  journeyEvent(kind: string): void {
    this.journeyChanges.inc({ kind });
  }

  async onApplicationBootstrap(): Promise<void> {
    const { port } = readMetricsConfig();
    if (!port) return;
    this.server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': this.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject).listen(port, '0.0.0.0', () => resolve());
    });
    this.logger.log({ port }, 'Prometheus metrics at GET /metrics');
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The port the metrics server listens on (tests pass METRICS_PORT of their choice). */
  get port(): number | undefined {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : undefined;
  }
}
