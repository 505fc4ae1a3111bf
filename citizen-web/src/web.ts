import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { type CitizenJourneyClient, createCitizenJourneyClient, type Schemas } from '@citizen-journey/sdk';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isCitizenProblem, messageOf, ServiceProblem } from './problems';

export type Profile = Schemas['ProfileDto'];

/** A problem shown on a form: a message key and its values, for the whole page or one field. */
export interface FieldError {
  /** The id of the input the error summary links to. */
  href: string;
  /** The question key (or form field name) it belongs to. */
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

/** What a form page shows again after a failed POST (POST-redirect-GET): errors and the typed values. */
export interface Flash {
  errors?: FieldError[];
  values?: Record<string, unknown>;
  /** A problem with the whole form (a message key), shown in the error summary. */
  problem?: string;
}

declare module 'express-session' {
  interface SessionData {
    token?: string;
    expiresAt?: string;
    assurance?: string;
    profile?: Profile;
    lang?: string;
    csrf?: string;
    flash?: Record<string, Flash>;
    notice?: { key: string; values?: Record<string, string | number> };
    /** Answers given on question pages and not yet sent: `${journeyId}:${milestoneCode}` → answers. */
    drafts?: Record<string, Record<string, unknown>>;
  }
}

export interface WebOptions {
  /** The service's origin, e.g. http://127.0.0.1:3000 (the SDK's base URL). */
  serviceUrl: string;
  /** Where the app is mounted: '' at the root, or '/citizen'. */
  basePath: string;
  /** fetch for the SDK (tests); the global one by default. */
  fetch?: typeof globalThis.fetch;
  /**
   * Served inside the service's process: the key that vouches, on each call, for the citizen's address
   * this app forwards (the service trusts it from this app alone: `src/http/web-app.ts`).
   */
  hopKey?: string;
}

/** The header carrying `hopKey` (in-process only; the service removes it before anything reads it). */
export const HOP_KEY_HEADER = 'x-citizen-web-hop';

/**
 * The SDK, for this citizen: their session token and language on every call, and their address as
 * X-Forwarded-For, so that the service's per-address limits count each citizen, not this app.
 */
export function apiFor(req: Request, options: WebOptions): CitizenJourneyClient {
  const api = createCitizenJourneyClient({
    baseUrl: options.serviceUrl,
    token: req.session.token,
    language: req.session.lang ?? 'en',
    fetch: options.fetch,
  });
  const address = req.ip;
  const { hopKey } = options;
  if (address)
    api.use({
      onRequest({ request }) {
        request.headers.set('X-Forwarded-For', address);
        if (hopKey) request.headers.set(HOP_KEY_HEADER, hopKey);
        return request;
      },
    });
  return api;
}

/** The synchroniser token of this session (one per session, 256 random bits), made on first use. */
export function csrfToken(req: Request): string {
  req.session.csrf ??= randomBytes(32).toString('base64url');
  return req.session.csrf;
}

/** Whether a POST carries this session's synchroniser token. */
export function csrfValid(req: Request): boolean {
  const sent = (req.body as Record<string, unknown> | undefined)?._csrf;
  const expected = req.session.csrf;
  if (typeof sent !== 'string' || !expected) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Where each rendered form's key (its hidden `_key`, sent to the service as `Idempotency-Key`) led:
 * a second submit of the same form — a double click, Back then submit again — is answered with the
 * first one's redirect and writes nothing. One process's memory, ten minutes (like the service's keys).
 */
const written = new Map<string, { location: Promise<string>; at: number }>();
const KEY_TTL_MS = 10 * 60_000;
const FORM_KEY = /^[0-9a-f-]{36}$/;

function rememberedWrite(id: string): Promise<string> | undefined {
  const entry = written.get(id);
  if (!entry) return undefined;
  if (Date.now() - entry.at > KEY_TTL_MS) {
    written.delete(id);
    return undefined;
  }
  return entry.location;
}

export const newFormKey = (): string => randomUUID();

export interface WriteContext {
  api: CitizenJourneyClient;
  /** The form's key: send it as Idempotency-Key. */
  key: string;
  headers: { 'Idempotency-Key': string };
  body: Record<string, unknown>;
}

/**
 * A POST handler in the POST-redirect-GET pattern: `handler` does the writes and returns where to go
 * (303). `back` is the form's own page: a problem the citizen can fix is kept for it (flash) and the
 * citizen is sent back there; the same form key never writes twice.
 */
export function write(
  options: WebOptions,
  back: (req: Request) => string,
  handler: (req: Request, ctx: WriteContext) => Promise<string>,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const key = typeof body._key === 'string' && FORM_KEY.test(body._key) ? body._key : randomUUID();
    const id = `${req.sessionID}:${key}`;
    const earlier = rememberedWrite(id);
    if (earlier) {
      try {
        return res.redirect(303, await earlier);
      } catch {
        return res.redirect(303, back(req));
      }
    }
    // A new submission replaces what the form's page showed after the last one.
    if (req.session.flash) delete req.session.flash[pathOf(back(req), options)];
    const location = handler(req, {
      api: apiFor(req, options),
      key,
      headers: { 'Idempotency-Key': key },
      body,
    });
    written.set(id, { location, at: Date.now() });
    if (written.size > 50_000) written.delete(written.keys().next().value as string);
    try {
      const to = await location;
      // Sent back to the form (its own checks failed): nothing was written, the key may be used again.
      if (to === back(req)) written.delete(id);
      res.redirect(303, to);
    } catch (err) {
      written.delete(id);
      answerProblem(err, req, res, next, options, back(req));
    }
  };
}

/** The path part of a location inside the app (flash is kept per page path). */
function pathOf(location: string, options: WebOptions): string {
  return location.slice(options.basePath.length).split('?')[0] || '/';
}

/** Keeps a form's errors and values for its page, to show after the redirect. */
export function flash(req: Request, options: WebOptions, location: string, value: Flash): void {
  req.session.flash ??= {};
  req.session.flash[pathOf(location, options)] = value;
}

/** What a page's last failed POST left for it (kept until the form succeeds, so a reload shows it again). */
export function flashOf(req: Request): Flash {
  return req.session.flash?.[req.path] ?? {};
}

/** The service session is over: forget it here too, keeping only the language. */
export function signOutLocally(req: Request): void {
  const lang = req.session.lang;
  delete req.session.token;
  delete req.session.profile;
  delete req.session.expiresAt;
  delete req.session.assurance;
  delete req.session.drafts;
  delete req.session.flash;
  req.session.lang = lang;
}

/**
 * A failed call, answered the way a citizen understands: signed out → the sign-in page; more identity
 * needed → "confirm it is you", then back; a problem they can act on → their form again, with the
 * problem in words; anything else → "something went wrong" with a reference.
 */
export function answerProblem(
  err: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
  options: WebOptions,
  back: string,
): void {
  if (!(err instanceof ServiceProblem)) return next(err);
  const base = options.basePath;
  if (err.status === 401) {
    signOutLocally(req);
    req.session.notice = { key: 'notice.signedOutIdle' };
    return res.redirect(303, `${base}/sign-in`);
  }
  if (err.code === 'ASSURANCE_REQUIRED') {
    return res.redirect(303, `${base}/confirm-identity?next=${encodeURIComponent(back)}`);
  }
  if (isCitizenProblem(err) && req.method === 'POST') {
    const kept = req.session.flash?.[pathOf(back, options)] ?? {};
    flash(req, options, back, { ...kept, problem: messageOf(err) });
    return res.redirect(303, back);
  }
  if (isCitizenProblem(err) && (err.status === 404 || err.code === 'FORBIDDEN')) {
    res.status(404);
    return res.render('errors/not-found');
  }
  next(err);
}

/** Wraps an async GET handler: its service problems answered as above. */
export function page(
  options: WebOptions,
  handler: (req: Request, res: Response, api: CitizenJourneyClient) => Promise<void>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      await handler(req, res, apiFor(req, options));
    } catch (err) {
      answerProblem(err, req, res, next, options, `${options.basePath}${req.path}`);
    }
  };
}

/** A form page's errors for the govuk macros: the summary list and each field's inline message. */
export function formState(
  req: Request,
  res: Response,
): {
  errorList: { text: string; href: string }[];
  errors: Record<string, { text: string; visuallyHiddenText: string }>;
  values: Record<string, unknown>;
} {
  const t = res.locals.t as (key: string, values?: Record<string, string | number>) => string;
  const state = flashOf(req);
  // The prefix screen readers read before a field's error ("Error:"), in the page's language.
  const errors: Record<string, { text: string; visuallyHiddenText: string }> = {};
  const errorList: { text: string; href: string }[] = [];
  if (state.problem) errorList.push({ text: t(state.problem), href: '#main-content' });
  for (const e of state.errors ?? []) {
    const text = t(e.key, e.values);
    errors[e.field] = { text, visuallyHiddenText: t('error.prefix') };
    errorList.push({ text, href: e.href });
  }
  return { errorList, errors, values: state.values ?? {} };
}

/** Only a path inside this app may be a `next` after signing in or confirming identity. */
export function safeNext(value: unknown, options: WebOptions, fallback: string): string {
  const base = options.basePath;
  if (
    typeof value !== 'string' ||
    !value.startsWith(`${base}/`) ||
    value.startsWith('//') ||
    value.includes('\\')
  )
    return `${base}${fallback}`;
  return value;
}
