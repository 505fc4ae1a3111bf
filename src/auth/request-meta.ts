import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestIdOf } from '../common/errors/problem-response';

/** What the audit log keeps about a request: its id only (never the IP or a header). */
export interface RequestMeta {
  requestId: string | null;
}

export const ReqMeta = createParamDecorator((_data: unknown, ctx: ExecutionContext): RequestMeta => {
  const id = requestIdOf(ctx.switchToHttp().getRequest<Request>());
  return { requestId: id || null };
});
