import * as http from 'node:http';
import { NestApplicationOptions, StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, Response } from 'express';
import type { ReadLane } from './read-lane';
import { jsonOf } from './reusable-answer';

/**
 * Nest's Express adapter with one difference: the HTTP server builds each request and response
 * with Express's prototypes already in place.
 *
 * Express gives every incoming request and response its own prototypes (`app.request`,
 * `app.response`) with `Object.setPrototypeOf` as it starts handling them. V8 cannot keep the
 * objects' shapes for that: each pair gets new hidden classes, which the young-generation collector
 * cannot free, so the request's whole object graph survives into the old heap and costs a full
 * collection later. Measured on a bare Express 5 "hello" (2 cores): 5,300 → 18,300 req/s, objects
 * promoted per scavenge ≈ 5 MB → ≈ 0, full collections in 5 s 27 → 1.
 *
 * Node's server takes the classes it constructs requests and responses with (`IncomingMessage`,
 * `ServerResponse` options); giving it classes whose prototypes ARE Express's makes Express's own
 * `setPrototypeOf` a no-op (the prototype is already that object), so Express behaves exactly as
 * before. HTTPS (TLS ends at the ingress here) and `forceCloseConnections` (unused: shutdown lets
 * in-flight requests finish) keep Nest's default server.
 */
export class ExpressServerAdapter extends ExpressAdapter {
  constructor(instance?: Express) {
    assertReviewedVersions();
    super(instance);
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.withPrototypes = true;
    this.httpServer = http.createServer(
      {
        IncomingMessage: withPrototype(http.IncomingMessage, app.request),
        ServerResponse: withPrototype(http.ServerResponse, app.response),
      },
      (req, res) => {
        if (this.readLane === undefined || !this.readLane.take(req, res)) app(req, res);
      },
    );
  }

  /** The read lane (./read-lane.ts), offered every request first; it needs the prototypes set above. */
  readLane?: ReadLane;
  private withPrototypes = false;

  /**
   * Offers every request to `lane` before Express (undefined: none); false when this server does not
   * build requests with Express's prototypes (HTTPS, forceCloseConnections), which the lane needs.
   */
  setReadLane(lane: ReadLane | undefined): boolean {
    if (!this.withPrototypes) return false;
    this.readLane = lane;
    return true;
  }

  /**
   * A handler's JSON answer written directly: the same status, headers and bytes as Express's
   * `res.json()` (`application/json; charset=utf-8`, Content-Length, no body for HEAD), without its
   * content-type parsing and charset rewriting on every answer. Everything else — a Content-Type
   * already chosen, streams, errors, bodies that are not objects, statuses without a body,
   * conditional requests (Express may answer those 304) and apps that generate ETags (this service
   * does not) — goes through Express as before. A reusable answer's JSON is written once
   * (./reusable-answer.ts).
   */
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (
      body === null ||
      typeof body !== 'object' ||
      body instanceof StreamableFile ||
      body instanceof Error ||
      ArrayBuffer.isView(body) ||
      response.getHeader('Content-Type') !== undefined ||
      WITHOUT_BODY.has(statusCode ?? response.statusCode) ||
      isConditional(response.req) ||
      this.getInstance<Express>().get('etag fn') !== undefined
    ) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode) response.statusCode = statusCode;
    const json = jsonOf(body);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(json));
    return response.end(response.req.method === 'HEAD' ? undefined : json);
  }
}

/** Statuses Express answers without a body (it strips the JSON it was given). */
const WITHOUT_BODY = new Set([204, 205, 304]);

function isConditional(req: http.IncomingMessage): boolean {
  return req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
}

/**
 * A constructor that initialises objects as `base` does (Node's `IncomingMessage` and
 * `ServerResponse` are plain constructor functions, callable on `this`) under `prototype`.
 */
function withPrototype<T extends object>(base: T, prototype: object): T {
  const init = base as unknown as (this: object, ...args: unknown[]) => void;
  function Constructed(this: object, ...args: unknown[]): void {
    init.apply(this, args);
  }
  Constructed.prototype = prototype;
  return Constructed as unknown as T;
}

/**
 * The versions both overrides were reviewed on (docs/decisions.md, "Framework overrides"; the same
 * pins as overridden-internals.spec.ts). Any other installed version stops the start with a message
 * saying what to review, rather than answering with behaviour nobody checked.
 */
export const REVIEWED_VERSIONS: Readonly<Record<string, string>> = {
  express: '5.2.1',
  '@nestjs/platform-express': '11.2.10',
};

export function assertReviewedVersions(
  installed: (name: string) => string = (name) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require(`${name}/package.json`) as { version: string }).version,
): void {
  for (const [name, reviewed] of Object.entries(REVIEWED_VERSIONS)) {
    const version = installed(name);
    if (version !== reviewed) {
      throw new Error(
        `ExpressServerAdapter overrides reply() and initHttpServer() as reviewed on ${name} ${reviewed}, ` +
          `but ${name} ${version} is installed: review src/http/express-server.adapter.ts against it ` +
          '(docs/decisions.md, "Framework overrides"), then update REVIEWED_VERSIONS and the pins.',
      );
    }
  }
}
