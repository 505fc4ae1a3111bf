import { Injectable, Logger } from '@nestjs/common';
import { SecurityEvents } from '../auth/security-events.service';
import { SessionService } from '../auth/session.service';
import { Clock } from '../common/clock';
import type { RequestMeta } from '../auth/request-meta';
import { DocumentNotFoundError } from '../vault/vault.errors';
import { VaultService } from '../vault/vault.service';
import { UnauthenticatedError } from '../common/errors/domain-error';
import type { CitizenExportDto } from './dto/citizen-export.dto';
import { PrivacyRepository } from './privacy.repository';

/** GET /me/export and DELETE /me (DESIGN §12). */
@Injectable()
export class PrivacyService {
  private readonly logger = new Logger(PrivacyService.name);

  constructor(
    private readonly repository: PrivacyRepository,
    private readonly vault: VaultService,
    private readonly sessions: SessionService,
    private readonly events: SecurityEvents,
    private readonly clock: Clock,
  ) {}

  async export(citizenId: string): Promise<CitizenExportDto> {
    const held = await this.repository.exportOf(citizenId);
    // The session guard let the caller in, so the citizen exists; an erasure in between ends here.
    if (!held) throw new UnauthenticatedError('UNAUTHENTICATED.ended');
    return { exported_at: this.clock.now(), ...held };
  }

  /**
   * Erases the citizen. Documents first, one by one, each with its bytes or object (the S3
   * adapter deletes the object before the row commits): when storage fails halfway the documents
   * left and the rest of the citizen stay, the answer is 503, and calling again finishes the job.
   * Then every other row in one transaction, then the sessions everywhere.
   */
  async erase(citizenId: string, meta: RequestMeta): Promise<void> {
    const documents = await this.vault.all(citizenId);
    let removed = 0;
    for (const document of documents) {
      try {
        await this.vault.delete(citizenId, document.id);
        removed += 1;
      } catch (error) {
        if (error instanceof DocumentNotFoundError) continue; // removed by a concurrent call
        this.logger.warn(
          { citizen_id: citizenId, documents_removed: removed, documents_left: documents.length - removed },
          'erasure stopped: document storage failed; the citizen is not erased yet, run DELETE /me again to finish',
        );
        throw error;
      }
    }
    const sessionIds = await this.repository.sessionIds(citizenId);
    await this.repository.erase(citizenId);
    await this.sessions.endSessions(sessionIds);
    await this.events.record('CITIZEN_ERASED', {}, meta);
    this.logger.log(
      { documents_removed: removed, sessions_ended: sessionIds.length },
      'citizen erased (DELETE /me): rows, documents and sessions removed; audit hashes kept',
    );
  }
}
