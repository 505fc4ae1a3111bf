import { applyDecorators } from '@nestjs/common';
import { ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { ErrorClass } from '../common/errors/domain-error';
import { PROBLEM_CONTENT_TYPE } from '../common/errors/problem.dto';

/** Metadata key: the error classes an operation can answer (read by the contract test). */
export const PROBLEMS_METADATA = 'cjs:problems';

/** The rate-limit headers (IETF draft-ietf-httpapi-ratelimit-headers): the policy, and what is left of it. */
export const RATE_LIMIT_HEADERS: Record<string, { description: string; schema: Record<string, unknown> }> = {
  'RateLimit-Policy': {
    description: 'The limit that applies: its name, how many requests (q) in how many seconds (w)',
    schema: { type: 'string', example: '"citizen-writes";q=120;w=60' },
  },
  RateLimit: {
    description: 'What is left of it: remaining requests (r) and seconds until the window resets (t)',
    schema: { type: 'string', example: '"citizen-writes";r=119;t=42' },
  },
};

/** How each response header an error may carry is documented. */
export const PROBLEM_HEADERS: Record<string, { description: string; schema: Record<string, unknown> }> = {
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 0 } },
  'WWW-Authenticate': {
    description: 'The authentication scheme to use (RFC 6750)',
    schema: { type: 'string', example: 'Bearer realm="citizen-journey-service"' },
  },
  Allow: { description: 'The methods this path serves', schema: { type: 'string', example: 'GET, POST' } },
  ...RATE_LIMIT_HEADERS,
};

/** The problem+json response documenting every class of one status: its codes as an enum, its headers, an example. */
export function problemResponse(status: number, classes: readonly ErrorClass[]) {
  const codes = [...new Set(classes.map((c) => c.code))];
  const headerNames = [...new Set(classes.flatMap((c) => c.headerNames))];
  const first = classes[0];
  return {
    description: classes
      .map((c) => `${c.code}: ${c.title}`)
      .filter((d, i, all) => all.indexOf(d) === i)
      .join('; '),
    headers: headerNames.length
      ? Object.fromEntries(headerNames.map((h) => [h, PROBLEM_HEADERS[h] ?? { schema: { type: 'string' } }]))
      : undefined,
    content: {
      [PROBLEM_CONTENT_TYPE]: {
        schema: {
          allOf: [
            { $ref: getSchemaPath('ProblemDto') },
            {
              type: 'object',
              properties: {
                status: { type: 'integer', enum: [status] },
                code: { type: 'string', enum: codes },
              },
            },
          ],
        },
        example: {
          type: `urn:problem:${first.code}`,
          title: first.title,
          status,
          detail: `${first.title}.`,
          code: first.code,
          request_id: '3f1c2a9e-6b1d-4f5e-9a3b-2c7d8e9f0a1b',
        },
      },
    },
  };
}

/**
 * Declares the problem+json answers of a route from the error classes it can throw: each status is
 * documented once with the enum of exactly its codes. Calls add up (an `@Idempotent()` and the route's
 * own list are merged).
 */
export function ApiProblemResponses(...errors: ErrorClass[]): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as object;
    const previous = (Reflect.getMetadata(PROBLEMS_METADATA, handler) as ErrorClass[] | undefined) ?? [];
    const all = [...previous, ...errors.filter((e) => !previous.includes(e))];
    Reflect.defineMetadata(PROBLEMS_METADATA, all, handler);
    const statuses = [...new Set(errors.map((e) => e.status))];
    applyDecorators(
      ...statuses.map((status) => {
        const { description, headers, content } = problemResponse(
          status,
          all.filter((e) => e.status === status),
        );
        return ApiResponse({ status, description, headers, content });
      }),
    )(target, key, descriptor);
  };
}
