import { PageDto } from '../../http/page';
import { ApiProperty } from '@nestjs/swagger';
import { ALLOWED_CONTENT_TYPES, type AllowedContentType } from '../content-sniffer';

/** A document in the citizen's vault (metadata; the bytes come from `GET /vault/documents/{id}/content`). */
export class VaultDocumentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  /** The document code it was uploaded as, e.g. `birth-certificate`. */
  document_code: string;
  /** Detected from the bytes, whatever the file name or declared type said. */
  @ApiProperty({ enum: ALLOWED_CONTENT_TYPES, enumName: 'VaultContentType' })
  content_type: AllowedContentType;
  @ApiProperty({ type: 'integer', minimum: 1 })
  size_bytes: number;
  /** SHA-256 of the content, lowercase hex. */
  @ApiProperty({ pattern: '^[0-9a-f]{64}$' })
  sha256: string;
  uploaded_at: Date;
}

export class VaultDocumentListDto extends PageDto {
  /** The citizen's documents, most recently uploaded first (a page of them). */
  items: VaultDocumentDto[];
}
