import { Logger } from '@nestjs/common';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config/vault.config';
import { DocumentStorageUnavailableError } from '../vault.errors';
import type { StagedFile } from '../upload-staging';
import type { DocumentStorage } from './document-storage.port';

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph…). The object is written inside the metadata
 * transaction (a failed put rolls the row back) and discarded if the commit then fails; deletion
 * removes the object before the row's deletion commits (a failed delete keeps the document whole).
 */
export class S3DocumentStorage implements DocumentStorage {
  readonly kind = 's3' as const;
  private readonly logger = new Logger(S3DocumentStorage.name);
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      maxAttempts: 2,
      // A streamed body with the SDK's default checksum is sent aws-chunked with a trailing checksum,
      // which not every S3-compatible store reads (s3rver, older Ceph); the object's SHA-256 is
      // kept in the metadata row anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      // The SDK's own warnings (e.g. "non-retryable streaming request") as JSON log lines, not console text.
      logger: {
        debug: () => undefined,
        info: () => undefined,
        warn: (...content: unknown[]) => this.logger.warn({ sdk: content }, 'S3 client warning'),
        error: (...content: unknown[]) => this.logger.error({ sdk: content }, 'S3 client error'),
      },
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30000 },
    });
  }

  keyFor(documentId: string): string {
    return `documents/${documentId}`;
  }

  /**
   * Streams the staged file to the bucket in one PutObject of known length (the size limit is far
   * below S3's 5 GiB for one put, and a multipart upload would buffer ≥ 5 MiB parts in memory).
   */
  async put(_em: unknown, key: string, file: StagedFile, contentType: string): Promise<void> {
    await this.call('put', () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: createReadStream(file.path),
          ContentType: contentType,
          ContentLength: file.size,
        }),
      ),
    );
  }

  async discard(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      this.logger.warn({ err: error, key }, 'could not discard an uncommitted document object');
    }
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return (object.Body as Readable | undefined) ?? null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      this.logger.error({ err: error, key }, 'document storage get failed');
      throw new DocumentStorageUnavailableError();
    }
  }

  async remove(_em: unknown, key: string): Promise<void> {
    await this.call('delete', () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })),
    );
  }

  private async call(operation: string, send: () => Promise<unknown>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.logger.error({ err: error, operation }, 'document storage call failed');
      throw new DocumentStorageUnavailableError();
    }
  }
}
