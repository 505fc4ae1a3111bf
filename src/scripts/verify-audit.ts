/**
 * Verifies the tamper-evident audit trail (DESIGN §13) of DATABASE_URL with AUDIT_CHAIN_KEY:
 * `node dist/scripts/verify-audit.js [--checkpoint <file>]` (also `npm run audit:verify`), for a
 * Kubernetes CronJob. The checkpoint file is the one the service writes (AUDIT_CHECKPOINT_FILE); with
 * it the newest rows deleted or the chain re-linked are detected too. Exits 0 printing the rows
 * verified, or 1 naming the first row that breaks the chain (or a checkpoint that is not signed).
 */
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { type AuditBreak, verifyAuditChain } from '../audit/audit-chain';
import { type AuditCheckpoint, checkedCheckpoint } from '../audit/audit-seal';
import { readAuditConfig } from '../config/audit.config';
import { readDatabaseConfig } from '../config/database.config';

const BREAKS: Record<AuditBreak['reason'], string> = {
  CONTENT_CHANGED: 'its content no longer matches its keyed hashes',
  CHAIN_BROKEN: 'its chain hash does not follow the previous row',
  UNCHAINED: 'it has no place in the chain (its chain_seq or chain_hash was removed)',
  CHECKPOINT_MISMATCH:
    'it is not the row the checkpoint signed at this place in the chain (rows before it were deleted, reordered or re-chained)',
  CHECKPOINT_ROW_MISSING:
    'the checkpoint signed this row, and it is gone (deleted, or hidden behind a forged anchor)',
  CHECKPOINT_DIGEST_MISMATCH:
    'the heads of its chains up to this chain_seq no longer add up to the checkpoint’s digest: the newest row of a chain was deleted or a chain re-linked before the rows the checkpoint names; an earlier checkpoint from the log, taken soon after that row was written, names it',
};

function readCheckpoint(args: string[], key: string): AuditCheckpoint | null {
  const at = args.indexOf('--checkpoint');
  if (at < 0) return null;
  const file = args[at + 1];
  if (!file)
    throw new Error('--checkpoint needs the checkpoint file the service writes (AUDIT_CHECKPOINT_FILE)');
  const checkpoint = checkedCheckpoint(key, JSON.parse(readFileSync(file, 'utf8')));
  if (!checkpoint) {
    console.error(`Audit checkpoint ${file} is not signed with AUDIT_CHAIN_KEY: it cannot be trusted.`);
    process.exit(1);
  }
  return checkpoint;
}

async function main(): Promise<void> {
  const { url } = readDatabaseConfig();
  if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL whose audit trail to verify');
  const { chainKey } = readAuditConfig();
  const checkpoint = readCheckpoint(process.argv.slice(2), chainKey);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await verifyAuditChain(async (sql, params) => (await client.query(sql, params)).rows, {
      key: chainKey,
      checkpoint,
    });
    const counts = Object.entries(result.verified)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    const against = checkpoint ? ` (checkpoint of ${checkpoint.taken_at})` : ' (no checkpoint given)';
    if (result.broken) {
      const b = result.broken;
      console.error(
        JSON.stringify({ ok: false, verified: result.verified, broken: b }) +
          `\nAudit chain BROKEN at ${b.table} ${b.id ? `row ${b.id}` : 'chains'}${b.chainId ? ` (chain ${b.chainId})` : ''}${b.chainSeq ? ` (chain_seq ${b.chainSeq})` : ''}: ${BREAKS[b.reason]}. Verified before it: ${counts}${against}.`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        JSON.stringify({ ok: true, verified: result.verified }) +
          `\nAudit chain intact: ${counts} verified${against}.`,
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
