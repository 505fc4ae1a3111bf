import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { accessOf } from '../common/auth/decorators';
import { applyPreferredLanguage } from '../common/i18n/negotiation';
import { UnauthenticatedError } from '../common/errors/domain-error';
import { BearerStrategy } from './bearer.strategy';

/**
 * passport's strategy contract (passport/lib/middleware/authenticate.js): the actions a strategy
 * calls to settle one authentication attempt. passport and passport-http-bearer are pinned exactly
 * (src/http/overridden-internals.spec.ts checks the installed versions), and
 * session.guard.spec.ts drives the real strategy through this contract.
 */
interface StrategyAttempt {
  authenticate(req: Request, options: { session: boolean }): void;
  success(user: AuthenticatedCitizen): void;
  fail(): void;
  pass(): void;
  redirect(): void;
  error(err: unknown): void;
}

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
    // passport-http-bearer splits on a single space: hand it the canonical form.
    req.headers.authorization = `Bearer ${token}`;
    return new Promise<boolean>((resolve, reject: (reason: Error) => void) => {
      const refused = () => reject(new UnauthenticatedError('UNAUTHENTICATED.unknown'));
      // passport's strategy contract, driven directly: a fresh object per attempt, derived from this
      // application's own strategy (passport's registry by name is process-wide), whose actions settle
      // the attempt. It is what passport.authenticate() builds per request, without its per-request
      // middleware machinery: that machinery's garbage outlives the young generation under load and
      // more than doubled the time in the garbage collector (docs/decisions.md, "Framework overrides").
      const attempt: StrategyAttempt = Object.assign(Object.create(this.strategy) as StrategyAttempt, {
        success: (user: AuthenticatedCitizen) => {
          req.user = user;
          applyPreferredLanguage(req, user.language);
          resolve(true);
        },
        fail: refused,
        pass: refused,
        redirect: refused,
        // A failing lookup (database down) is not the citizen's fault: the problem filter maps it.
        error: (err: unknown) => reject(err instanceof Error ? err : new Error('session lookup failed')),
      });
      attempt.authenticate(req, { session: false });
    });
  }
}
