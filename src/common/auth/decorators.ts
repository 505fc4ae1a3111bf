import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import type { CurrentHighAssurance } from './assurance.port';
import { HighAssuranceGuard, RequestWithAssurance } from './high-assurance.guard';

export const BEARER_SCHEME = 'bearer';

/**
 * Marks a controller or route as needing a session: declares bearer security and the 401 answer in
 * the contract. The global session guard enforces it at run time (every route not marked @Public()).
 */
export const Authenticated = () => applyDecorators(ApiBearerAuth(BEARER_SCHEME), ApiProblemResponses(401));

/** Needs a session and a current HIGH assurance (403 ASSURANCE_REQUIRED otherwise). */
export const RequiresHighAssurance = () =>
  applyDecorators(UseGuards(HighAssuranceGuard), ApiBearerAuth(BEARER_SCHEME), ApiProblemResponses(401, 403));

/** The HIGH assurance result that let this request through (set by RequiresHighAssurance). */
export const CurrentAssurance = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): CurrentHighAssurance | undefined =>
    ctx.switchToHttp().getRequest<RequestWithAssurance>().assurance,
);
