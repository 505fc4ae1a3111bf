import { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import multer from 'multer';
import type { CitizenJourneyClient, Schemas } from '@citizen-journey/sdk';
import {
  answerText,
  boundingAnswers,
  dateParts,
  fieldError,
  readAnswer,
  serviceAnswerError,
  type Question,
} from '../forms';
import { longDate } from '../i18n';
import { call, ServiceProblem } from '../problems';
import { csrfValid, flash, formState, page, type WebOptions, write } from '../web';

type Journey = Schemas['JourneyDto'];
type Plan = Schemas['PlanDto'];
type Milestone = Schemas['PlanMilestoneDto'];
type T = (key: string, values?: Record<string, string | number>) => string;

const OPEN = (j: Journey) => j.status === 'ACTIVE' || j.status === 'BLOCKED';
const STATUS_TAG: Record<Journey['status'], string> = {
  ACTIVE: 'govuk-tag--blue',
  BLOCKED: 'govuk-tag--orange',
  COMPLETED: 'govuk-tag--green',
  CLOSED: 'govuk-tag--grey',
};
const CLOSE_REASONS = ['NO_LONGER_NEEDED', 'DONE_ELSEWHERE', 'CREATED_BY_MISTAKE'] as const;
/** A milestone code or question key as it may appear in a path (the service's own codes are like this). */
const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function journeyAndPlan(
  api: CitizenJourneyClient,
  id: string,
): Promise<{ journey: Journey; plan: Plan }> {
  const [journey, plan] = await Promise.all([
    call(api.GET('/api/v1/journeys/{id}', { params: { path: { id } } })),
    call(api.GET('/api/v1/journeys/{id}/plan', { params: { path: { id } } })),
  ]);
  return { journey, plan };
}

/** Today's date in the UK, YYYY-MM-DD. */
const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** A step that cannot be done before a day still to come (a divorce's final order). */
const notOpenYet = (m: Milestone) => m.opens_on !== undefined && m.opens_on > ukToday();

/**
 * What a step not done yet of an open journey says about its dates, in the citizen's language: its
 * deadline ("Do this by 7 December 2026."), or the first day it can be done ("You can do this from 14
 * December 2026."), each followed by the template's own words for it; '' when it has neither.
 */
function dateNote(m: Milestone, journey: Journey, t: T, lang: string): string {
  if (m.status === 'COMPLETED' || !OPEN(journey)) return '';
  const [sentence, words] = m.due_date
    ? [t(m.overdue ? 'due.overdue' : 'due.by', { date: longDate(lang, m.due_date) }), m.due_text]
    : m.opens_on
      ? [notOpenYet(m) ? t('opens.from', { date: longDate(lang, m.opens_on) }) : t('opens.now'), m.opens_text]
      : [];
  return [sentence, words].filter(Boolean).join(' ');
}

/** The steps as a task list shows them: numbered 1, 2, 3 … in order, whatever their positions. */
function numbered(plan: Plan): (Milestone & { number: number })[] {
  return [...plan.milestones]
    .sort((a, b) => a.position - b.position)
    .map((m, i) => ({ ...m, number: i + 1 }));
}

const draftKey = (journeyId: string, code: string) => `${journeyId}:${code}`;

export function journeyRoutes(options: WebOptions): Router {
  const router = Router();
  const base = options.basePath;
  const tOf = (res: Response) => res.locals.t as T;
  const lang = (req: Request) => req.session.lang ?? 'en';
  const date = (req: Request) => (iso: string) => longDate(lang(req), iso);

  // Every page below needs a signed-in citizen; an id or code that cannot be one is "page not found".
  const signedIn: RequestHandler = (req, res, next) => {
    if (req.session.token) return next();
    if (req.method === 'GET') return res.redirect(303, `${base}/sign-in`);
    res.status(403).render('errors/expired-form');
  };
  router.use(['/journeys', '/start'], signedIn);
  router.param('id', (_req: Request, res: Response, next: NextFunction, id: string) =>
    UUID.test(id) ? next() : res.status(404).render('errors/not-found'),
  );
  for (const name of ['code', 'key', 'agency', 'offer'])
    router.param(name, (_req: Request, res: Response, next: NextFunction, value: string) =>
      SLUG.test(value) ? next() : res.status(404).render('errors/not-found'),
    );

  // ------------------------------------------------------------ your life events

  router.get(
    '/journeys',
    page(options, async (req, res, api) => {
      const [list, offers] = await Promise.all([
        call(api.GET('/api/v1/journeys', { params: { query: { limit: 50 } } })),
        call(api.GET('/api/v1/offers')).catch(() => ({ items: [] as Schemas['OfferDto'][] })),
      ]);
      const t = tOf(res);
      const view = (j: Journey) => ({
        ...j,
        statusText: t(`status.${j.status}`),
        statusClass: STATUS_TAG[j.status],
        due: j.next_due_date ? longDate(lang(req), j.next_due_date) : undefined,
      });
      res.render('journeys/list', {
        open: list.items.filter(OPEN).map(view),
        done: list.items.filter((j) => !OPEN(j)).map(view),
        offers: offers.items.filter((o) => o.status === 'OPEN'),
      });
    }),
  );

  // ------------------------------------------------------------ what has happened?

  router.get('/start', (req, res) =>
    res.render('journeys/start', { ...formState(req, res), backLink: `${base}/journeys` }),
  );
  router.post(
    '/start',
    write(
      options,
      () => `${base}/start`,
      async (req, { api, body, headers }) => {
        const message = typeof body.message === 'string' ? body.message.trim() : '';
        if (!message) {
          flash(req, options, `${base}/start`, {
            errors: [fieldError('message', { key: 'start.enterMessage' })],
          });
          return `${base}/start`;
        }
        if (message.length > 1000) {
          flash(req, options, `${base}/start`, {
            errors: [fieldError('message', { key: 'start.tooLong' })],
            values: { message },
          });
          return `${base}/start`;
        }
        const intent = await call(api.POST('/api/v1/intents/compile', { body: { message }, headers }));
        return `${base}/start/result/${intent.intent_id}`;
      },
    ),
  );

  router.get(
    '/start/result/:id',
    page(options, async (req, res, api) => {
      const intent = await call(
        api.GET('/api/v1/intents/{intent_id}', { params: { path: { intent_id: String(req.params.id) } } }),
      );
      res.render(intent.supported ? 'journeys/intent-found' : 'journeys/intent-unknown', {
        ...formState(req, res),
        intent,
        backLink: `${base}/start`,
      });
    }),
  );
  router.post(
    '/start/result/:id',
    write(
      options,
      (req) => `${base}/start/result/${String(req.params.id)}`,
      async (req, { api, body }) => {
        if (typeof body.workflow === 'string') {
          if (!SLUG.test(body.workflow)) {
            flash(req, options, `${base}/start/result/${String(req.params.id)}`, {
              errors: [fieldError('workflow', { key: 'choose.chooseOne' })],
            });
            return `${base}/start/result/${String(req.params.id)}`;
          }
          const intent = await call(api.POST('/api/v1/intents', { body: { workflow_code: body.workflow } }));
          return `${base}/start/result/${intent.intent_id}`;
        }
        const journey = await call(
          api.POST('/api/v1/journeys/from-intent/{intent_id}', {
            params: { path: { intent_id: String(req.params.id) } },
          }),
        );
        return `${base}/journeys/${journey.id}`;
      },
    ),
  );

  router.get(
    '/start/choose',
    page(options, async (req, res, api) => {
      const { items } = await call(api.GET('/api/v1/workflows'));
      res.render('journeys/choose', { ...formState(req, res), workflows: items, backLink: `${base}/start` });
    }),
  );
  router.post(
    '/start/choose',
    write(
      options,
      () => `${base}/start/choose`,
      async (req, { api, body }) => {
        if (typeof body.workflow !== 'string' || !SLUG.test(body.workflow)) {
          flash(req, options, `${base}/start/choose`, {
            errors: [fieldError('workflow', { key: 'choose.chooseOne' })],
          });
          return `${base}/start/choose`;
        }
        const intent = await call(api.POST('/api/v1/intents', { body: { workflow_code: body.workflow } }));
        return `${base}/start/result/${intent.intent_id}`;
      },
    ),
  );

  // ------------------------------------------------------------ offers (DESIGN §16)

  router.post(
    '/journeys/offers/:offer',
    write(
      options,
      () => `${base}/journeys`,
      async (req, { api, body }) => {
        const id = String(req.params.offer);
        if (body.choice === 'accept') {
          const journey = await call(api.POST('/api/v1/offers/{id}/accept', { params: { path: { id } } }));
          return `${base}/journeys/${journey.id}`;
        }
        await call(api.POST('/api/v1/offers/{id}/decline', { params: { path: { id } } }));
        req.session.notice = { key: 'offers.declined' };
        return `${base}/journeys`;
      },
    ),
  );

  // ------------------------------------------------------------ the plan as a task list

  router.get(
    '/journeys/:id',
    page(options, async (req, res, api) => {
      const { journey, plan } = await journeyAndPlan(api, req.params.id as string);
      const t = tOf(res);
      const steps = numbered(plan);
      const missing =
        steps.find((m) => m.status === 'CURRENT')?.required_documents.filter((d) => !d.provided) ?? [];
      const sharing = await call(
        api.GET('/api/v1/journeys/{journey_id}/sharing', { params: { path: { journey_id: journey.id } } }),
      ).catch(() => ({ items: [] }));
      const tasks = steps.map((m) => {
        const open = OPEN(journey);
        const href =
          m.status === 'CURRENT' && open
            ? `${base}/journeys/${journey.id}/steps/${m.code}`
            : m.status === 'COMPLETED'
              ? `${base}/journeys/${journey.id}/steps/${m.code}/check`
              : undefined;
        const status =
          m.status === 'COMPLETED'
            ? { text: t('task.completed') }
            : m.status === 'CURRENT' && open
              ? {
                  tag: notOpenYet(m)
                    ? { text: t('task.notOpenYet'), classes: 'govuk-tag--grey' }
                    : {
                        text: journey.status === 'BLOCKED' ? t('task.waiting') : t('task.toDo'),
                        classes: journey.status === 'BLOCKED' ? 'govuk-tag--orange' : 'govuk-tag--blue',
                      },
                }
              : { text: t('task.later'), classes: 'govuk-task-list__status--cannot-start-yet' };
        return {
          title: { text: `${m.number}. ${m.title}` },
          hint: { text: dateNote(m, journey, t, lang(req)) || m.description },
          href,
          status,
        };
      });
      res.render('journeys/plan', {
        journey,
        statusText: t(`status.${journey.status}`),
        statusClass: STATUS_TAG[journey.status],
        tasks,
        missing,
        sharing: sharing.items.length,
        open: OPEN(journey),
        backLink: `${base}/journeys`,
      });
    }),
  );

  // ------------------------------------------------------------ one step: intro, one question a page, check, done

  /** The journey, plan and step of the path, or "not found" / back to the plan when the step cannot be done now. */
  async function stepOf(req: Request, api: CitizenJourneyClient) {
    const { journey, plan } = await journeyAndPlan(api, req.params.id as string);
    const steps = numbered(plan);
    const step = steps.find((m) => m.code === req.params.code);
    return { journey, plan, steps, step };
  }
  const planPath = (req: Request) => `${base}/journeys/${String(req.params.id)}`;
  const stepPath = (req: Request) => `${planPath(req)}/steps/${String(req.params.code)}`;

  /** The answers of a step as the citizen last gave them: those not yet sent over those stored. */
  function answersOf(req: Request, step: Milestone): Record<string, unknown> {
    const draft = req.session.drafts?.[draftKey(String(req.params.id), step.code)] ?? {};
    return { ...(step.answers ?? {}), ...draft };
  }

  router.get(
    '/journeys/:id/steps/:code',
    page(options, async (req, res, api) => {
      const { journey, step } = await stepOf(req, api);
      if (!step) return void res.status(404).render('errors/not-found');
      if (step.status === 'COMPLETED') return res.redirect(303, `${stepPath(req)}/check`);
      if (step.status !== 'CURRENT' || !OPEN(journey)) return res.redirect(303, planPath(req));
      const missing = step.required_documents.filter((d) => !d.provided);
      const first = step.questions[0];
      res.render('journeys/step', {
        journey,
        step,
        missing,
        dateNote: dateNote(step, journey, tOf(res), lang(req)),
        next: missing.length
          ? `${planPath(req)}/documents`
          : first
            ? `${stepPath(req)}/questions/${first.key}`
            : `${stepPath(req)}/check`,
        backLink: planPath(req),
      });
    }),
  );

  router.get(
    '/journeys/:id/steps/:code/questions/:key',
    page(options, async (req, res, api) => {
      const { journey, step } = await stepOf(req, api);
      const index = step?.questions.findIndex((q) => q.key === req.params.key) ?? -1;
      if (!step || index < 0) return void res.status(404).render('errors/not-found');
      if (!OPEN(journey) || (step.status !== 'CURRENT' && step.status !== 'COMPLETED'))
        return res.redirect(303, planPath(req));
      const q = step.questions[index];
      const state = formState(req, res);
      const typed = 'answer' in state.values ? state.values.answer : answersOf(req, step)[q.key];
      const change = req.query.change === '1';
      res.render('journeys/question', {
        ...state,
        journey,
        step,
        q,
        value:
          q.input_type === 'date'
            ? typeof typed === 'object' && typed !== null
              ? typed
              : dateParts(typed)
            : typed,
        values: Array.isArray(typed)
          ? typed.map(String)
          : typeof typed === 'string' || typeof typed === 'number' || typeof typed === 'boolean'
            ? [String(typed)]
            : [],
        action: `${stepPath(req)}/questions/${q.key}${change ? '?change=1' : ''}`,
        count: { n: index + 1, total: step.questions.length },
        backLink: change
          ? `${stepPath(req)}/check`
          : index === 0
            ? stepPath(req)
            : `${stepPath(req)}/questions/${step.questions[index - 1].key}`,
      });
    }),
  );
  router.post(
    '/journeys/:id/steps/:code/questions/:key',
    write(
      options,
      (req) =>
        `${stepPath(req)}/questions/${String(req.params.key)}${req.query.change === '1' ? '?change=1' : ''}`,
      async (req, { api, body }) => {
        const { step } = await stepOf(req, api);
        const index = step?.questions.findIndex((q) => q.key === req.params.key) ?? -1;
        if (!step || index < 0) return planPath(req);
        const q = step.questions[index];
        const here = `${stepPath(req)}/questions/${q.key}${req.query.change === '1' ? '?change=1' : ''}`;
        const answer = readAnswer(q, body);
        if (answer.error) {
          flash(req, options, here, {
            errors: [fieldError('answer', answer.error, q.input_type)],
            values: { answer: answer.typed },
          });
          return here;
        }
        req.session.drafts ??= {};
        const key = draftKey(String(req.params.id), step.code);
        req.session.drafts[key] = { ...(req.session.drafts[key] ?? {}), [q.key]: answer.value ?? null };
        const next = step.questions[index + 1];
        return req.query.change === '1' || !next
          ? `${stepPath(req)}/check`
          : `${stepPath(req)}/questions/${next.key}`;
      },
    ),
  );

  router.get(
    '/journeys/:id/steps/:code/check',
    page(options, async (req, res, api) => {
      const { journey, step } = await stepOf(req, api);
      if (!step) return void res.status(404).render('errors/not-found');
      if (step.status === 'UPCOMING') return res.redirect(303, planPath(req));
      const t = tOf(res);
      const answers = answersOf(req, step);
      const editable = OPEN(journey) && (step.status === 'CURRENT' || step.status === 'COMPLETED');
      const rows = step.questions.map((q: Question) => ({
        key: { text: q.label },
        value: { text: answerText(q, answers[q.key] ?? undefined, t, date(req)) },
        actions: editable
          ? {
              items: [
                {
                  href: `${stepPath(req)}/questions/${q.key}?change=1`,
                  text: t('common.change'),
                  visuallyHiddenText: q.label,
                },
              ],
            }
          : undefined,
      }));
      res.render('journeys/check', {
        ...formState(req, res),
        journey,
        step,
        rows,
        editable,
        missing: step.required_documents.filter((d) => !d.provided),
        changing: step.status === 'COMPLETED',
        backLink:
          step.status === 'COMPLETED' || !step.questions.length
            ? planPath(req)
            : `${stepPath(req)}/questions/${step.questions[step.questions.length - 1].key}`,
      });
    }),
  );
  router.post(
    '/journeys/:id/steps/:code/check',
    write(
      options,
      (req) => `${stepPath(req)}/check`,
      async (req, { api }) => {
        const { step, steps } = await stepOf(req, api);
        if (!step) return planPath(req);
        const answers = Object.fromEntries(
          Object.entries(answersOf(req, step)).filter(
            ([k, v]) => v !== null && v !== undefined && step.questions.some((q) => q.key === k),
          ),
        ) as Record<string, string | number | boolean | string[]>;
        const path = { journey_id: String(req.params.id), milestone_code: step.code };
        try {
          if (step.status === 'COMPLETED') {
            await call(
              api.PUT('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/answers', {
                params: { path },
                body: { answers },
              }),
            );
          } else {
            await call(
              api.POST('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/complete', {
                params: { path },
                body: { answers },
              }),
            );
          }
        } catch (err) {
          // A refused answer goes back to its own question page, with the reason in words.
          if (err instanceof ServiceProblem && err.code === 'ANSWERS_INVALID') {
            const wrong = (err.problem?.errors ?? [])
              .map((e) => ({ e, q: step.questions.find((q) => `answers.${q.key}` === e.field) }))
              .find((x) => x.q);
            if (wrong?.q) {
              const here = `${stepPath(req)}/questions/${wrong.q.key}?change=1`;
              const value = answers[wrong.q.key];
              flash(req, options, here, {
                errors: [
                  fieldError(
                    'answer',
                    serviceAnswerError(wrong.q, wrong.e.message, date(req), boundingAnswers(wrong.q, steps)),
                    wrong.q.input_type,
                  ),
                ],
                values: { answer: wrong.q.input_type === 'date' ? dateParts(value) : value },
              });
              return here;
            }
          }
          throw err;
        }
        delete req.session.drafts?.[draftKey(String(req.params.id), step.code)];
        return `${stepPath(req)}/done${step.status === 'COMPLETED' ? '?changed=1' : ''}`;
      },
    ),
  );

  router.get(
    '/journeys/:id/steps/:code/done',
    page(options, async (req, res, api) => {
      const { journey, steps, step } = await stepOf(req, api);
      if (!step) return void res.status(404).render('errors/not-found');
      const next = steps.find((m) => m.status === 'CURRENT');
      res.render('journeys/done', {
        journey,
        step,
        next,
        changed: req.query.changed === '1',
        finished: journey.status === 'COMPLETED',
        nextHref: next ? `${planPath(req)}/steps/${next.code}` : undefined,
      });
    }),
  );

  // The confirmation page of a journey finished by a document (its last step finishes by itself).
  router.get(
    '/journeys/:id/finished',
    page(options, async (req, res, api) => {
      const journey = await call(
        api.GET('/api/v1/journeys/{id}', { params: { path: { id: req.params.id as string } } }),
      );
      if (journey.status !== 'COMPLETED') return res.redirect(303, planPath(req));
      res.render('journeys/done', { journey, finished: true });
    }),
  );

  // ------------------------------------------------------------ documents (HIGH assurance: the vault)

  router.get(
    '/journeys/:id/documents',
    page(options, async (req, res, api) => {
      const { journey, plan } = await journeyAndPlan(api, req.params.id as string);
      const current = numbered(plan).find((m) => m.status === 'CURRENT');
      const { items } = await call(api.GET('/api/v1/vault/documents'));
      const names = new Map(
        plan.milestones.flatMap((m) => m.required_documents.map((d) => [d.document_code, d.name])),
      );
      res.render('journeys/documents', {
        ...formState(req, res),
        journey,
        current,
        required: current?.required_documents ?? [],
        stored: items.map((d) => ({
          name: names.get(d.document_code),
          added: longDate(lang(req), d.uploaded_at),
        })),
        open: OPEN(journey),
        backLink: planPath(req),
      });
    }),
  );
  const maxUpload = 10 * 1024 * 1024;
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxUpload, files: 1, fields: 10 },
  }).single('file');
  router.post(
    '/journeys/:id/documents',
    (req, res, next) =>
      upload(req, res, (err: unknown) => {
        if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
          (req as Request & { uploadProblem?: string }).uploadProblem = 'upload.tooLarge';
          req.body ??= {};
          return next();
        }
        if (err) return res.status(400).render('errors/expired-form');
        next();
      }),
    (req, res, next) => (csrfValid(req) ? next() : res.status(403).render('errors/expired-form')),
    write(
      options,
      (req) => `${planPath(req)}/documents`,
      async (req, { api, headers, body }) => {
        const back = `${planPath(req)}/documents`;
        const code = typeof body.document_code === 'string' ? body.document_code : '';
        const field = `file-${code}`;
        const tooLarge = (req as Request & { uploadProblem?: string }).uploadProblem;
        const file = req.file;
        const problem =
          tooLarge ??
          (!file || file.size === 0
            ? 'upload.choose'
            : !['application/pdf', 'image/png', 'image/jpeg'].includes(file.mimetype)
              ? 'upload.type'
              : undefined);
        if (problem || !SLUG.test(code) || !file) {
          flash(req, options, back, { errors: [fieldError(field, { key: problem ?? 'upload.choose' })] });
          return back;
        }
        const blob = new Blob([new Uint8Array(file.buffer)], { type: file.mimetype });
        try {
          await call(
            api.POST('/api/v1/vault/documents', { body: { file: blob, document_code: code }, headers }),
          );
        } catch (err) {
          if (
            err instanceof ServiceProblem &&
            [
              'UNSUPPORTED_MEDIA_TYPE',
              'PAYLOAD_TOO_LARGE',
              'VAULT_QUOTA_EXCEEDED',
              'VALIDATION_FAILED',
            ].includes(String(err.code))
          ) {
            const key =
              err.code === 'PAYLOAD_TOO_LARGE'
                ? 'upload.tooLarge'
                : err.code === 'VAULT_QUOTA_EXCEEDED'
                  ? 'problem.vaultFull'
                  : 'upload.type';
            flash(req, options, back, { errors: [fieldError(field, { key })] });
            return back;
          }
          throw err;
        }
        // The journey reads the new document's evidence (its step may now be able to go on; a last
        // step that finishes by itself once its document is there finishes the journey).
        const refreshed = await call(
          api.POST('/api/v1/journeys/{journey_id}/evidence-refresh', {
            params: { path: { journey_id: String(req.params.id) } },
          }),
        );
        if (refreshed.status === 'COMPLETED') return `${planPath(req)}/finished`;
        req.session.notice = { key: 'upload.added' };
        return back;
      },
    ),
  );
  router.post(
    '/journeys/:id/refresh',
    write(
      options,
      (req) => `${planPath(req)}/documents`,
      async (req, { api }) => {
        const refreshed = await call(
          api.POST('/api/v1/journeys/{journey_id}/evidence-refresh', {
            params: { path: { journey_id: String(req.params.id) } },
          }),
        );
        if (refreshed.status === 'COMPLETED') return `${planPath(req)}/finished`;
        req.session.notice = { key: 'refresh.done' };
        return planPath(req);
      },
    ),
  );

  // ------------------------------------------------------------ tell us once (DESIGN §15)

  router.get(
    '/journeys/:id/sharing',
    page(options, async (req, res, api) => {
      const journey_id = req.params.id as string;
      const [journey, sharing, told] = await Promise.all([
        call(api.GET('/api/v1/journeys/{id}', { params: { path: { id: journey_id } } })),
        call(api.GET('/api/v1/journeys/{journey_id}/sharing', { params: { path: { journey_id } } })),
        call(api.GET('/api/v1/journeys/{journey_id}/notifications', { params: { path: { journey_id } } })),
      ]);
      const t = tOf(res);
      res.render('journeys/sharing', {
        ...formState(req, res),
        journey,
        items: sharing.items.map((i) => ({
          ...i,
          sends: i.shares.map((s) => s.label).join(', '),
          decided:
            i.consent === true
              ? t('sharing.saidYes')
              : i.consent === false
                ? t('sharing.saidNo')
                : t('sharing.notChosen'),
        })),
        told: told.items.map((n) => ({
          name: n.agency_name,
          status:
            n.status === 'DELIVERED' && n.delivered_at
              ? t('sharing.toldOn', { date: longDate(lang(req), n.delivered_at) })
              : n.status === 'FAILED'
                ? t('sharing.failed')
                : t('sharing.sending'),
        })),
        backLink: planPath(req),
      });
    }),
  );
  router.post(
    '/journeys/:id/sharing/:agency',
    write(
      options,
      (req) => `${planPath(req)}/sharing`,
      async (req, { api, body }) => {
        const back = `${planPath(req)}/sharing`;
        if (body.consent !== 'yes' && body.consent !== 'no') {
          flash(req, options, back, {
            errors: [fieldError(`consent-${String(req.params.agency)}`, { key: 'sharing.choose' })],
          });
          return back;
        }
        await call(
          api.PUT('/api/v1/journeys/{journey_id}/sharing/{agency_code}', {
            params: { path: { journey_id: String(req.params.id), agency_code: String(req.params.agency) } },
            body: { consent: body.consent === 'yes' },
          }),
        );
        req.session.notice = { key: body.consent === 'yes' ? 'sharing.willTell' : 'sharing.willNotTell' };
        return back;
      },
    ),
  );

  // ------------------------------------------------------------ ask about this journey (the journey agent)

  /** The conversation's last messages (it is read oldest first, a page at a time). */
  async function conversation(api: CitizenJourneyClient, journey_id: string) {
    const items: Schemas['AgentMessageDto'][] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 5; pages++) {
      const page = await call(
        api.GET('/api/v1/journeys/{journey_id}/agent/messages', {
          params: { path: { journey_id }, query: { limit: 200, ...(cursor ? { cursor } : {}) } },
        }),
      );
      items.push(...page.items);
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    return items.slice(-40);
  }

  router.get(
    '/journeys/:id/agent',
    page(options, async (req, res, api) => {
      const journey_id = req.params.id as string;
      const [{ journey, plan }, messages] = await Promise.all([
        journeyAndPlan(api, journey_id),
        conversation(api, journey_id),
      ]);
      const t = tOf(res);
      const titles = new Map(plan.milestones.map((m) => [m.code, m.title]));
      // An action names this app's page for it, never the interface's path it comes with.
      const link = (a: Schemas['AgentActionDto']) => {
        if (a.type === 'COMPLETE_MILESTONE' && a.milestone_code && titles.has(a.milestone_code))
          return {
            text: t('agent.actionStep', { title: titles.get(a.milestone_code) ?? '' }),
            href: `${planPath(req)}/steps/${a.milestone_code}`,
          };
        if (a.type === 'UPLOAD_DOCUMENT' || a.type === 'REFRESH_EVIDENCE')
          return {
            text: t(a.type === 'UPLOAD_DOCUMENT' ? 'agent.actionDocuments' : 'agent.actionRefresh'),
            href: `${planPath(req)}/documents`,
          };
        return { text: t('agent.actionPlan'), href: planPath(req) };
      };
      res.render('journeys/agent', {
        ...formState(req, res),
        journey,
        messages: messages.map((m) => {
          const links = new Map(m.actions.map(link).map((l) => [l.href + l.text, l]));
          return { mine: m.role === 'CITIZEN', text: m.text, links: [...links.values()] };
        }),
        open: OPEN(journey),
        backLink: planPath(req),
      });
    }),
  );
  router.post(
    '/journeys/:id/agent',
    write(
      options,
      (req) => `${planPath(req)}/agent`,
      async (req, { api, body, headers }) => {
        const back = `${planPath(req)}/agent`;
        const message = typeof body.message === 'string' ? body.message.trim() : '';
        if (!message || message.length > 2000) {
          flash(req, options, back, {
            errors: [fieldError('message', { key: message ? 'agent.tooLong' : 'agent.enterQuestion' })],
            values: { message },
          });
          return back;
        }
        await call(
          api.POST('/api/v1/journeys/{journey_id}/agent/messages', {
            params: { path: { journey_id: String(req.params.id) } },
            body: { message },
            headers,
          }),
        );
        return `${back}#latest`;
      },
    ),
  );

  // ------------------------------------------------------------ close a journey

  router.get(
    '/journeys/:id/close',
    page(options, async (req, res, api) => {
      const journey = await call(
        api.GET('/api/v1/journeys/{id}', { params: { path: { id: req.params.id as string } } }),
      );
      if (!OPEN(journey)) return res.redirect(303, planPath(req));
      res.render('journeys/close', { ...formState(req, res), journey, backLink: planPath(req) });
    }),
  );
  router.post(
    '/journeys/:id/close',
    write(
      options,
      (req) => `${planPath(req)}/close`,
      async (req, { api, body }) => {
        const reason = CLOSE_REASONS.find((r) => r === body.reason);
        if (!reason) {
          flash(req, options, `${planPath(req)}/close`, {
            errors: [fieldError('reason', { key: 'close.chooseReason' })],
          });
          return `${planPath(req)}/close`;
        }
        const journey = await call(
          api.POST('/api/v1/journeys/{journey_id}/close', {
            params: { path: { journey_id: String(req.params.id) } },
            body: { reason },
          }),
        );
        req.session.notice = { key: 'close.done', values: { title: journey.title } };
        return `${base}/journeys`;
      },
    ),
  );

  return router;
}
