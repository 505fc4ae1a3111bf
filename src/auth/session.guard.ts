import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { accessOf } from '../common/auth/decorators';
import { UnauthenticatedError } from '../common/errors/domain-error';
import { BearerStrategy } from './bearer.strategy';

/** RFC 7235 / RFC 6750: the scheme is case-insensitive and followed by one or more spaces. */
const BEARER_HEADER = /^Bearer +([A-Za-z0-9_-]{43})$/i;

/**
 * The global guard (APP_GUARD): every route needs a live session unless marked @Public()
 * (the same metadata the contract's security is built from: common/auth/decorators.ts).
 * Only the Authorization header is accepted (never a token in the query string or body, which
 * passport-http-bearer would otherwise read), so tokens do not end up in URLs and logs.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly strategy: BearerStrategy) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (accessOf(context.getHandler()) === 'public') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const header = req.headers.authorization;
    if (typeof header !== 'string' || header.trim() === '') {
      throw new UnauthenticatedError('Send the session token as "Authorization: Bearer <session_token>".');
    }
    const token = BEARER_HEADER.exec(header.trim())?.[1];
    if (!token) throw new UnauthenticatedError('The session token is malformed.');
    // passport-http-bearer splits on a single space: hand it the canonical form.
    req.headers.authorization = `Bearer ${token}`;
    const res = context.switchToHttp().getResponse<Response>();
    return new Promise<boolean>((resolve, reject: (reason: Error) => void) => {
      const refused = () =>
        reject(
          new UnauthenticatedError('The session token is unknown, expired or signed out. Sign in again.'),
        );
      // passport's public API with this application's own strategy (passport's registry by name is
      // process-wide), as a fresh object per request: passport adds its actions to the object it gets.
      const strategy = Object.create(this.strategy) as BearerStrategy;
      passport.authenticate(
        strategy,
        { session: false },
        (err: unknown, user: AuthenticatedCitizen | false | undefined) => {
          // A failing lookup (database down) is not the citizen's fault: the problem filter maps it.
          if (err) return reject(err instanceof Error ? err : new Error('session lookup failed'));
          if (!user) return refused();
          req.user = user;
          resolve(true);
        },
      )(req, res, refused);
    });
  }
}
