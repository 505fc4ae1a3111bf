import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendProblem } from './problem-response';

/** The one global filter: every error leaves the service as RFC 9457 problem+json. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendProblem(exception, http.getRequest<Request>(), http.getResponse<Response>());
  }
}
