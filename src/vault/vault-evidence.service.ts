import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RedactedEvidence, RedactedEvidenceSource } from '../common/evidence/redacted-evidence.port';
import { pageInMemory, type PageQueryDto } from '../http/page';
import type { RedactedEvidenceListDto } from './dto/redacted-evidence.dto';
import { toRedactedEvidence } from './vault.mapper';
import { VaultRepository } from './vault.repository';

/**
 * The only view of the vault other modules read (DESIGN §7): which document codes a citizen has
 * provided and when — nothing of names, contents, sizes or hashes.
 */
@Injectable()
export class VaultEvidenceService implements RedactedEvidenceSource {
  constructor(private readonly repository: VaultRepository) {}

  async forCitizen(citizenId: string, transaction?: EntityManager): Promise<RedactedEvidence[]> {
    const rows = await this.repository.evidenceByCitizen(citizenId, transaction);
    return rows.map((r) => ({ document_code: r.documentCode, provided_at: r.providedAt.toISOString() }));
  }

  /** The citizen's own evidence list (`GET /vault/evidence`), a page at a time. */
  async list(citizenId: string, query: PageQueryDto): Promise<RedactedEvidenceListDto> {
    return pageInMemory((await this.forCitizen(citizenId)).map(toRedactedEvidence), query);
  }
}
