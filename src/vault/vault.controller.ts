import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCitizen, type AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { Authenticated } from '../common/auth/decorators';
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationFailedError,
} from '../common/errors/domain-error';
import { CreatedAt } from '../http/created-location';
import { ApiPageQuery, PageQuery, PageQueryDto } from '../http/page';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { UuidOr404 } from '../http/uuid-param.pipe';
import { Idempotent } from '../idempotency/idempotent.decorator';
import type { StagedFile } from './upload-staging';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { RedactedEvidenceListDto } from './dto/redacted-evidence.dto';
import { UploadDocumentDto } from './dto/upload-document.dto';
import { VaultDocumentDto, VaultDocumentListDto } from './dto/vault-document.dto';
import { VaultEvidenceService } from './vault-evidence.service';
import {
  DocumentCodeUnknownError,
  DocumentNotFoundError,
  DocumentStorageUnavailableError,
  UploadsBusyError,
  UploadTimeoutError,
  VaultQuotaExceededError,
} from './vault.errors';
import { VaultService } from './vault.service';

const DocumentId = new UuidOr404(() => new DocumentNotFoundError());

/** The citizen's document vault. Every route needs a current HIGH assurance and sees only the caller's documents. */
@ApiTags('Vault')
@Authenticated({ assurance: 'HIGH' })
@Controller('vault')
export class VaultController {
  constructor(
    private readonly vault: VaultService,
    private readonly evidence: VaultEvidenceService,
  ) {}

  /**
   * Uploads a document (PDF, PNG or JPEG, checked from the bytes; at most 10 MiB by default). Then call
   * `POST /journeys/{journey_id}/evidence-refresh` so journeys take it into account.
   */
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'document_code'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'The document: PDF, PNG or JPEG' },
        document_code: {
          type: 'string',
          example: 'birth-certificate',
          description: "A document code an active workflow asks for (see the plan's required_documents)",
        },
      },
    },
  })
  @ApiProblemResponses(
    ValidationFailedError,
    PayloadTooLargeError,
    UnsupportedMediaTypeError,
    DocumentCodeUnknownError,
    VaultQuotaExceededError,
    DocumentStorageUnavailableError,
    UploadsBusyError,
    UploadTimeoutError,
  )
  @HttpCode(201)
  @Idempotent()
  @UseInterceptors(DocumentUploadInterceptor)
  @CreatedAt(VaultDocumentDto, '/api/v1/vault/documents/{id}', 'The stored document (metadata)')
  @Post('documents')
  uploadDocument(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Body() dto: UploadDocumentDto,
    @UploadedFile() file: StagedFile | undefined,
  ): Promise<VaultDocumentDto> {
    return this.vault.upload(citizen.citizenId, dto.document_code, file);
  }

  /** The caller's documents (metadata only), most recently uploaded first, a page at a time. */
  @ApiProblemResponses(ValidationFailedError)
  @ApiPageQuery()
  @Get('documents')
  listDocuments(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @PageQuery() query: PageQueryDto,
  ): Promise<VaultDocumentListDto> {
    return this.vault.list(citizen.citizenId, query);
  }

  /** One document's metadata. */
  @ApiProblemResponses(DocumentNotFoundError)
  @Get('documents/:id')
  getDocument(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('id', DocumentId) id: string,
  ): Promise<VaultDocumentDto> {
    return this.vault.get(citizen.citizenId, id);
  }

  /** Downloads the content, with its stored type, always as an attachment. */
  @ApiProduces('application/pdf', 'image/png', 'image/jpeg')
  @ApiResponse({
    status: 200,
    description: 'The document bytes, as an attachment',
    headers: {
      'Content-Disposition': {
        description: 'Always `attachment`, with the stored file name',
        schema: { type: 'string', example: 'attachment; filename="birth-certificate.pdf"' },
      },
    },
    content: {
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiProblemResponses(DocumentNotFoundError, DocumentStorageUnavailableError)
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Cache-Control', 'private, no-store')
  @Get('documents/:id/content')
  downloadDocument(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('id', DocumentId) id: string,
  ): Promise<StreamableFile> {
    return this.vault.download(citizen.citizenId, id);
  }

  /** Deletes a document and its content. Milestones already completed stay completed. */
  @ApiProblemResponses(DocumentNotFoundError, DocumentStorageUnavailableError)
  @HttpCode(204)
  @Delete('documents/:id')
  deleteDocument(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @Param('id', DocumentId) id: string,
  ): Promise<void> {
    return this.vault.delete(citizen.citizenId, id);
  }

  /** Exactly what journeys see of the vault: the document codes present and when each was first provided. */
  @ApiProblemResponses(ValidationFailedError)
  @ApiPageQuery()
  @Get('evidence')
  listEvidence(
    @CurrentCitizen() citizen: AuthenticatedCitizen,
    @PageQuery() query: PageQueryDto,
  ): Promise<RedactedEvidenceListDto> {
    return this.evidence.list(citizen.citizenId, query);
  }
}
