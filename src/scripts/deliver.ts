/**
 * The delivery worker as a process of its own (DESIGN §15): `node dist/scripts/deliver.js`, from the
 * same image as the service, against DATABASE_URL. It runs the service's modules without serving HTTP
 * and works the delivery and reminder queues until SIGTERM. Run the API replicas with
 * DELIVERY_WORKER=false when this process does the delivering; both can also run at once.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { AppLogger, createRootLogger, logFatal } from '../common/logging';
import { readAppConfig } from '../config/app.config';

async function main(): Promise<void> {
  process.env.DELIVERY_WORKER = 'true';
  // Nest's own lines as JSON from the first one (DESIGN §18), as in main.ts.
  const logger = new AppLogger(createRootLogger(readAppConfig().logLevel));
  const app = await NestFactory.createApplicationContext(AppModule.register({ logger }), { logger });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  logger.log('delivery worker started', 'Worker');
}

main().catch((error: unknown) => {
  logFatal(`Delivery worker failed: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
});
