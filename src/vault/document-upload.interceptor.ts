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
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { CitizenUploadsBusyError, UploadsBusyError, UploadTimeoutError } from './vault.errors';
import { removeStaged, StagingStorage } from './upload-staging';

/**
 * Reads the multipart upload (`file` + `document_code`) with multer. The file streams to a staged
 * temporary file (VAULT_UPLOAD_DIR) up to the size limit: one byte more and the stream is cut off
 * (the rest drained unread, the staged file removed) and the answer is 413 PAYLOAD_TOO_LARGE. The
 * staged file is removed when the handler is done with it. Runs after the guards, so nothing is read
 * for a caller who may not upload.
 *
 * At most VAULT_MAX_CONCURRENT_UPLOADS uploads are read at once on a replica: one more is answered
 * 503 SERVICE_UNAVAILABLE with Retry-After before its body is read (Node discards the unread body);
 * of those, at most VAULT_MAX_CONCURRENT_UPLOADS_PER_CITIZEN are one citizen's (one more: 429
 * RATE_LIMITED), so one citizen's slow uploads cannot take every place. A body that has not arrived
 * within VAULT_UPLOAD_TIMEOUT is cut off (408 UPLOAD_TIMEOUT, then the connection is closed, which
 * makes multer remove the staged file): a client trickling bytes holds its place no longer than that.
 * A place is given back when the answer is over, whatever it was (stored, refused, failed, timed out,
 * or the client gone), so the staging disk holds at most the setting times the size limit.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor, OnModuleDestroy {
  private readonly parse: RequestHandler;
  /** This instance's own staging directory (replicas and test apps may share a temp dir). */
  private readonly stagingDir: string;
  private inFlight = 0;
  /** Uploads in flight per citizen (an entry only while the citizen has one). */
  private readonly inFlightByCitizen = new Map<string, number>();

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
      throw new UnsupportedMediaTypeError('UNSUPPORTED_MEDIA_TYPE.multipart_only');
    }
    const { citizenId } = req.user as AuthenticatedCitizen;
    const citizens = this.inFlightByCitizen;
    if ((citizens.get(citizenId) ?? 0) >= this.config.maxConcurrentUploadsPerCitizen)
      throw new CitizenUploadsBusyError();
    if (this.inFlight >= this.config.maxConcurrentUploads) throw new UploadsBusyError();
    this.inFlight += 1;
    citizens.set(citizenId, (citizens.get(citizenId) ?? 0) + 1);
    res.once('close', () => {
      this.inFlight -= 1;
      const left = (citizens.get(citizenId) ?? 1) - 1;
      if (left > 0) citizens.set(citizenId, left);
      else citizens.delete(citizenId);
    });
    await this.read(req, res);
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

  /** Reads the body with multer, for at most VAULT_UPLOAD_TIMEOUT. */
  private read(req: Request, res: Response): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        // Answer 408, then close the connection: multer sees the request end, stops reading and
        // removes the staged file; the client stops sending.
        res.setHeader('Connection', 'close');
        res.once('finish', () => req.destroy());
        reject(new UploadTimeoutError());
      }, this.config.uploadTimeoutMs);
      this.parse(req, res, (error: unknown) => {
        clearTimeout(timer);
        if (error) reject(this.toDomainError(error));
        else resolve();
      });
    });
  }

  onModuleDestroy(): void {
    rmSync(this.stagingDir, { recursive: true, force: true });
  }

  private toDomainError(error: unknown): Error {
    if (error instanceof MulterError) {
      switch (error.code) {
        case 'LIMIT_FILE_SIZE':
          return new PayloadTooLargeError({
            id: 'PAYLOAD_TOO_LARGE.file',
            values: { limit: this.limitText() },
          });
        case 'LIMIT_UNEXPECTED_FILE':
        case 'LIMIT_FILE_COUNT':
          return new ValidationFailedError('VALIDATION_FAILED.one_file', [
            { field: error.field ?? 'file', message: 'is not allowed (send one file in the field "file")' },
          ]);
        case 'LIMIT_FIELD_VALUE':
          return new ValidationFailedError('VALIDATION_FAILED.field_too_long', [
            { field: error.field ?? 'form', message: 'is too long' },
          ]);
        default:
          return new ValidationFailedError('VALIDATION_FAILED.multipart_parts');
      }
    }
    return new ValidationFailedError('VALIDATION_FAILED.multipart_unreadable');
  }

  private limitText(): string {
    const mib = this.config.maxUploadBytes / (1024 * 1024);
    return Number.isInteger(mib) ? `${mib} MiB` : `${this.config.maxUploadBytes} bytes`;
  }
}
