import { decodeCursor, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageOf, type PageQueryDto } from '../http/page';
import { ConfigType } from '@nestjs/config';
import { vaultConfig } from '../config/vault.config';
import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { UnsupportedMediaTypeError, ValidationFailedError } from '../common/errors/domain-error';
import { WorkflowTemplateService } from '../workflow-template/workflow-template.service';
import { ContentSniffer } from './content-sniffer';
import {
  DOCUMENT_STORAGE,
  type DocumentStorage,
  type DocumentStorages,
} from './storage/document-storage.port';
import { VaultDocumentEntity } from './vault-document.entity';
import {
  DocumentCodeUnknownError,
  DocumentNotFoundError,
  DocumentStorageUnavailableError,
  VaultQuotaExceededError,
} from './vault.errors';
import { VaultRepository } from './vault.repository';
import { toDownload, toVaultDocument } from './vault.mapper';
import type { VaultDocumentDto, VaultDocumentListDto } from './dto/vault-document.dto';
import type { StagedFile } from './upload-staging';

/** The vault's rules: what may be uploaded, consistency of metadata and bytes, ownership of every read. */
@Injectable()
export class VaultService {
  constructor(
    private readonly repository: VaultRepository,
    @Inject(DOCUMENT_STORAGE) private readonly storages: DocumentStorages,
    private readonly sniffer: ContentSniffer,
    private readonly templates: WorkflowTemplateService,
    private readonly clock: Clock,
    @Inject(vaultConfig.KEY) private readonly config: ConfigType<typeof vaultConfig>,
  ) {}

  async upload(
    citizenId: string,
    documentCode: string,
    file: StagedFile | undefined,
  ): Promise<VaultDocumentDto> {
    if (!file)
      throw new ValidationFailedError('VALIDATION_FAILED.file_required', [
        { field: 'file', message: 'is required' },
      ]);
    if (!this.templates.declaredDocumentCodes().has(documentCode))
      throw new DocumentCodeUnknownError(documentCode);
    const contentType = await this.sniffer.allowedTypeOf(file.head);
    if (!contentType) {
      throw new UnsupportedMediaTypeError('UNSUPPORTED_MEDIA_TYPE.document_type');
    }
    const storage = this.storages.current;
    const id = randomUUID();
    const document = Object.assign(new VaultDocumentEntity(), {
      id,
      citizenId,
      documentCode,
      contentType,
      sizeBytes: file.size,
      sha256: file.sha256,
      storage: storage.kind,
      storageKey: storage.keyFor(id),
      uploadedAt: this.clock.now(),
    });
    try {
      await this.repository.transaction(async (em) => {
        // One upload of a citizen at a time, so two at the limit cannot both pass the quota.
        const used = await this.repository.lockUsage(em, citizenId);
        const { maxDocuments, maxBytes } = this.config.quota;
        if (used.documents + 1 > maxDocuments)
          throw new VaultQuotaExceededError({
            id: 'VAULT_QUOTA_EXCEEDED.documents',
            values: { count: used.documents },
          });
        if (used.bytes + document.sizeBytes > maxBytes) {
          throw new VaultQuotaExceededError({
            id: 'VAULT_QUOTA_EXCEEDED.bytes',
            values: { size: document.sizeBytes, max: maxBytes },
          });
        }
        await this.repository.insert(em, document);
        await storage.put(em, document.storageKey, file, contentType);
      });
    } catch (error) {
      await storage.discard(document.storageKey);
      throw error;
    }
    return toVaultDocument(document);
  }

  /** Every document of the citizen (at most VAULT_MAX_DOCUMENTS), newest first: for erasure. */
  async all(citizenId: string): Promise<VaultDocumentEntity[]> {
    const documents: VaultDocumentEntity[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.page(citizenId, { limit: MAX_PAGE_SIZE, cursor });
      documents.push(...page.items);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return documents;
  }

  /** A page of the citizen's documents, newest first. */
  async list(citizenId: string, query: PageQueryDto): Promise<VaultDocumentListDto> {
    const page = await this.page(citizenId, query);
    return { items: page.items.map(toVaultDocument), next_cursor: page.next_cursor };
  }

  async get(citizenId: string, id: string): Promise<VaultDocumentDto> {
    return toVaultDocument(await this.owned(citizenId, id));
  }

  /** The bytes as a download (see toDownload). */
  async download(citizenId: string, id: string): Promise<StreamableFile> {
    const document = await this.owned(citizenId, id);
    const content = await this.storageOf(document).open(document.storageKey);
    if (!content) throw new DocumentNotFoundError();
    return toDownload(document, content);
  }

  private async page(
    citizenId: string,
    query: PageQueryDto,
  ): Promise<{ items: VaultDocumentEntity[]; next_cursor: string | null }> {
    const after = decodeCursor(query.cursor, ['string', 'string']) as [string, string] | null;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await this.repository.listByCitizen(
      citizenId,
      limit + 1,
      after && { uploadedAt: after[0], id: after[1] },
    );
    return pageOf(rows, limit, (d) => [d.uploadedAt.toISOString(), d.id]);
  }

  private async owned(citizenId: string, id: string): Promise<VaultDocumentEntity> {
    const document = await this.repository.findOwned(citizenId, id);
    if (!document) throw new DocumentNotFoundError();
    return document;
  }

  /** Deletes metadata and bytes together. Journeys keep their completed milestones (evidence refresh never reopens). */
  async delete(citizenId: string, id: string): Promise<void> {
    await this.repository.transaction(async (em) => {
      const document = await this.repository.deleteOwned(em, citizenId, id);
      if (!document) throw new DocumentNotFoundError();
      await this.storageOf(document).remove(em, document.storageKey);
    });
  }

  private storageOf(document: VaultDocumentEntity): DocumentStorage {
    const storage = this.storages.of(document.storage);
    if (!storage) throw new DocumentStorageUnavailableError();
    return storage;
  }
}
