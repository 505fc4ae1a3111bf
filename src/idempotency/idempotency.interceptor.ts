import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, mergeMap, Observable, of } from 'rxjs';
import stringify from 'safe-stable-stringify';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { Clock } from '../common/clock';
import { ValidationFailedError } from '../common/errors/domain-error';
import { IdempotencyKeyInUseError, IdempotencyKeyReusedError } from './idempotency.errors';
import { IdempotencyRepository } from './idempotency.repository';

/** How long a key and its answer are kept (DESIGN §10). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A request with its citizen and, for an upload, the staged file's SHA-256 (computed while it was read). */
type IdempotentRequest = Request & { user: AuthenticatedCitizen; file?: { sha256: string } };

/**
 * The key as sent: a Structured Fields string (`"…"`, IETF httpapi draft) or the bare value most
 * clients send; 1–255 printable ASCII characters.
 */
export function parseIdempotencyKey(header: string): string {
  const trimmed = header.trim();
  const key = /^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  if (!/^[\x20-\x21\x23-\x5b\x5d-\x7e]{1,255}$/.test(key) || key.trim() === '') {
    throw new ValidationFailedError('VALIDATION_FAILED.idempotency_key', [
      {
        field: IDEMPOTENCY_HEADER,
        message: 'must be 1 to 255 printable ASCII characters (a UUID is a good key)',
      },
    ]);
  }
  return key;
}

/** What makes two requests "the same": method, path, body and the uploaded file's bytes. */
export function fingerprintOf(req: Pick<IdempotentRequest, 'method' | 'path' | 'body' | 'file'>): string {
  const file = req.file?.sha256 ?? null;
  return createHash('sha256')
    .update(stringify({ method: req.method, path: req.path, body: req.body ?? null, file }) ?? '')
    .digest('hex');
}

/**
 * Idempotency-Key on a POST (DESIGN §10): the first request claims the key in PostgreSQL (so it
 * holds across replicas) and stores its answer when it succeeds; the same key from the same citizen
 * within 24 h answers that status and body again without doing the work; the same key with another
 * request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_USE.
 * A first request that fails gives its key back: it changed nothing, so a retry does the work.
 * Runs after the guards and after the upload is read (the file's bytes are part of the fingerprint).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly clock: Clock,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<IdempotentRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const header = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return next.handle();
    const key = parseIdempotencyKey(Array.isArray(header) ? header.join(', ') : header);
    const citizenId = req.user.citizenId;
    const fingerprint = fingerprintOf(req);

    if (!(await this.claim(citizenId, key, fingerprint))) {
      const existing = await this.keys.find(citizenId, key);
      if (existing && existing.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
      if (!existing || existing.state === 'IN_PROGRESS' || existing.responseStatus === null) {
        throw new IdempotencyKeyInUseError();
      }
      res.status(existing.responseStatus);
      res.setHeader(REPLAYED_HEADER, 'true');
      return of(existing.responseBody);
    }

    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        // Stored as it is sent (JSON), before the answer leaves, so a retry finds it.
        await this.keys.complete(
          citizenId,
          key,
          res.statusCode,
          JSON.parse(JSON.stringify(body ?? null)) as object | null,
        );
        return body;
      }),
      (source) =>
        new Observable<unknown>((subscriber) =>
          source.subscribe({
            next: (value) => subscriber.next(value),
            complete: () => subscriber.complete(),
            error: (error: unknown) => {
              void lastValueFrom(from(this.keys.release(citizenId, key)))
                .catch(() => undefined)
                .finally(() => subscriber.error(error));
            },
          }),
        ),
    );
  }

  /** Claims the key; an expired record of it is forgotten first. */
  private async claim(citizenId: string, key: string, fingerprint: string): Promise<boolean> {
    const now = this.clock.now();
    const record = {
      citizenId,
      key,
      fingerprint,
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    };
    if (await this.keys.claim(record)) return true;
    await this.keys.forgetExpired(citizenId, key, now);
    return this.keys.claim(record);
  }
}
