import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { REDACTED_EVIDENCE_SOURCE } from '../common/evidence/redacted-evidence.port';
import { vaultConfig } from '../config/vault.config';
import { ContentSniffer } from './content-sniffer';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { DOCUMENT_STORAGE, DocumentStorage, DocumentStorages } from './storage/document-storage.port';
import { PostgresDocumentStorage } from './storage/postgres-document-storage';
import { VaultDocumentContentEntity } from './vault-document-content.entity';
import { VaultDocumentEntity } from './vault-document.entity';
import { VaultEvidenceService } from './vault-evidence.service';
import { VaultController } from './vault.controller';
import { VaultRepository } from './vault.repository';
import { VaultService } from './vault.service';
import { AssuranceModule } from '../assurance/assurance.module';
import { WorkflowTemplateModule } from '../workflow-template/workflow-template.module';

async function documentStorages(
  config: ConfigType<typeof vaultConfig>,
  repository: VaultRepository,
): Promise<DocumentStorages> {
  const postgres = new PostgresDocumentStorage(repository);
  // The AWS SDK is loaded only when S3 is configured (it costs ≈ 10 MB of heap otherwise unused).
  const s3 = config.s3
    ? new (await import('./storage/s3-document-storage')).S3DocumentStorage(config.s3)
    : undefined;
  const current: DocumentStorage = config.storage === 's3' && s3 ? s3 : postgres;
  return { current, of: (kind) => (kind === 's3' ? s3 : postgres) };
}

/**
 * The document vault. Journey, Intent and Agent import it for the redacted evidence port
 * (REDACTED_EVIDENCE_SOURCE), never its classes.
 */
@Module({
  imports: [
    AssuranceModule,
    IdempotencyModule,
    WorkflowTemplateModule,
    TypeOrmModule.forFeature([VaultDocumentEntity, VaultDocumentContentEntity]),
  ],
  controllers: [VaultController],
  providers: [
    VaultRepository,
    VaultEvidenceService,
    VaultService,
    ContentSniffer,
    DocumentUploadInterceptor,
    { provide: DOCUMENT_STORAGE, inject: [vaultConfig.KEY, VaultRepository], useFactory: documentStorages },
    { provide: REDACTED_EVIDENCE_SOURCE, useExisting: VaultEvidenceService },
  ],
  exports: [REDACTED_EVIDENCE_SOURCE, VaultService],
})
export class VaultModule {}
