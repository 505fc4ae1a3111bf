import compression from 'compression';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppLogger } from '../logging';

/** Where `npm run build -w web` puts the reference citizen web app (from dist/main.js or src/). */
export const WEB_APP_DIR = join(__dirname, '..', '..', '..', 'web', 'dist');

/** Paths the web app never answers: the interface, its docs, the probes and the sandbox providers. */
const NOT_THE_APP = ['/api/', '/docs', '/health/', '/sandbox/'];

/**
 * The app's pages and assets may come only from this origin: no inline script or style, no other
 * host, no framing; its API calls go to the same origin.
 */
export const WEB_APP_HEADERS: [string, string][] = [
  [
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; " +
      "connect-src 'self'; form-action 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'",
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * Serves the built web app at `/` (GET and HEAD of its own files only, so it never shadows a route).
 * Without a build it logs one line and the service starts as usual. Returns whether it is served.
 */
export function serveWebApp(
  app: { use(handler: RequestHandler): unknown },
  logger: Pick<AppLogger, 'log' | 'warn'>,
  dir = WEB_APP_DIR,
): boolean {
  if (!existsSync(join(dir, 'index.html'))) {
    logger.warn(
      { dir },
      'WEB_APP is on but the web app is not built (npm run build); / is not served',
      'WebApp',
    );
    return false;
  }
  const files = express.static(dir, {
    index: 'index.html',
    redirect: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      for (const [name, value] of WEB_APP_HEADERS) res.setHeader(name, value);
      // Vite names assets by their content hash: they never change; the page is revalidated.
      res.setHeader(
        'Cache-Control',
        path.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The app's script and styles gzip to about a quarter (a slow mobile connection waits for them);
  // only the app's own files are compressed, never an answer of the interface.
  const gzip = compression();
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_THE_APP.some((p) => req.path.startsWith(p))) {
      return next();
    }
    return gzip(req, res, () => files(req, res, next));
  });
  logger.log({ dir }, 'The citizen web app is served at /', 'WebApp');
  return true;
}
