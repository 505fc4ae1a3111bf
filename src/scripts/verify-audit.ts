/**
 * Verifies the tamper-evident audit trail (DESIGN §13) of DATABASE_URL: `node dist/scripts/verify-audit.js`
 * (also `npm run audit:verify`), for a Kubernetes CronJob. Exits 0 printing the rows verified, or 1
 * naming the first row that breaks the chain.
 */
import { Client } from 'pg';
import { type AuditBreak, verifyAuditChain } from '../audit/audit-chain';
import { readDatabaseConfig } from '../config/database.config';

async function main(): Promise<void> {
  const { url } = readDatabaseConfig();
  if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL whose audit trail to verify');
  const client = new Client({ connectionString: url });
  await client.connect();
  const BREAKS: Record<AuditBreak['reason'], string> = {
    CONTENT_CHANGED: 'its content no longer matches its hash',
    CHAIN_BROKEN: 'its chain hash does not follow the previous row',
    UNCHAINED: 'it has no place in the chain (its chain_seq or chain_hash was removed)',
  };
  try {
    const result = await verifyAuditChain(async (sql, params) => (await client.query(sql, params)).rows);
    const counts = Object.entries(result.verified)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    if (result.broken) {
      const b = result.broken;
      console.error(
        JSON.stringify({ ok: false, verified: result.verified, broken: b }) +
          `\nAudit chain BROKEN at ${b.table} row ${b.id}${b.chainSeq ? ` (chain_seq ${b.chainSeq})` : ''}: ${BREAKS[b.reason]}. Verified before it: ${counts}.`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        JSON.stringify({ ok: true, verified: result.verified }) + `\nAudit chain intact: ${counts} verified.`,
      );
    }
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(`Audit verification failed: ${(error as Error).message}`);
  process.exit(2);
});
