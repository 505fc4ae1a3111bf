import {
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  OnModuleDestroy,
} from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { catchError, concatMap, type Observable } from 'rxjs';
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationFailedError,
} from '../common/errors/domain-error';
import { vaultConfig } from '../config/vault.config';
import { UploadsBusyError } from './vault.errors';
import { removeStaged, StagingStorage } from './upload-staging';

/**
 * Reads the multipart upload (`file` + `document_code`) with multer. The file streams to a staged
 * temporary file (VAULT_UPLOAD_DIR) up to the size limit: one byte more and the stream is cut off
 * (the rest drained unread, the staged file removed) and the answer is 413 PAYLOAD_TOO_LARGE. The
 * staged file is removed when the handler is done with it. Runs after the guards, so nothing is read
 * for a caller who may not upload.
 *
 * At most VAULT_MAX_CONCURRENT_UPLOADS uploads are read at once on a replica: one more is answered
 * 503 SERVICE_UNAVAILABLE with Retry-After before its body is read (Node discards the unread body).
 * A place is given back when the answer is over, whatever it was (stored, refused, failed, or the
 * client gone), so the staging disk holds at most the setting times the size limit.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor, OnModuleDestroy {
  private readonly parse: RequestHandler;
  /** This instance's own staging directory (replicas and test apps may share a temp dir). */
  private readonly stagingDir: string;
  private inFlight = 0;

  constructor(@Inject(vaultConfig.KEY) private readonly config: ConfigType<typeof vaultConfig>) {
    this.stagingDir = mkdtempSync(join(config.uploadDir, 'cjs-uploads-'));
    this.parse = multer({
      storage: new StagingStorage(this.stagingDir),
      limits: {
        fileSize: config.maxUploadBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 8,
        headerPairs: 50,
      },
    }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (!req.is('multipart/form-data')) {
      throw new UnsupportedMediaTypeError(
        'Send the document as multipart/form-data with the fields file and document_code.',
      );
    }
    if (this.inFlight >= this.config.maxConcurrentUploads) throw new UploadsBusyError();
    this.inFlight += 1;
    res.once('close', () => {
      this.inFlight -= 1;
    });
    await new Promise<void>((resolve, reject) =>
      this.parse(req, res, (error: unknown) => (error ? reject(this.toDomainError(error)) : resolve())),
    );
    // The staged file is removed before the answer goes out, whatever the answer.
    const removeFile = () => removeStaged(req.file?.path);
    return next.handle().pipe(
      concatMap(async (value: unknown) => {
        await removeFile();
        return value;
      }),
      catchError(async (error: unknown) => {
        await removeFile();
        throw error;
      }),
    );
  }

  onModuleDestroy(): void {
    rmSync(this.stagingDir, { recursive: true, force: true });
  }

  private toDomainError(error: unknown): Error {
    if (error instanceof MulterError) {
      switch (error.code) {
        case 'LIMIT_FILE_SIZE':
          return new PayloadTooLargeError(
            `The file is larger than the ${this.limitText()} this vault accepts.`,
          );
        case 'LIMIT_UNEXPECTED_FILE':
        case 'LIMIT_FILE_COUNT':
          return new ValidationFailedError('Send exactly one file, in the field named file.', [
            { field: error.field ?? 'file', message: 'is not allowed (send one file in the field "file")' },
          ]);
        case 'LIMIT_FIELD_VALUE':
          return new ValidationFailedError('A form field is too long.', [
            { field: error.field ?? 'form', message: 'is too long' },
          ]);
        default:
          return new ValidationFailedError('The multipart form has too many or malformed parts.');
      }
    }
    return new ValidationFailedError('The multipart body could not be read.');
  }

  private limitText(): string {
    const mib = this.config.maxUploadBytes / (1024 * 1024);
    return Number.isInteger(mib) ? `${mib} MiB` : `${this.config.maxUploadBytes} bytes`;
  }
}
