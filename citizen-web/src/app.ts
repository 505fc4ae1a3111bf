import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import nunjucks from 'nunjucks';
import { clockTime, isLanguage, LANGUAGES, longDate, translate } from './i18n';
import { ServiceProblem } from './problems';
import { accountRoutes } from './routes/account';
import { journeyRoutes } from './routes/journeys';
import { pageRoutes } from './routes/pages';
import { IDLE_MS, sessionStore } from './session-store';
import { csrfToken, csrfValid, flashOf, newFormKey, type WebOptions } from './web';

export { type WebOptions } from './web';

export interface CitizenWebOptions extends Partial<WebOptions> {
  serviceUrl: string;
  /** Sessions in Redis when set; else in this process's memory (one replica only). */
  redisUrl?: string;
  /** Signs the session cookie; a random one per process when unset (fine for one replica). */
  sessionSecret?: string;
  /**
   * The cookie's Secure flag: `true` (production), or `auto` (set on https requests only, so that a
   * developer's plain-http localhost works). `auto` unless NODE_ENV is production.
   */
  secureCookie?: boolean | 'auto';
  /**
   * Which X-Forwarded-For entries count for the citizen's address (Express `trust proxy`), which this
   * app forwards to the service: `loopback` unless set; in the service's process, the service's own
   * TRUST_PROXY (the same socket).
   */
  trustProxy?: boolean | number | string | string[];
}

const PUBLIC_DIR = join(__dirname, '..', 'dist', 'public');
const GOVUK_DIR = join(dirname(require.resolve('govuk-frontend/package.json')), 'dist');
const VIEWS_DIR = join(__dirname, '..', 'views');

/** The hashed file names of the built styles and scripts (scripts/build-assets.mjs). */
function manifest(): Record<string, string> {
  const file = join(PUBLIC_DIR, 'manifest.json');
  if (!existsSync(file)) throw new Error('citizen-web assets are not built: npm run build -w citizen-web');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The same page in another language: its address with `lang` set (the request's own query kept). */
function withLanguage(url: string, lang: string): string {
  const u = new URL(url, 'http://x');
  u.searchParams.set('lang', lang);
  return u.pathname + u.search;
}

/** The citizen web app as an Express app, to listen on its own (server.ts) or be mounted (the service). */
export function createCitizenWeb(settings: CitizenWebOptions): express.Express {
  const options: WebOptions = {
    serviceUrl: settings.serviceUrl.replace(/\/+$/, ''),
    basePath: (settings.basePath ?? '').replace(/\/+$/, ''),
    fetch: settings.fetch,
    hopKey: settings.hopKey,
  };
  const base = options.basePath;
  const assets = manifest();
  // The start page's own rules, inlined in it (scripts/build-assets.mjs); none before they are built.
  const startCss = assets['start-critical.css']
    ? readFileSync(join(PUBLIC_DIR, assets['start-critical.css']), 'utf8')
    : undefined;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.trustProxy ?? 'loopback');

  const env = nunjucks.configure([VIEWS_DIR, GOVUK_DIR], { autoescape: true, express: app, noCache: false });
  env.addFilter('longDate', (value: string, lang: string) => (value ? longDate(lang, value) : ''));
  env.addGlobal('newFormKey', newFormKey);
  app.set('view engine', 'njk');
  env.addGlobal('startCss', startCss);

  // Pages and assets are compressed (a slow mobile connection waits for every byte).
  app.use(compression());

  // Every page: scripts and styles from here only (the one inline script, govuk-frontend's
  // `js-enabled` line, and the start page's inline styles carry this answer's nonce), no framing,
  // no referrer.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; img-src 'self'; ` +
        "font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'",
    );
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // Pages hold personal data: never stored by the browser or a proxy (assets set their own caching).
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });

  // Styles and scripts are named by their content hash: cached for a year, never revalidated.
  app.use(
    '/assets',
    express.static(PUBLIC_DIR, { immutable: true, maxAge: '365d', index: false, redirect: false }),
  );
  // govuk-frontend's fonts and icons keep their names across a release: cached for a day.
  app.use(
    '/assets',
    express.static(join(GOVUK_DIR, 'govuk', 'assets'), { maxAge: '1d', index: false, redirect: false }),
  );
  app.get('/favicon.ico', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.sendFile(join(GOVUK_DIR, 'govuk', 'assets', 'images', 'favicon.ico'));
  });

  const production = process.env.NODE_ENV === 'production';
  app.use(
    session({
      name: 'citizen-session',
      secret: settings.sessionSecret || randomBytes(32).toString('hex'),
      store: sessionStore(settings.redisUrl),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: settings.secureCookie ?? (production ? true : 'auto'),
        maxAge: IDLE_MS,
        path: base || '/',
      },
    }),
  );

  // English | Cymraeg: `?lang=cy` on any page remembers the choice and shows the same page again.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const asked = req.query.lang;
    if (req.method === 'GET' && asked !== undefined) {
      if (isLanguage(asked)) req.session.lang = asked;
      const url = new URL(req.originalUrl, 'http://x');
      url.searchParams.delete('lang');
      return res.redirect(303, url.pathname + url.search);
    }
    next();
  });

  app.use(express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 200 }));

  // Every page's words and links.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const lang = req.session.lang ?? 'en';
    const t = (key: string, values?: Record<string, string | number>) => translate(lang, key, values);
    Object.assign(res.locals, {
      lang,
      t,
      base,
      assets: Object.fromEntries(Object.entries(assets).map(([k, v]) => [k, `${base}/assets/${v}`])),
      assetPath: `${base}/assets`,
      path: req.path,
      languages: LANGUAGES.map((code) => ({
        code,
        href: withLanguage(req.originalUrl, code),
        name: translate(code, 'language.name'),
        switchTo: translate(code, 'language.switchTo'),
        current: code === lang,
      })),
      signedIn: Boolean(req.session.token),
      profile: req.session.profile,
      sessionEnds: req.session.token
        ? clockTime(lang, new Date(Date.now() + IDLE_MS).toISOString())
        : undefined,
      csrf: () => csrfToken(req),
      flash: flashOf(req),
      notice: req.session.notice,
    });
    if (req.method === 'GET') delete req.session.notice;
    next();
  });

  // Every POST carries the session's synchroniser token (uploads check it after reading the form).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || req.is('multipart/form-data') || csrfValid(req)) return next();
    res.status(403);
    res.render('errors/expired-form');
  });

  app.use(pageRoutes(options));
  app.use(accountRoutes(options));
  app.use(journeyRoutes(options));

  app.use((_req: Request, res: Response) => {
    res.status(404);
    res.render('errors/not-found');
  });
  // Anything else: "something went wrong", with the service's reference when there is one.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const problem = err instanceof ServiceProblem ? err : undefined;
    const unavailable = problem && (problem.status === 0 || problem.status === 503);
    if (!problem) console.error(err);
    res.status(unavailable ? 503 : 500);
    res.render(unavailable ? 'errors/unavailable' : 'errors/problem', { reference: problem?.reference });
  });
  return app;
}
