import { type Request, type Response, Router } from 'express';
import type { CitizenJourneyClient, Schemas } from '@citizen-journey/sdk';
import { fieldError, readDate } from '../forms';
import { call } from '../problems';
import {
  apiFor,
  flash,
  formState,
  page,
  safeNext,
  signOutLocally,
  type FieldError,
  type WebOptions,
  write,
} from '../web';

type Route = 'sso' | 'demographics' | 'qr';
const ROUTES: Route[] = ['sso', 'demographics', 'qr'];

/** The test citizen's details from the form, checked with messages in citizen words. */
function readCitizen(body: Record<string, unknown>, withNames: boolean) {
  const text = (name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');
  const errors: FieldError[] = [];
  const national_id = text('national_id');
  if (!national_id) errors.push(fieldError('national_id', { key: 'citizen.enterNationalId' }));
  else if (national_id.length < 4 || national_id.length > 64)
    errors.push(fieldError('national_id', { key: 'citizen.nationalIdLength' }));
  const given_name = text('given_name');
  const family_name = text('family_name');
  if (withNames && !given_name) errors.push(fieldError('given_name', { key: 'citizen.enterGivenName' }));
  if (withNames && !family_name) errors.push(fieldError('family_name', { key: 'citizen.enterFamilyName' }));
  const date = readDate(body, 'birth_date');
  if (date.problem === 'empty')
    errors.push(fieldError('birth_date', { key: 'citizen.enterBirthDate' }, 'date'));
  else if (date.problem) errors.push(fieldError('birth_date', { key: 'citizen.realBirthDate' }, 'date'));
  else if (date.iso && date.iso >= new Date().toISOString().slice(0, 10))
    errors.push(fieldError('birth_date', { key: 'citizen.pastBirthDate' }, 'date'));
  const values = { national_id, given_name, family_name, birth_date: date.parts, consent: text('consent') };
  const citizen: Schemas['SandboxCitizenDto'] = {
    national_id,
    given_name: given_name || 'Test',
    family_name: family_name || 'Citizen',
    birth_date: date.iso ?? '',
  };
  return { citizen, errors, values };
}

/** A signed-in session, kept here (never in the browser): the token, the name and when it ends. */
function signedIn(req: Request, session: Schemas['SessionResponseDto']): void {
  req.session.token = session.session_token;
  req.session.expiresAt = session.expires_at;
  req.session.assurance = session.assurance.level;
  req.session.profile = session.profile;
  delete req.session.flash;
}

/** The sandbox plays the citizen's face capture: it passes (only when the service runs sandbox providers). */
async function passFaceCheck(api: CitizenJourneyClient, reference: string): Promise<void> {
  await call(
    api.POST('/sandbox/liveness/{reference}/result', {
      params: { path: { reference } },
      body: { outcome: 'PASS' },
    }),
  );
}

export function accountRoutes(options: WebOptions): Router {
  const router = Router();
  const base = options.basePath;
  const t = (res: Response) => res.locals.t as (key: string) => string;

  router.get('/sign-in', (req, res) => {
    if (req.session.token) return res.redirect(303, `${base}/journeys`);
    res.render('account/sign-in', formState(req, res));
  });
  router.post(
    '/sign-in',
    write(
      options,
      () => `${base}/sign-in`,
      async (req, { body }) => {
        const route = body.route;
        if (!ROUTES.includes(route as Route)) {
          flash(req, options, `${base}/sign-in`, {
            errors: [fieldError('route', { key: 'signIn.chooseRoute' })],
          });
          return `${base}/sign-in`;
        }
        return `${base}/sign-in/${String(route)}`;
      },
    ),
  );

  for (const route of ROUTES) {
    const path = `/sign-in/${route}`;
    const withNames = route !== 'demographics';
    const faceCheck = route !== 'sso';
    router.get(path, (req, res) => {
      res.render('account/details', {
        ...formState(req, res),
        title: t(res)(`route.${route}.title`),
        action: `${base}${path}`,
        withNames,
        faceCheck,
        backLink: `${base}/sign-in`,
        submitText: t(res)(
          route === 'sso'
            ? 'signIn.ssoSubmit'
            : route === 'qr'
              ? 'faceCheck.scanAndCheck'
              : 'faceCheck.checkAndSignIn',
        ),
      });
    });
    router.post(
      path,
      write(
        options,
        () => `${base}${path}`,
        async (req, { api, body }) => {
          const { citizen, errors, values } = readCitizen(body, withNames);
          if (faceCheck && values.consent !== 'yes')
            errors.push(fieldError('consent', { key: 'faceCheck.consentNeeded' }));
          if (errors.length) {
            flash(req, options, `${base}${path}`, { errors, values });
            return `${base}${path}`;
          }
          let session: Schemas['SessionResponseDto'];
          if (route === 'sso') {
            // The sandbox provider plays the partner: it hands out a one-time exchange code.
            const { exchange_code } = await call(api.POST('/sandbox/sso/exchange-codes', { body: citizen }));
            session = await call(api.POST('/api/v1/auth/sso/callback', { body: { exchange_code } }));
          } else {
            const { challenge_id } = await call(
              api.POST('/api/v1/auth/verify/start', { body: { consent: true } }),
            );
            await passFaceCheck(api, challenge_id);
            if (route === 'qr') {
              const { qr_payload } = await call(api.POST('/sandbox/qr-codes', { body: citizen }));
              session = await call(
                api.POST('/api/v1/auth/verify/qr/complete', { body: { challenge_id, qr_payload } }),
              );
            } else {
              const demographics = { national_id: citizen.national_id, birth_date: citizen.birth_date };
              session = await call(
                api.POST('/api/v1/auth/verify/complete', { body: { challenge_id, demographics } }),
              );
            }
          }
          signedIn(req, session);
          return `${base}/journeys`;
        },
      ),
    );
  }

  router.get('/sign-out', (req, res) => {
    if (!req.session.token) return res.redirect(303, `${base}/`);
    res.render('account/sign-out');
  });
  router.post(
    '/sign-out',
    write(
      options,
      () => `${base}/sign-out`,
      async (req, { api }) => {
        await call(api.POST('/api/v1/auth/sign-out')).catch(() => undefined);
        signOutLocally(req);
        req.session.notice = { key: 'notice.signedOut' };
        return `${base}/`;
      },
    ),
  );

  // More identity, asked for by the service (403 ASSURANCE_REQUIRED): consent, face check, then back.
  router.get('/confirm-identity', (req, res) => {
    if (!req.session.token) return res.redirect(303, `${base}/sign-in`);
    const next = safeNext(req.query.next, options, '/journeys');
    res.render('account/confirm-identity', {
      ...formState(req, res),
      next,
      cancel: `${base}/journeys`,
      backLink: `${base}/journeys`,
    });
  });
  router.post(
    '/confirm-identity',
    write(
      options,
      (req) => `${base}/confirm-identity?next=${encodeURIComponent(String(req.body?.next ?? ''))}`,
      async (req, { api, body }) => {
        const next = safeNext(body.next, options, '/journeys');
        const back = `${base}/confirm-identity?next=${encodeURIComponent(next)}`;
        if (body.consent !== 'yes') {
          flash(req, options, back, { errors: [fieldError('consent', { key: 'faceCheck.consentNeeded' })] });
          return back;
        }
        const liveness = await call(
          api.POST('/api/v1/identity/liveness/session', {
            body: { consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' },
          }),
        );
        await passFaceCheck(api, liveness.assurance_id);
        await call(api.POST('/api/v1/identity/verify', { body: { assurance_id: liveness.assurance_id } }));
        req.session.assurance = 'HIGH';
        return next;
      },
    ),
  );

  // Your data: what the service holds (export) and deleting it all.
  const signedInOnly = (req: Request, res: Response): boolean => {
    if (req.session.token) return true;
    res.redirect(303, `${base}/sign-in`);
    return false;
  };
  router.get('/your-data', (req, res) => {
    if (signedInOnly(req, res)) res.render('account/your-data');
  });
  router.get(
    '/your-data/export',
    page(options, async (req, res, api) => {
      if (!signedInOnly(req, res)) return;
      const data = await call(api.GET('/api/v1/me/export'));
      res.setHeader('Content-Disposition', 'attachment; filename="your-data.json"');
      res.setHeader('Cache-Control', 'no-store');
      res.type('application/json').send(JSON.stringify(data, null, 2));
    }),
  );
  router.get('/your-data/delete', (req, res) => {
    if (signedInOnly(req, res))
      res.render('account/delete', { ...formState(req, res), backLink: `${base}/your-data` });
  });
  router.post(
    '/your-data/delete',
    write(
      options,
      () => `${base}/your-data/delete`,
      async (req, { body }) => {
        if (body.confirm !== 'yes') {
          flash(req, options, `${base}/your-data/delete`, {
            errors: [fieldError('confirm', { key: 'delete.confirmNeeded' })],
          });
          return `${base}/your-data/delete`;
        }
        await call(apiFor(req, options).DELETE('/api/v1/me'));
        signOutLocally(req);
        req.session.notice = { key: 'notice.deleted' };
        return `${base}/`;
      },
    ),
  );
  return router;
}
