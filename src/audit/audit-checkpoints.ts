import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { renameSync, writeFileSync } from 'node:fs';
import { Clock } from '../common/clock';
import { repeat } from '../common/lifecycle/repeat';
import { auditConfig } from '../config/audit.config';
import { type AuditCheckpoint, signCheckpoint } from './audit-seal';
import { AuditRepository } from './audit.repository';

/**
 * Checkpoints of the audit trail (DESIGN §13): every AUDIT_CHECKPOINT_INTERVAL a replica signs the
 * head of each chain with AUDIT_CHAIN_KEY and writes it to the log and, with AUDIT_CHECKPOINT_FILE, to
 * that file (replaced whole). `verify-audit --checkpoint <file>` then detects what a database writer
 * could otherwise hide by rewriting the chain's end: the newest rows deleted, or the tail re-chained.
 */
@Injectable()
export class AuditCheckpoints implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AuditCheckpoint');
  private stop: (() => void) | undefined;

  constructor(
    private readonly repository: AuditRepository,
    private readonly clock: Clock,
    @Inject(auditConfig.KEY) private readonly config: ConfigType<typeof auditConfig>,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.checkpointIntervalMs) return;
    this.stop = repeat(() => this.write(), {
      everyMs: this.config.checkpointIntervalMs,
      logger: this.logger,
      name: 'audit checkpoint',
    });
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  /** Takes a checkpoint now, logs it and writes it to AUDIT_CHECKPOINT_FILE (or `file`). */
  async write(file = this.config.checkpointFile): Promise<AuditCheckpoint> {
    const heads = await this.repository.chainHeads();
    const checkpoint = signCheckpoint(this.config.chainKey, {
      taken_at: this.clock.now().toISOString(),
      heads,
    });
    this.logger.log({ audit_checkpoint: checkpoint }, 'audit checkpoint');
    if (file) {
      // Replaced whole (write, then rename): a reader never sees half a checkpoint.
      const staged = `${file}.${process.pid}.tmp`;
      writeFileSync(staged, JSON.stringify(checkpoint) + '\n');
      renameSync(staged, file);
    }
    return checkpoint;
  }
}
