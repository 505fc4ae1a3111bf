import { registerAs } from '@nestjs/config';
import { readDeployment } from './app.config';
import { ConfigError, duration, str } from './env';

export interface AuditConfig {
  /**
   * Key of the audit trail's content hashes and checkpoints (AUDIT_CHAIN_KEY, HMAC-SHA256). The
   * database never holds it: a database writer can neither forge a row's hash nor a checkpoint.
   */
  chainKey: string;
  /** Where each checkpoint (the signed head of every chain) is also written; unset = the log only. */
  checkpointFile: string | undefined;
  /** How often a replica writes a checkpoint (AUDIT_CHECKPOINT_INTERVAL); 0 = only when asked. */
  checkpointIntervalMs: number;
}

/** Outside production only: a fixed value, so development databases keep verifying across restarts. */
const DEVELOPMENT_KEY = 'development-audit-chain-key-not-secret';

export function readAuditConfig(env: NodeJS.ProcessEnv = process.env): AuditConfig {
  let chainKey = str(env, 'AUDIT_CHAIN_KEY');
  if (chainKey !== undefined && chainKey.length < 32)
    throw new ConfigError('AUDIT_CHAIN_KEY', 'expected at least 32 characters');
  if (chainKey === undefined) {
    if (readDeployment(env).production)
      throw new ConfigError('AUDIT_CHAIN_KEY', 'is required with NODE_ENV=production');
    chainKey = DEVELOPMENT_KEY;
  }
  return {
    chainKey,
    checkpointFile: str(env, 'AUDIT_CHECKPOINT_FILE'),
    checkpointIntervalMs:
      env.AUDIT_CHECKPOINT_INTERVAL?.trim() === '0' ? 0 : duration(env, 'AUDIT_CHECKPOINT_INTERVAL', 60_000),
  };
}

export const auditConfig = registerAs('audit', () => readAuditConfig());
