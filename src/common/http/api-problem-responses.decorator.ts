import { applyDecorators } from '@nestjs/common';
import { ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE } from '../errors/problem.dto';

const DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION_FAILED: malformed JSON, a missing, mistyped or unknown field',
  401: 'UNAUTHENTICATED: no, malformed, unknown, expired or signed-out session token',
  403: 'ASSURANCE_REQUIRED: no current HIGH identity assurance',
  404: 'Not found (unknown id, or owned by another citizen)',
  409: 'Conflict with the current state',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'The request is well-formed but cannot be accepted',
  429: 'RATE_LIMITED (see Retry-After)',
  503: 'SERVICE_UNAVAILABLE: the database cannot be reached',
};

/**
 * Declares problem+json error answers. Pass a status, or `[status, 'CODE_A | CODE_B']` to list the codes.
 */
export function ApiProblemResponses(...responses: (number | [number, string])[]) {
  return applyDecorators(
    ...responses.map((r) => {
      const [status, codes] = typeof r === 'number' ? [r, undefined] : r;
      return ApiResponse({
        status,
        description: codes ?? DESCRIPTIONS[status] ?? 'Error',
        content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: getSchemaPath('ProblemDto') } } },
      });
    }),
  );
}
