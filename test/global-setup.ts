import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { migrations } from '../migrations';
import { dataSourceOptions } from '../src/database/data-source-options';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

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
    // A second, empty one for the suites that need a database of their own (the retention purge
    // reaches every citizen's rows); they migrate it themselves.
    const isolated = await startEmbeddedPostgres('memory://', 4);
    (globalThis as { __isolatedPostgres?: typeof isolated }).__isolatedPostgres = isolated;
    process.env.ISOLATED_DATABASE_URL = isolated.url;
    // And one for the audit trail's tamper checks (they delete and reorder rows of the chain).
    const audit = await startEmbeddedPostgres('memory://', 4);
    (globalThis as { __auditPostgres?: typeof audit }).__auditPostgres = audit;
    process.env.AUDIT_DATABASE_URL = audit.url;
    // And one for the suite that publishes templates: every app on a database trains on its active ones.
    const templates = await startEmbeddedPostgres('memory://', 4);
    (globalThis as { __templatesPostgres?: typeof templates }).__templatesPostgres = templates;
    process.env.TEMPLATES_DATABASE_URL = templates.url;
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
