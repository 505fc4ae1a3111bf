import { ArgumentsHost, Catch, ExceptionFilter, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AllowedMethods } from '../../http/allowed-methods';
import { MethodNotAllowedError } from './domain-error';
import { sendProblem } from './problem-response';

/** Where configureApp keeps the route table on the Express app (`app.locals`). */
export const ALLOWED_METHODS_LOCAL = 'allowedMethods';

/** The one global filter: every error leaves the service as RFC 9457 problem+json. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    sendProblem(methodNotAllowedOr(exception, req), req, http.getResponse<Response>());
  }
}

/** Nest's "no route" 404 for a path that exists with other methods becomes 405 with `Allow`. */
function methodNotAllowedOr(exception: unknown, req: Request): unknown {
  if (!(exception instanceof NotFoundException)) return exception;
  const table = req.app?.locals?.[ALLOWED_METHODS_LOCAL] as AllowedMethods | undefined;
  const allow = table?.allowFor(req.path);
  return allow ? new MethodNotAllowedError(req.method, allow) : exception;
}
