/**
 * The delivery worker as a process of its own (DESIGN §15): `node dist/scripts/deliver.js`, from the
 * same image as the service, against DATABASE_URL. It runs the service's modules without serving HTTP
 * and works the delivery and reminder queues until SIGTERM. Run the API replicas with
 * DELIVERY_WORKER=false when this process does the delivering; both can also run at once.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';

async function main(): Promise<void> {
  process.env.DELIVERY_WORKER = 'true';
  const app = await NestFactory.createApplicationContext(AppModule.register(), { bufferLogs: false });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  console.log(JSON.stringify({ level: 'info', msg: 'delivery worker started' }));
}

main().catch((error: unknown) => {
  console.error(
    JSON.stringify({ level: 'fatal', msg: `Delivery worker failed: ${(error as Error).message}` }),
  );
  process.exit(1);
});
