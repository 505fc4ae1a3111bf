import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiOkResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { JourneyDto } from './dto/journey.dto';
import type { Locale } from '../common/i18n/locales';
import { languageOf } from '../common/i18n/negotiation';
import { PreconditionFailedError } from './journey.errors';

/**
 * A journey's version for concurrency control between a citizen's devices (DESIGN §18): its id and
 * its version (one more with every change), as a strong ETag.
 */
export function journeyETag(journey: { id: string; version: number }): string {
  return `"${journey.id.slice(0, 8)}-v${journey.version}"`;
}

/** 412 PRECONDITION_FAILED unless `ifMatch` (absent: no condition) names the journey's current ETag or `*`. */
export function checkIfMatch(journey: { id: string; version: number }, ifMatch: string | undefined): void {
  if (ifMatch === undefined) return;
  const current = journeyETag(journey);
  const listed = ifMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (!listed.includes('*') && !listed.includes(current)) throw new PreconditionFailedError();
}

/** Sets the ETag of the journey a route answers, and answers the journey. */
export type JourneyETagSetter = (journey: JourneyDto) => JourneyDto;

/**
 * The route's {@link JourneyETagSetter}: `return etag(await …)`. A parameter rather than an
 * interceptor: a NestJS interceptor costs every request an rxjs pipeline and an AsyncResource.bind
 * (with Node's deprecation wrapper), which measured ≈ 5 % of a completion's CPU.
 */
export const JourneyETag = createParamDecorator((_: unknown, ctx: ExecutionContext): JourneyETagSetter =>
  etagSetter(ctx.switchToHttp().getResponse<Response>()),
);

function etagSetter(res: Response): JourneyETagSetter {
  return (journey) => {
    if (!res.headersSent) res.setHeader('ETag', journeyETag(journey));
    return journey;
  };
}

/** The ETag header of an answered journey, as documented. */
export const ETAG_HEADER = {
  ETag: {
    description:
      'The journey version: send it as If-Match to change the journey only if nobody changed it since',
    schema: { type: 'string', example: '"5b0e3f3e-v3"' },
  },
};

/** A route that answers a journey: 200 with its ETag (set with {@link JourneyETag}). */
export function AnswersJourneyWithETag(description = 'The journey') {
  return ApiOkResponse({ type: JourneyDto, description, headers: ETAG_HEADER });
}

/**
 * A change to a journey from a citizen's device (DESIGN §18): the request's If-Match (absent: no
 * condition), the language of the answer, and `answer` to send the changed journey with its ETag.
 */
export interface JourneyWrite {
  ifMatch: string | undefined;
  locale: Locale;
  answer: JourneyETagSetter;
}

/** The route's {@link JourneyWrite}: `return write.answer(await …(…, write.ifMatch, write.locale))`. */
export const JourneyWriteContext = createParamDecorator((_: unknown, ctx: ExecutionContext): JourneyWrite => {
  const header = ctx.switchToHttp().getRequest<Request>().headers['if-match'];
  const res = ctx.switchToHttp().getResponse<Response>();
  return {
    ifMatch: typeof header === 'string' && header.trim() ? header : undefined,
    locale: languageOf(res),
    answer: etagSetter(res),
  };
});

/** A conditional change: If-Match documented as an optional header, 200 with the journey and its ETag. */
export const ConditionalJourneyWrite = () =>
  applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description:
        'The journey ETag you last read: the change is refused with 412 PRECONDITION_FAILED if the journey changed since (another device). Without it the change is made as before.',
      schema: { type: 'string' },
    }),
    AnswersJourneyWithETag(),
  );
