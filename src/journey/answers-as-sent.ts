import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/**
 * The `answers` object of the request body with every key the citizen sent, for the answers routes
 * (milestone completion, answer change), whose unknown-key check must see them all.
 *
 * Nest's ValidationPipe deletes `__proto__`, `constructor` and `prototype` from the body, in place,
 * and class-transformer's copy leaves out keys named like Object's methods (`toString` …): a key that
 * vanished would be accepted as if it had not been sent. Nest extracts every parameter of a handler
 * before it runs any pipe, so this copy is taken before the `@Body()` DTO is validated; the DTO still
 * decides whether `answers` is an object (400), and this copy is only used once it is.
 * `test/journey/journey.e2e-spec.ts` ("keys named like Object methods") fails if that order changes.
 */
export const AnswersAsSent = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Record<string, unknown> => {
    const body = ctx.switchToHttp().getRequest<{ body?: { answers?: unknown } }>().body;
    const answers = body?.answers;
    // A spread defines `__proto__` as an own key (an assignment would set the prototype instead).
    return answers !== null && typeof answers === 'object' ? { ...answers } : {};
  },
);
