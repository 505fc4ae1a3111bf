import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { IS_PUBLIC } from '../common/auth/public.decorator';
import { UnauthenticatedError } from '../common/errors/domain-error';

/** RFC 7235 / RFC 6750: the scheme is case-insensitive and followed by one or more spaces. */
const BEARER_HEADER = /^Bearer +([A-Za-z0-9_-]{43})$/i;

/**
 * The global guard (APP_GUARD): every route needs a live session unless marked @Public().
 * Only the Authorization header is accepted (never a token in the query string or body, which
 * passport-http-bearer would otherwise read), so tokens do not end up in URLs and logs.
 */
@Injectable()
export class SessionGuard extends AuthGuard('bearer') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const header = req.headers.authorization;
    if (typeof header !== 'string' || header.trim() === '') {
      throw new UnauthenticatedError('Send the session token as "Authorization: Bearer <session_token>".');
    }
    const token = BEARER_HEADER.exec(header.trim())?.[1];
    if (!token) throw new UnauthenticatedError('The session token is malformed.');
    // passport-http-bearer splits on a single space: hand it the canonical form.
    req.headers.authorization = `Bearer ${token}`;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    if (err || !user)
      throw new UnauthenticatedError('The session token is unknown, expired or signed out. Sign in again.');
    return user;
  }
}
