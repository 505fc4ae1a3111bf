import { createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ApiBearerAuth } from '@nestjs/swagger';
import { AssuranceRequiredError, UnauthenticatedError } from '../errors/domain-error';
import { ApiProblemResponses } from '../../http/api-problem-responses.decorator';
import type { CurrentHighAssurance } from './assurance.port';
import { HighAssuranceGuard, RequestWithAssurance } from './high-assurance.guard';

export const BEARER_SCHEME = 'bearer';

/** Who may call a route: anyone, a signed-in citizen, or a signed-in citizen with a current HIGH assurance. */
export const ACCESS_LEVELS = ['public', 'session', 'high'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** Metadata key read by the global session guard and by the contract test. */
export const ACCESS_METADATA = 'cjs:access';

/** A route without any access decorator needs a session: protected by default. */
export const DEFAULT_ACCESS: Access = 'session';

/** What one access level means, at run time and in the contract. */
function routeDecorators(access: Access): MethodDecorator[] {
  const decorators: MethodDecorator[] = [SetMetadata(ACCESS_METADATA, access)];
  if (access === 'public') return decorators;
  decorators.push(ApiBearerAuth(BEARER_SCHEME));
  if (access === 'session') decorators.push(ApiProblemResponses(UnauthenticatedError));
  else
    decorators.push(
      UseGuards(HighAssuranceGuard),
      ApiProblemResponses(UnauthenticatedError, AssuranceRequiredError),
    );
  return decorators;
}

/**
 * One decorator for both places: on a route it sets the access of that route; on a controller it sets
 * the access of each of its routes that does not declare its own (route decorators run first).
 */
function accessDecorator(access: Access): ClassDecorator & MethodDecorator {
  return (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      for (const decorate of routeDecorators(access)) decorate(target, key!, descriptor);
      return;
    }
    const prototype = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      if (name === 'constructor') continue;
      const route = Object.getOwnPropertyDescriptor(prototype, name);
      const handler = route?.value as object | undefined;
      if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined)
        continue;
      if (Reflect.getMetadata(ACCESS_METADATA, handler) !== undefined) continue;
      for (const decorate of routeDecorators(access)) decorate(prototype, name, route!);
    }
  };
}

/** Opts a route (or every route of a controller) out of the session requirement. */
export const Public = () => accessDecorator('public');

export interface AuthenticatedOptions {
  /** 'HIGH': also needs a current HIGH identity assurance (403 ASSURANCE_REQUIRED otherwise). */
  assurance?: 'HIGH';
}

/**
 * Needs a session (401 UNAUTHENTICATED otherwise), and with `{ assurance: 'HIGH' }` a current HIGH
 * assurance. Declares the bearer security and the 401/403 answers in the contract from the same metadata
 * the guards read. Routes without any access decorator need a session too.
 */
export const Authenticated = (options: AuthenticatedOptions = {}) =>
  accessDecorator(options.assurance === 'HIGH' ? 'high' : 'session');

/** The access a route needs (the decorator's metadata, or the default). */
export function accessOf(handler: object): Access {
  return (Reflect.getMetadata(ACCESS_METADATA, handler) as Access | undefined) ?? DEFAULT_ACCESS;
}

/** The HIGH assurance result that let this request through (set by `@Authenticated({ assurance: 'HIGH' })`). */
export const CurrentAssurance = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): CurrentHighAssurance | undefined =>
    ctx.switchToHttp().getRequest<RequestWithAssurance>().assurance,
);
