import { StreamableFile } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { RedactedEvidence } from '../common/evidence/redacted-evidence.port';
import { FILE_EXTENSIONS, type AllowedContentType } from './content-sniffer';
import type { RedactedEvidenceDto } from './dto/redacted-evidence.dto';
import type { VaultDocumentDto } from './dto/vault-document.dto';
import type { VaultDocumentEntity } from './vault-document.entity';

export function toVaultDocument(d: VaultDocumentEntity): VaultDocumentDto {
  return {
    id: d.id,
    document_code: d.documentCode,
    content_type: d.contentType as AllowedContentType,
    size_bytes: d.sizeBytes,
    sha256: d.sha256,
    uploaded_at: d.uploadedAt,
  };
}

export function toRedactedEvidence(e: RedactedEvidence): RedactedEvidenceDto {
  return { document_code: e.document_code, provided_at: new Date(e.provided_at) };
}

/** A download: stored type, always an attachment (never rendered inline), a name built from the code. */
export function toDownload(d: VaultDocumentEntity, content: Readable): StreamableFile {
  const extension = FILE_EXTENSIONS[d.contentType as AllowedContentType] ?? 'bin';
  return new StreamableFile(content, {
    type: d.contentType,
    length: d.sizeBytes,
    disposition: `attachment; filename="${d.documentCode}.${extension}"`,
  });
}
