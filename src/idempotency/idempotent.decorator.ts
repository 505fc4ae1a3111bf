import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { IdempotencyKeyInUseError, IdempotencyKeyReusedError } from './idempotency.errors';
import { IDEMPOTENCY_HEADER, IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Accepts an `Idempotency-Key` on this POST (DESIGN §10). Put it above any interceptor that reads the
 * body (the upload), so the key is checked after the body is read.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: false,
      description:
        'Optional. A unique key (a UUID) per logical request: retrying with the same key within 24 h answers the ' +
        "first request's status and body again (with `Idempotent-Replayed: true`) without doing the work twice.",
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    }),
    ApiProblemResponses(IdempotencyKeyInUseError, IdempotencyKeyReusedError),
  );
