import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { accessOf } from '../common/auth/decorators';
import { applyPreferredLanguage } from '../common/i18n/negotiation';
import { UnauthenticatedError } from '../common/errors/domain-error';
import { SessionService } from './session.service';

/** RFC 7235 / RFC 6750: the scheme is case-insensitive and followed by one or more spaces. */
const BEARER_HEADER = /^Bearer +([A-Za-z0-9_-]{43})$/i;

/**
 * The global guard (APP_GUARD): every route needs a live session unless marked @Public()
 * (the same metadata the contract's security is built from: common/auth/decorators.ts).
 * Only the Authorization header is accepted (never a token in the query string or body), so tokens
 * do not end up in URLs and logs. The session service decides (cache, expiry, revocation, touch).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (accessOf(context.getHandler()) === 'public') return true;
    return this.authenticate(context.switchToHttp().getRequest<Request>());
  }

  /**
   * Settles the request's session: `req.user` and the citizen's stored language on success, else a
   * rejection with the 401 to answer (or the lookup's own error). Also the read lane's sign-in
   * check (src/http/read-lane.ts), so both paths accept and refuse exactly the same requests.
   */
  authenticate(req: Request): Promise<boolean> {
    const header = req.headers.authorization;
    if (typeof header !== 'string' || header.trim() === '') {
      return Promise.reject(new UnauthenticatedError('UNAUTHENTICATED.no_token'));
    }
    const token = BEARER_HEADER.exec(header.trim())?.[1];
    if (!token) return Promise.reject(new UnauthenticatedError('UNAUTHENTICATED.malformed'));
    return this.sessions.authenticate(token).then((user) => {
      if (!user) throw new UnauthenticatedError('UNAUTHENTICATED.unknown');
      req.user = user;
      applyPreferredLanguage(req, user.language);
      return true;
    });
  }
}
