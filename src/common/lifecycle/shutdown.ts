import { Injectable, type INestApplication, type LoggerService } from '@nestjs/common';
import type { Server } from 'node:http';
import { setTimeout as wait } from 'node:timers/promises';

/** Whether this replica is shutting down: readiness answers 503 and answers ask clients to reconnect. */
@Injectable()
export class ShutdownState {
  draining = false;
}

export interface DrainTimes {
  /** How long readiness is 503 while requests are still served (SHUTDOWN_DRAIN). */
  drainMs: number;
  /** How long in-flight requests may then take (SHUTDOWN_TIMEOUT). */
  timeoutMs: number;
}

/**
 * The shutdown sequence of DESIGN §14: readiness 503 at once while the service keeps serving for
 * the drain time (the load balancer notices and sends no more), then no new connections, in-flight
 * requests finish (idle keep-alive connections are closed now, the others after their answer, at
 * the latest after the timeout), then the pools close. Resolves with the drain's duration in ms.
 */
export async function drainThenClose(
  app: INestApplication,
  times: DrainTimes,
  logger: LoggerService,
): Promise<number> {
  const started = Date.now();
  app.get(ShutdownState).draining = true;
  logger.log(
    { drain_ms: times.drainMs, timeout_ms: times.timeoutMs },
    'Shutting down: readiness is 503, still serving',
    'Shutdown',
  );
  await wait(times.drainMs);
  const server = app.getHttpServer() as Server;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = setTimeout(() => {
    logger.warn(
      { timeout_ms: times.timeoutMs },
      'SHUTDOWN_TIMEOUT reached: closing the connections still open',
      'Shutdown',
    );
    server.closeAllConnections();
  }, times.timeoutMs);
  await closed;
  clearTimeout(deadline);
  await app.close();
  const drainedMs = Date.now() - started;
  logger.log(
    { drained_ms: drainedMs },
    'Shut down: every in-flight request answered, pools closed',
    'Shutdown',
  );
  return drainedMs;
}
