import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { metricsConfig } from '../config/metrics.config';

const STARTED = Symbol('metrics.started');
type TimedRequest = IncomingMessage & { [STARTED]?: number };
/** What Node publishes on its `http.server.*` diagnostics channels. */
interface HttpMessage {
  request: IncomingMessage;
  response: ServerResponse;
  server: Server;
}

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
  private metricsServer?: Server;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(metricsConfig.KEY) private readonly config: ConfigType<typeof metricsConfig>,
  ) {
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

  /** One child histogram per method, route template and status: no label hashing per request. */
  private readonly series = new Map<string, { observe(seconds: number): void }>();
  private server?: Server;

  /**
   * Times every answer of `server` through Node's HTTP diagnostics channels: no listener, closure or
   * middleware per request (a 'finish' listener per response cost ≈ 15 % of the journey list in
   * `npm run bench`). The route label is Express's route template, never the raw path (no ids).
   */
  observe(server: Server): void {
    this.server = server;
    subscribe('http.server.request.start', this.onStart);
    subscribe('http.server.response.finish', this.onFinish);
  }

  private readonly onStart = (message: unknown): void => {
    const { request, server } = message as HttpMessage;
    if (server === this.server) (request as TimedRequest)[STARTED] = performance.now();
  };

  private readonly onFinish = (message: unknown): void => {
    const { request, response, server } = message as HttpMessage;
    if (server !== this.server) return;
    const started = (request as TimedRequest)[STARTED];
    if (started === undefined) return;
    const template = (request as { route?: { path?: unknown } }).route?.path;
    const route = typeof template === 'string' ? template : 'UNMATCHED';
    const method = request.method ?? 'UNKNOWN';
    const key = `${method} ${response.statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = this.requests.labels({ method, route, status: String(response.statusCode) });
      this.series.set(key, series);
    }
    series.observe((performance.now() - started) / 1000);
  };

  signIn(route: string, outcome: string): void {
    this.signIns.inc({ route, outcome });
  }

  journeyEvent(kind: string): void {
    this.journeyChanges.inc({ kind });
  }

  async onApplicationBootstrap(): Promise<void> {
    const { port } = this.config;
    if (!port) return;
    this.metricsServer = createServer((req, res) => {
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
      this.metricsServer!.once('error', reject).listen(port, '0.0.0.0', () => resolve());
    });
    this.logger.log({ port }, 'Prometheus metrics at GET /metrics');
  }

  async onApplicationShutdown(): Promise<void> {
    unsubscribe('http.server.request.start', this.onStart);
    unsubscribe('http.server.response.finish', this.onFinish);
    if (this.metricsServer) await new Promise<void>((resolve) => this.metricsServer!.close(() => resolve()));
  }

  /** The port the metrics server listens on (tests pass METRICS_PORT of their choice). */
  get port(): number | undefined {
    const address = this.metricsServer?.address();
    return typeof address === 'object' && address ? address.port : undefined;
  }
}
