import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { migrations } from '../migrations';
import { dataSourceOptions } from '../src/database/data-source-options';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

/** The embedded engines of suites with a database of their own: `<NAME>_DATABASE_URL`. */
const OWN_DATABASES = ['ISOLATED', 'AUDIT', 'TEMPLATES', 'DELIVERIES', 'LANGUAGES'];

/**
 * Runs once before the e2e suite. With DATABASE_URL set it migrates that PostgreSQL; without it it
 * starts the embedded PGlite server (in memory) here — PGlite cannot start inside a Jest test VM —
 * and hands its URL to the tests. Either way the tests reach the database over a real connection.
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    const embedded = await startEmbeddedPostgres('memory://', 30);
    (globalThis as { __embeddedPostgres?: typeof embedded }).__embeddedPostgres = embedded;
    process.env.DATABASE_URL = embedded.url;
    // Empty ones for the suites that need a database of their own (test/factories/own-database.ts):
    // the retention purge reaches every citizen's rows, the audit trail's tamper checks delete and
    // reorder rows of the chain, the version-pinning suite publishes templates every app on its
    // database trains on, and the two suites that run the delivery worker would take each other's jobs
    // (the queue is the database's) while two Jest workers run them at once. They migrate them themselves.
    const own: { stop(): Promise<void> }[] = [];
    for (const name of OWN_DATABASES) {
      const engine = await startEmbeddedPostgres('memory://', 4);
      own.push(engine);
      process.env[`${name}_DATABASE_URL`] = engine.url;
    }
    (globalThis as { __ownPostgres?: typeof own }).__ownPostgres = own;
    process.env.TEST_DATABASE_ENGINE = 'embedded';
    // The app under test reaches PGlite by URL; give it the one pooled connection the embedded engine
    // uses in production too (see src/database/database.module.ts).
    process.env.DB_POOL_SIZE = '1';
  } else {
    process.env.TEST_DATABASE_ENGINE = 'postgresql';
  }
  process.env.DB_MIGRATE_ON_START = 'false';
  // Each test file adds how many answers it checked against the contract; the teardown prints the sum.
  const counter = join(tmpdir(), `cjs-contract-checks-${process.pid}-${Date.now()}`);
  writeFileSync(counter, '');
  process.env.CONTRACT_CHECK_COUNT_FILE = counter;
  process.env.LOG_LEVEL ??= 'silent';
  // Suites sign in many citizens from one loopback IP; the abuse-limit tests set their own limit.
  process.env.RATE_LIMIT_PER_MINUTE ??= '100000';
  const dataSource = new DataSource({ ...dataSourceOptions(process.env.DATABASE_URL, 2), migrations });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
}
