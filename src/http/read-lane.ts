import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
} from '@nestjs/common/constants';
import type { NextFunction, Request, Response } from 'express';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { accessOf } from '../common/auth/decorators';
import type { Locale } from '../common/i18n/locales';
import { languageOf } from '../common/i18n/negotiation';
import { nameRouteInTrace } from '../tracing';
import { HOP_KEY_HEADER } from './web-app';

/** A connect-style middleware as the app registers it (`app.use`). */
export type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/** One read the lane answers: a GET path of the interface, and the service call behind it. */
export interface LaneRoute {
  /** The route as Express names it (`/api/v1/journeys/:id/plan`): the metrics' label, as for Express's answers. */
  template: string;
  /** The controller method the framework routes it to: its access must be a signed-in citizen's. */
  handler: object;
  /** Its controller class: neither may carry guards, interceptors, pipes, filters, headers or a status of their own. */
  controller: object;
  /** The path's parameters when `path` (no query string) is this route's, in the form the framework passes them; else null. */
  match(path: string): string[] | null;
  /** The answer's body, as the controller method answers it (its problems thrown as the controller's are). */
  answer(citizen: AuthenticatedCitizen, params: string[], locale: Locale): Promise<object>;
}

/** What the lane does with the app's own pieces: the same instances the framework path uses. */
export interface LaneParts {
  /** The app's middleware before its routes, in order (app.use), minus the body parser: the lane takes no bodies. */
  prelude: Middleware[];
  /** The session guard's check (SessionGuard.authenticate): sets `req.user`, or rejects with the 401. */
  authenticate(req: Request): Promise<unknown>;
  /** How the framework writes a handler's JSON answer (ExpressServerAdapter.reply). */
  reply(res: Response, body: object): unknown;
  /** How the framework answers anything thrown (the problem filter's sendProblem). */
  refuse(error: unknown, req: Request, res: Response): void;
}

/**
 * Request headers that make an answer depend on more than the lane looks at: a body (the body parser),
 * conditional requests (Express may answer 304), and the web app's hop key (its own middleware vouches
 * for the caller's address and removes it). Requests with any of them go to Express.
 */
const EXPRESS_ONLY_HEADERS = [
  'content-length',
  'transfer-encoding',
  'if-none-match',
  'if-modified-since',
  HOP_KEY_HEADER,
];

/**
 * The read lane (issue 26, docs/decisions.md "Stop 40 … the read lane"): the two reads clients make most — a
 * citizen's journey list and a journey's plan — answered straight from Node's server, without
 * Express's router and Nest's per-route machinery (the execution context, guards' and pipes'
 * promise chains, parameter factories), which cost about half of the list's throughput against a
 * bare `node:http` server doing the same SQL (`npm run bench`).
 *
 * It is not a second implementation: every step is the framework path's own instance — the same
 * middleware functions in the same order (request id and log line, language, draining, security
 * headers, CORS), the session guard's check, the controller's service call, the adapter's JSON
 * writer and the problem filter's writer — so both answer the same status, headers and bytes
 * (test/http/read-lane.e2e-spec.ts compares them request by request). It takes only the exact,
 * canonical form of its paths (GET, no query string, no body, not conditional, a lower-case UUID);
 * every other request, and every other route, goes to Express unchanged.
 */
export class ReadLane {
  /** Requests answered by the lane since start (the comparison test reads it). */
  answered = 0;

  constructor(
    private readonly routes: readonly LaneRoute[],
    private readonly parts: LaneParts,
  ) {
    for (const route of routes) {
      if (accessOf(route.handler) !== 'session') {
        throw new Error(
          `read lane: ${route.template} is not a signed-in citizen's route; the lane checks sessions only`,
        );
      }
      const added = NEST_ROUTE_METADATA.filter(
        (key) =>
          Reflect.getMetadata(key, route.handler) !== undefined ||
          Reflect.getMetadata(key, route.controller) !== undefined,
      );
      if (added.length > 0) {
        throw new Error(
          `read lane: ${route.template} has ${added.join(', ')} metadata, which the lane does not run; ` +
            'take the route out of the lane or make the lane do the same (src/http/read-lane.ts)',
        );
      }
    }
  }

  /** Starts answering `req` and answers true, or answers false: Express must. */
  take(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    if (url.includes('?')) return false;
    const headers = req.headers;
    for (const name of EXPRESS_ONLY_HEADERS) if (headers[name] !== undefined) return false;
    for (const route of this.routes) {
      const params = route.match(url);
      if (params !== null) {
        this.answered++;
        // serve() answers every outcome itself; should the problem writer ever throw, the connection
        // ends rather than the process (an unhandled rejection).
        this.serve(req as Request, res as Response, route, params).catch(() => res.destroy());
        return true;
      }
    }
    return false;
  }

  private async serve(req: Request, res: Response, route: LaneRoute, params: string[]): Promise<void> {
    // What Express's app and router set up before the first middleware (express/lib/application.js
    // handle(), router's handle(); the prototypes are already Express's: ExpressServerAdapter).
    req.res = res;
    res.req = req;
    res.locals = Object.create(null) as Record<string, unknown>;
    req.originalUrl = req.url;
    req.baseUrl = '';
    nameRouteInTrace(route.template);
    const stopped = await this.prelude(req, res);
    if (stopped !== undefined) return this.parts.refuse(stopped.error, req, res);
    // Express names the route once its middleware has passed the request on (the metrics' label).
    (req as { route?: { path: string } }).route = { path: route.template };
    try {
      await this.parts.authenticate(req);
      const body = await route.answer(req.user as AuthenticatedCitizen, params, languageOf(res));
      this.parts.reply(res, body);
    } catch (error) {
      this.parts.refuse(error, req, res);
    }
  }

  /** Runs the app's middleware as Express would; resolves with the error one of them passed on, if any. */
  private prelude(req: Request, res: Response): Promise<{ error: unknown } | undefined> {
    const chain = this.parts.prelude;
    return new Promise((resolve) => {
      let i = 0;
      const next = (error?: unknown): void => {
        if (error !== undefined && error !== null && error !== 'route' && error !== 'router') {
          return resolve({ error });
        }
        if (i === chain.length) return resolve(undefined);
        // A middleware that throws is answered as one that passes the error on, as Express does.
        try {
          chain[i++](req, res, next);
        } catch (thrown) {
          resolve({ error: thrown });
        }
      };
      next();
    });
  }
}

/** `/api/v1/journeys`-style exact paths and `/prefix/{uuid}/suffix` paths, for LaneRoute.match. */
export const lanePaths = {
  exact(path: string): (url: string) => string[] | null {
    return (url) => (url === path ? [] : null);
  },
  /** One lower-case UUID between `before` and `after`, accepted only if `valid` (the route's own pipe check). */
  around(before: string, after: string, valid: (id: string) => boolean): (url: string) => string[] | null {
    const length = before.length + 36 + after.length;
    return (url) => {
      if (url.length !== length || !url.startsWith(before) || !url.endsWith(after)) return null;
      const id = url.slice(before.length, before.length + 36);
      return LOWER_CASE_UUID.test(id) && valid(id) ? [id] : null;
    };
  },
};

/**
 * What Nest runs around a handler besides the global guards (the session guard, which the lane runs,
 * and the write limit, which counts no GET): per-route or per-controller guards, interceptors, pipes,
 * exception filters, response headers and status. A route carrying any is refused at start.
 */
const NEST_ROUTE_METADATA = [
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  EXCEPTION_FILTERS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
];

const LOWER_CASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
