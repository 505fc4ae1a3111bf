import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PooledReads } from '../database/pooled-reads';
import { VaultDocumentContentEntity } from './vault-document-content.entity';
import { VaultDocumentEntity } from './vault-document.entity';

/** One document code a citizen has provided, and when the earliest present one was uploaded. */
export interface EvidenceRow {
  documentCode: string;
  providedAt: Date;
}

const EVIDENCE_BY_CITIZEN = `SELECT document_code AS "documentCode", MIN(uploaded_at) AS "providedAt"
  FROM vault_documents WHERE citizen_id = $1 GROUP BY document_code ORDER BY document_code`;

/** Every vault query. Ownership is part of each one: another citizen's document is simply not found. */
@Injectable()
export class VaultRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: PooledReads,
  ) {}

  /** The hot-path statements, for the test that checks them against the schema (docs/data-access.md). */
  hotPathStatements(): Record<string, string> {
    return { evidenceByCitizen: EVIDENCE_BY_CITIZEN };
  }

  /** Runs `work` in one transaction; every query inside must use the given manager. */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Metadata only (contents are in their own table and never read here), newest first, `limit` after `after`. */
  listByCitizen(
    citizenId: string,
    limit: number,
    after: { uploadedAt: string; id: string } | null,
  ): Promise<VaultDocumentEntity[]> {
    const query = this.dataSource
      .getRepository(VaultDocumentEntity)
      .createQueryBuilder('d')
      .where('d.citizen_id = :citizenId', { citizenId });
    if (after)
      query.andWhere('(d.uploaded_at, d.id) < (:at::timestamptz, :id::uuid)', {
        at: after.uploadedAt,
        id: after.id,
      });
    return query.orderBy('d.uploaded_at', 'DESC').addOrderBy('d.id', 'DESC').limit(limit).getMany();
  }

  findOwned(citizenId: string, id: string): Promise<VaultDocumentEntity | null> {
    return this.dataSource.getRepository(VaultDocumentEntity).findOneBy({ id, citizenId });
  }

  /**
   * The redacted view: document codes present and the earliest upload time of each, in code order;
   * inside a transaction through its manager `em` (an evidence refresh, under the journey's lock).
   */
  async evidenceByCitizen(citizenId: string, em?: EntityManager): Promise<EvidenceRow[]> {
    if (em) return em.query<EvidenceRow[]>(EVIDENCE_BY_CITIZEN, [citizenId]);
    // Every completion reads this: PooledReads.
    return this.reads.rows<EvidenceRow>('evidence-by-citizen', EVIDENCE_BY_CITIZEN, [citizenId]);
  }

  /**
   * Locks the citizen's row for this transaction (uploads of one citizen then run one after the
   * other) and answers what their vault holds.
   */
  async lockUsage(em: EntityManager, citizenId: string): Promise<{ documents: number; bytes: number }> {
    // The citizen's row belongs to Auth (no entity of another module here): a literal lock statement.
    await em.query('SELECT 1 FROM citizens WHERE id = $1 FOR UPDATE', [citizenId]);
    const row = await em
      .getRepository(VaultDocumentEntity)
      .createQueryBuilder('d')
      .select('count(*)', 'documents')
      .addSelect('coalesce(sum(d.sizeBytes), 0)', 'bytes')
      .where('d.citizenId = :citizenId', { citizenId })
      .getRawOne<{ documents: string; bytes: string }>();
    return { documents: Number(row?.documents ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  async insert(em: EntityManager, document: VaultDocumentEntity): Promise<void> {
    await em.getRepository(VaultDocumentEntity).insert(document);
  }

  /** Locks and deletes an owned document's metadata row; null when there is none. */
  async deleteOwned(em: EntityManager, citizenId: string, id: string): Promise<VaultDocumentEntity | null> {
    const repo = em.getRepository(VaultDocumentEntity);
    const found = await repo.findOne({ where: { id, citizenId }, lock: { mode: 'pessimistic_write' } });
    if (!found) return null;
    await repo.delete({ id, citizenId });
    return found;
  }

  async writeChunk(em: EntityManager, documentId: string, seq: number, content: Buffer): Promise<void> {
    await em.getRepository(VaultDocumentContentEntity).insert({ documentId, seq, content });
  }

  /** Chunk `seq` of a document's bytes, or null past the last one (or when there are none). */
  async readChunk(documentId: string, seq: number): Promise<Buffer | null> {
    const row = await this.dataSource
      .getRepository(VaultDocumentContentEntity)
      .findOne({ select: { content: true }, where: { documentId, seq } });
    return row?.content ?? null;
  }

  async deleteContent(em: EntityManager, documentId: string): Promise<void> {
    await em.getRepository(VaultDocumentContentEntity).delete({ documentId });
  }
}
