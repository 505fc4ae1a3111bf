import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { AppLogger } from '../common/logging';

/** Where `npm run build -w citizen-web` puts the citizen web app (from dist/… or src/…). */
export const WEB_APP_DIR = join(__dirname, '..', '..', 'citizen-web', 'dist');

/** Paths the web app never answers: the interface, its docs, the probes and the sandbox providers. */
const NOT_THE_APP = ['/api/', '/docs', '/health/', '/sandbox/'];

/** What `citizen-web/dist/app.js` exports (the package is built on its own; this is its one entry). */
interface CitizenWebModule {
  createCitizenWeb(options: {
    serviceUrl: string;
    redisUrl?: string;
    sessionSecret?: string;
    trustProxy?: number | string[] | false;
    hopKey?: string;
  }): RequestHandler;
}

/** The header by which the app in this process vouches for the citizen's address it forwards. */
export const HOP_KEY_HEADER = 'x-citizen-web-hop';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The client address of a call from the web app in this process: its X-Forwarded-For (one address,
 * the citizen's), when the call comes over loopback with this process's hop key. Anything else —
 * another peer, a wrong or missing key — leaves the address as TRUST_PROXY makes it (a forged header
 * never counts). The key header is removed either way, so nothing after this reads or logs it.
 */
export function vouchedAddress(hopKey: string): (req: Request) => void {
  const expected = Buffer.from(hopKey);
  return (req) => {
    const sent = req.headers[HOP_KEY_HEADER];
    if (sent === undefined) return;
    delete req.headers[HOP_KEY_HEADER];
    if (typeof sent !== 'string' || !LOOPBACK.test(req.socket.remoteAddress ?? '')) return;
    const given = Buffer.from(sent);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
    const forwarded = req.headers['x-forwarded-for'];
    const address = typeof forwarded === 'string' ? forwarded.trim() : '';
    if (isIP(address) === 0) return;
    Object.defineProperty(req, 'ip', { value: address, configurable: true, enumerable: true });
  };
}

/**
 * Serves the citizen web app (`citizen-web/`, server-rendered GOV.UK pages) at `/`, in this process:
 * it calls this service through the SDK over loopback (`http://127.0.0.1:<port>`), like any client.
 * Every path but the interface's, the docs', the probes' and the sandbox's is the app's (its own 404
 * page included). Its calls carry the citizen's address (see `vouchedAddress`). Must be mounted before the interface's middleware (body parsing, JSON headers).
 * Without a build it logs one line and the service starts as usual. Returns whether it is served.
 */
export function serveWebApp(
  app: { use(handler: RequestHandler): unknown },
  logger: Pick<AppLogger, 'log' | 'warn'>,
  port: number,
  { dir = WEB_APP_DIR, trustProxy = false }: { dir?: string; trustProxy?: number | string[] | false } = {},
): boolean {
  if (!existsSync(join(dir, 'app.js')) || !existsSync(join(dir, 'public', 'manifest.json'))) {
    logger.warn(
      { dir },
      'WEB_APP is on but the citizen web app is not built (npm run build); / is not served',
      'WebApp',
    );
    return false;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createCitizenWeb } = require(join(dir, 'app.js')) as CitizenWebModule;
  // Sessions in Redis only with a SESSION_SECRET that every replica shares; else in this process.
  const shared = Boolean(process.env.REDIS_URL && process.env.SESSION_SECRET);
  if (process.env.REDIS_URL && !shared) {
    logger.warn({}, 'REDIS_URL without SESSION_SECRET: web sessions are kept in this process only', 'WebApp');
  }
  // The app forwards each citizen's address (read with this service's TRUST_PROXY: the same socket),
  // vouched for by a key that lives in this process only; the interface takes it from that hop alone.
  const hopKey = randomBytes(32).toString('base64url');
  const vouch = vouchedAddress(hopKey);
  const web = createCitizenWeb({
    serviceUrl: `http://127.0.0.1:${port}`,
    redisUrl: shared ? process.env.REDIS_URL : undefined,
    sessionSecret: process.env.SESSION_SECRET,
    trustProxy,
    hopKey,
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api/')) vouch(req);
    if (NOT_THE_APP.some((p) => req.path.startsWith(p))) return next();
    return web(req, res, next);
  });
  logger.log({ dir }, 'The citizen web app is served at /', 'WebApp');
  return true;
}
