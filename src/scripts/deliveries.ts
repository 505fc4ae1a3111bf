/**
 * Dead deliveries back in the queue, with the same event id (DESIGN §15):
 *   node dist/scripts/deliveries.js --replay <delivery id>
 *   node dist/scripts/deliveries.js --agency <code> --since <ISO time>
 *   node dist/scripts/deliveries.js --restart <agency code>   (after the agency answered 410)
 * Prints one JSON line. Against DATABASE_URL.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { AppModule } from '../app.module';
import { DeliveryRepository } from '../delivery/delivery.repository';
import { DELIVERY_QUEUE, deliveryJob } from '../delivery/delivery.worker';
import { JobQueue } from '../job-queue/job-queue.service';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      replay: { type: 'string' },
      agency: { type: 'string' },
      since: { type: 'string' },
      restart: { type: 'string' },
    },
  });
  if (!values.replay && !values.agency && !values.restart)
    throw new Error('say --replay <id>, --agency <code> [--since <time>] or --restart <agency code>');
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new Error('--since is not a time (ISO 8601)');
  process.env.DELIVERY_WORKER = 'false';
  process.env.RETENTION_PURGE_INTERVAL = '0';
  const app = await NestFactory.createApplicationContext(AppModule.register(), { logger: false });
  try {
    const repository = app.get(DeliveryRepository, { strict: false });
    const queue = app.get(JobQueue, { strict: false });
    if (values.restart) await repository.restartAgency(values.restart);
    const keys =
      values.replay || values.agency
        ? await repository.requeue({ id: values.replay, agency: values.agency, since })
        : [];
    for (const key of keys) await queue.send(DELIVERY_QUEUE, deliveryJob(key));
    console.log(JSON.stringify({ requeued: keys.length, restarted: values.restart ?? null }));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'error', msg: `deliveries: ${(error as Error).message}` }));
  process.exit(1);
});
