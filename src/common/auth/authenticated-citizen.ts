import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** Who is calling: set on the request by the session guard (Auth module) for every non-public route. */
export interface AuthenticatedCitizen {
  citizenId: string;
  sessionId: string;
  /** The language the citizen chose (DESIGN §17), null when never chosen. */
  language?: string | null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own way to type what middleware adds to a request
  namespace Express {
    interface Request {
      /** The signed-in citizen, once the session guard has let the request through. */
      user?: AuthenticatedCitizen;
    }
  }
}

/** Injects the signed-in citizen into a handler. */
export const CurrentCitizen = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthenticatedCitizen => {
    return ctx.switchToHttp().getRequest<{ user: AuthenticatedCitizen }>().user;
  },
);
