import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/bootstrap';
import { Clock } from '../../src/common/clock';
import { ExpressServerAdapter } from '../../src/http/express-server.adapter';
import { contractChecked } from '../contract/contract-validator';

/** A clock the test moves by hand (no sleeps). */
export class FakeClock extends Clock {
  constructor(private current = new Date()) {
    super();
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date.getTime());
  }
}

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  /** http://127.0.0.1:PORT — the app really listens, so sandbox providers are reached over HTTP. */
  baseUrl: string;
  clock: FakeClock;
  document: OpenAPIObject;
  dataSource: DataSource;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment settings for this app only (restored on close). */
  env?: Record<string, string | undefined>;
  logDestination?: DestinationStream;
  /** Replace providers (e.g. the redacted evidence source). */
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
}

/** Builds the real application (same module, same configureApp as main.ts) on the test database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const saved: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(options.env ?? {})) {
    saved[k] = process.env[k];
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  const restoreEnv = () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  try {
    const clock = new FakeClock();
    let builder = Test.createTestingModule({
      imports: [AppModule.register({ logDestination: options.logDestination })],
    })
      .overrideProvider(Clock)
      .useValue(clock);
    if (options.override) builder = options.override(builder);
    const moduleRef = await builder.compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>(new ExpressServerAdapter(), {
      bodyParser: false,
      logger: false,
    });
    const document = configureApp(app);
    await app.listen(0, '127.0.0.1');
    const port = (app.getHttpServer().address() as AddressInfo).port;
    return {
      app,
      // Every answer is checked against openapi/openapi.json (test/contract/contract-validator.ts).
      http: contractChecked(request(app.getHttpServer()), document),
      baseUrl: `http://127.0.0.1:${port}`,
      clock,
      document,
      dataSource: app.get(DataSource),
      close: async () => {
        await app.close();
        restoreEnv();
      },
    };
  } catch (error) {
    restoreEnv();
    throw error;
  }
}
