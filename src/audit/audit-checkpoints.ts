import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { renameSync, writeFileSync } from 'node:fs';
import { Clock } from '../common/clock';
import { repeat } from '../common/lifecycle/repeat';
import { auditConfig } from '../config/audit.config';
import { newestFirst } from './audit-chain';
import {
  AUDITED_TABLES,
  type AuditCheckpoint,
  type AuditedTable,
  digestOf,
  headTerm,
  NAMED_HEADS,
  type NamedHead,
  signCheckpoint,
  type TableCheckpoint,
} from './audit-seal';
import { AuditRepository } from './audit.repository';

/** What this replica's last checkpoint added up for a table, moved on by the next one. */
interface Tally {
  bound: bigint;
  sum: bigint;
  chains: number;
  named: NamedHead[];
}

/**
 * Checkpoints of the audit trail (DESIGN §13): every AUDIT_CHECKPOINT_INTERVAL a replica signs, per
 * table, the state of every chain up to a bound under which all rows have committed — how many chains,
 * a keyed digest of their heads, and the newest heads by name — with AUDIT_CHAIN_KEY, and writes it
 * to the log and, with AUDIT_CHECKPOINT_FILE, to that file (replaced whole). `verify-audit --checkpoint
 * <file>` then detects what a database writer could otherwise hide by rewriting a chain's end: its
 * newest rows deleted, or its tail re-chained.
 *
 * The first checkpoint of a replica reads every chain; each next one only the chains written since
 * (the digest is a sum: a moved chain's old head is taken out, its new head put in).
 */
@Injectable()
export class AuditCheckpoints implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AuditCheckpoint');
  private stop: (() => void) | undefined;
  private tallies: Partial<Record<AuditedTable, Tally>> = {};
  /** One checkpoint at a time (the timer and a caller may ask together). */
  private running: Promise<unknown> = Promise.resolve();

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

  /**
   * Takes a checkpoint now, logs it and writes it to AUDIT_CHECKPOINT_FILE (or `file`). Null (logged)
   * when a transaction that may still commit under the bound stays open: no checkpoint this time.
   */
  write(file = this.config.checkpointFile): Promise<AuditCheckpoint | null> {
    const next = this.running.then(() => this.take(file));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async take(file: string | undefined): Promise<AuditCheckpoint | null> {
    const bounds = await this.repository.committedBounds();
    if (!bounds) {
      this.logger.warn('audit checkpoint skipped: a transaction stayed open under its bound');
      return null;
    }
    const tables = {} as Record<AuditedTable, TableCheckpoint>;
    for (const table of AUDITED_TABLES) {
      const tally = await this.tally(table, bounds[table]);
      this.tallies[table] = tally;
      tables[table] = {
        bound: tally.bound.toString(),
        chains: tally.chains,
        digest: digestOf(tally.sum),
        named: tally.named,
      };
    }
    const checkpoint = signCheckpoint(this.config.chainKey, {
      taken_at: this.clock.now().toISOString(),
      tables,
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

  /** The table's chains up to `bound`: from the last tally and the chains written since, or all read. */
  private async tally(table: AuditedTable, bound: bigint): Promise<Tally> {
    const key = this.config.chainKey;
    const last = this.tallies[table];
    if (!last || bound < last.bound) {
      const all = await this.repository.allHeads(key, table, bound, NAMED_HEADS);
      return { bound, ...all };
    }
    if (bound === last.bound) return last;
    const moved = await this.repository.headsMovedBetween(table, last.bound, bound);
    let { sum, chains } = last;
    for (const m of moved) {
      sum += headTerm(key, table, m);
      if (m.old_seq === null) chains += 1;
      else
        sum -= headTerm(key, table, { chain_id: m.chain_id, chain_seq: m.old_seq, chain_hash: m.old_hash! });
    }
    const movedChains = new Set(moved.map((m) => m.chain_id));
    const named = newestFirst([
      ...moved.map(({ id, chain_id, chain_seq, chain_hash }) => ({ id, chain_id, chain_seq, chain_hash })),
      ...last.named.filter((h) => !movedChains.has(h.chain_id)),
    ]).slice(0, NAMED_HEADS);
    return { bound, sum, chains, named };
  }
}
