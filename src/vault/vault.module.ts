import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { REDACTED_EVIDENCE_SOURCE } from '../common/evidence/redacted-evidence.port';
import { VaultDocumentContentEntity } from './vault-document-content.entity';
import { VaultDocumentEntity } from './vault-document.entity';
import { VaultEvidenceService } from './vault-evidence.service';
import { VaultRepository } from './vault.repository';

/**
 * The document vault. Global so Journey, Intent and Agent can inject the redacted evidence port
 * (REDACTED_EVIDENCE_SOURCE) without importing this module.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([VaultDocumentEntity, VaultDocumentContentEntity])],
  providers: [
    VaultRepository,
    VaultEvidenceService,
    { provide: REDACTED_EVIDENCE_SOURCE, useExisting: VaultEvidenceService },
  ],
  exports: [REDACTED_EVIDENCE_SOURCE],
})
export class VaultModule {}
