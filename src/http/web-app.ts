import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync } from 'node:fs';
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
  }): RequestHandler;
}

/**
 * Serves the citizen web app (`citizen-web/`, server-rendered GOV.UK pages) at `/`, in this process:
 * it calls this service through the SDK over loopback (`http://127.0.0.1:<port>`), like any client.
 * Every path but the interface's, the docs', the probes' and the sandbox's is the app's (its own 404
 * page included). Must be mounted before the interface's middleware (body parsing, JSON headers).
 * Without a build it logs one line and the service starts as usual. Returns whether it is served.
 */
export function serveWebApp(
  app: { use(handler: RequestHandler): unknown },
  logger: Pick<AppLogger, 'log' | 'warn'>,
  port: number,
  dir = WEB_APP_DIR,
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
  const web = createCitizenWeb({
    serviceUrl: `http://127.0.0.1:${port}`,
    redisUrl: shared ? process.env.REDIS_URL : undefined,
    sessionSecret: process.env.SESSION_SECRET,
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (NOT_THE_APP.some((p) => req.path.startsWith(p))) return next();
    return web(req, res, next);
  });
  logger.log({ dir }, 'The citizen web app is served at /', 'WebApp');
  return true;
}
