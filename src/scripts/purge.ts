/**
 * The retention purge of DATABASE_URL (DESIGN §12): `node dist/scripts/purge.js` (also `npm run purge`),
 * for a Kubernetes CronJob. Prints what it removed as one JSON line; does nothing when a replica is
 * purging at the same moment (they share an advisory lock).
 */
import { Client } from 'pg';
import { readDatabaseConfig } from '../config/database.config';
import { readRetentionConfig } from '../config/retention.config';
import { purgeExpired } from '../privacy/purge.repository';

async function main(): Promise<void> {
  const { url } = readDatabaseConfig();
  if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL to purge');
  const retention = readRetentionConfig();
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const counts = await purgeExpired(
      async (sql, params) => (await client.query(sql, params)).rows,
      new Date(),
      retention,
    );
    console.log(
      JSON.stringify(
        counts ? { purged: counts, retention } : { purged: null, reason: 'another purge is running' },
      ),
    );
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(`Purge failed: ${(error as Error).message}`);
  process.exit(1);
});
