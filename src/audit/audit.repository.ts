import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDITED_TABLES, type AuditCheckpoint } from './audit-seal';

/** Reads the newest linked row of a chain (`$table` is one of AUDITED_TABLES). */
export const CHAIN_HEAD_SQL = (table: string) =>
  `SELECT e.id, e.chain_seq::text AS chain_seq, e.chain_hash FROM ${table} e
    WHERE e.chain_seq IS NOT NULL ORDER BY e.chain_seq DESC LIMIT 1`;

/** The audit trail's own reads (docs/data-access.md). */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The head of each chain (null for an empty one), as a checkpoint signs it. */
  async chainHeads(): Promise<AuditCheckpoint['heads']> {
    const heads = {} as AuditCheckpoint['heads'];
    for (const table of AUDITED_TABLES) {
      const [head] = await this.dataSource.query<{ id: string; chain_seq: string; chain_hash: string }[]>(
        CHAIN_HEAD_SQL(table),
      );
      heads[table] = head ? { id: head.id, chain_seq: head.chain_seq, chain_hash: head.chain_hash } : null;
    }
    return heads;
  }
}
