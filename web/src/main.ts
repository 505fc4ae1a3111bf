import { initAll } from 'govuk-frontend';
import './styles.scss';
import {
  activeJourney,
  api,
  call,
  type AgentAction,
  type Intent,
  type Journey,
  type Milestone,
  type Plan,
  type Problem,
  ProblemError,
  type Question,
  type Session,
  token,
} from './api';
import { button, h, linkButton, notification, p, submit, summaryList, tag, textInput } from './dom';
import { LANGUAGES, language, longDate, type MessageKey, setLanguage, t } from './i18n';

document.body.classList.add('js-enabled', 'govuk-frontend-supported');
setLanguage(language());

const app = document.getElementById('app')!;
const account = document.getElementById('account')!;
let session: Session | null = null;

// ---------------------------------------------------------------- language

/** The page's own words (skip link, footer) in the chosen language. */
function translateStatic(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-i18n]')) el.textContent = t(el.dataset.i18n as MessageKey);
}

/**
 * English | Cymraeg on every page (the GOV.UK language toggle pattern): each language named in
 * itself, the current one marked, the others links that switch and show the same view again.
 */
function renderLanguage(): void {
  const current = language();
  const nav = document.getElementById('language')!;
  nav.setAttribute('aria-label', t('language.label'));
  nav.replaceChildren(
    h(
      'ul',
      { class: 'app-language-select__list' },
      LANGUAGES.map((lang) =>
        h(
          'li',
          { class: 'app-language-select__list-item' },
          lang === current
            ? h('span', { 'aria-current': 'true', lang }, t('language.name', {}, lang))
            : h(
                'a',
                {
                  href: `?lang=${lang}`,
                  hreflang: lang,
                  lang,
                  rel: 'alternate',
                  class: 'govuk-link',
                  'data-language': lang,
                  onclick: (e: Event) => (e.preventDefault(), switchLanguage(lang)),
                },
                h('span', { class: 'govuk-visually-hidden' }, t('language.switchTo', {}, lang)),
                h('span', { 'aria-hidden': 'true' }, t('language.name', {}, lang)),
              ),
        ),
      ),
    ),
  );
}

let showAgain: () => void = () => void homeView();

function switchLanguage(lang: string): void {
  setLanguage(lang);
  translateStatic();
  showAgain();
}

// ---------------------------------------------------------------- rendering and problems

/** Replaces the page: a title, the content, focus on the heading (screen readers and keyboards). */
function render(title: string, ...content: (Node | null)[]): void {
  document.title = t('page.title', { title });
  renderLanguage();
  const heading = h('h1', { class: 'govuk-heading-l', tabindex: '-1' }, title);
  app.replaceChildren(heading, ...content.filter((c): c is Node => c !== null));
  initAll({ scope: app });
  heading.focus();
}

/** A problem+json answer, readable: its title and detail, each field problem linked to its field, and its request_id. */
function problemSummary(problem: Problem, fieldLabels: Record<string, string> = {}): HTMLElement {
  const items = (problem.errors ?? []).map((e) => {
    const key = e.field.replace(/^answers\./, '');
    const label = fieldLabels[key];
    const text = label ? t('problem.field', { label, message: e.message }) : t('problem.fieldUnlabelled', { field: e.field, message: e.message });
    return h('li', {}, label ? h('a', { href: `#q-${key}` }, text) : text);
  });
  return h(
    'div',
    { class: 'govuk-error-summary', 'data-module': 'govuk-error-summary', id: 'problem' },
    h(
      'div',
      { role: 'alert' },
      h('h2', { class: 'govuk-error-summary__title' }, problem.title),
      h(
        'div',
        { class: 'govuk-error-summary__body' },
        h('p', { class: 'govuk-body' }, problem.detail),
        items.length ? h('ul', { class: 'govuk-list govuk-error-summary__list' }, items) : null,
        h('p', { class: 'govuk-body-s', 'data-request-id': problem.request_id }, t('problem.reference', { id: problem.request_id, code: problem.code })),
      ),
    ),
  );
}

/** Shows a problem at the top of the page's content and moves focus to it. */
function showProblem(err: unknown, fieldLabels?: Record<string, string>): void {
  if (!(err instanceof ProblemError)) throw err;
  if (err.problem.status === 401) {
    token.clear();
    session = null;
    void signInView(err.problem);
    return;
  }
  document.getElementById('problem')?.remove();
  const box = problemSummary(err.problem, fieldLabels);
  app.querySelector('h1')!.after(box);
  box.setAttribute('tabindex', '-1');
  box.focus();
}

/** Runs an action; its problem, if any, is shown on the page. */
async function attempt(work: () => Promise<void>, fieldLabels?: Record<string, string>): Promise<void> {
  try {
    await work();
  } catch (err) {
    showProblem(err, fieldLabels);
  }
}

function renderAccount(): void {
  account.replaceChildren(
    session
      ? h(
          'nav',
          { 'aria-label': t('account.label') },
          h(
            'ul',
            { class: 'govuk-header__navigation-list' },
            h('li', { class: 'govuk-header__navigation-item' }, `${session.profile.given_name} ${session.profile.family_name}`),
            h(
              'li',
              { class: 'govuk-header__navigation-item' },
              h('a', { class: 'govuk-header__link', href: '#', id: 'sign-out', onclick: (e: Event) => (e.preventDefault(), void signOut()) }, t('account.signOut')),
            ),
          ),
        )
      : '',
  );
}

// ---------------------------------------------------------------- sign-in

type Route = 'sso' | 'demographics' | 'qr';

const ROUTES: Record<Route, { title: () => string; hint: () => string }> = {
  sso: { title: () => t('route.sso.title'), hint: () => t('route.sso.hint') },
  demographics: { title: () => t('route.demographics.title'), hint: () => t('route.demographics.hint') },
  qr: { title: () => t('route.qr.title'), hint: () => t('route.qr.hint') },
};

function citizenFields(withNames = true): HTMLElement {
  return h(
    'fieldset',
    { class: 'govuk-fieldset' },
    h('legend', { class: 'govuk-fieldset__legend govuk-fieldset__legend--m' }, withNames ? t('citizen.sandboxLegend') : t('citizen.yourDetails')),
    withNames ? p(t('citizen.sandboxHint'), 'govuk-hint') : null,
    textInput('national_id', t('citizen.nationalId'), { value: '', width: '20' }),
    withNames ? textInput('given_name', t('citizen.givenName'), { autocomplete: 'given-name', width: '20' }) : null,
    withNames ? textInput('family_name', t('citizen.familyName'), { autocomplete: 'family-name', width: '20' }) : null,
    textInput('birth_date', t('citizen.birthDate'), { hint: t('citizen.birthDateHint'), autocomplete: 'bday', width: '10' }),
  );
}

function readCitizen(form: HTMLFormElement) {
  const v = (n: string) => (form.elements.namedItem(n) as HTMLInputElement | null)?.value.trim() ?? '';
  return { national_id: v('national_id'), given_name: v('given_name'), family_name: v('family_name'), birth_date: v('birth_date') };
}

async function signInView(problem?: Problem): Promise<void> {
  showAgain = () => void signInView();
  renderAccount();
  const radios = (Object.keys(ROUTES) as Route[]).map((r, i) =>
    h(
      'div',
      { class: 'govuk-radios__item' },
      h('input', { class: 'govuk-radios__input', id: i === 0 ? 'route' : `route-${r}`, name: 'route', type: 'radio', value: r, 'aria-describedby': `route-${r}-hint`, checked: i === 0 }),
      h('label', { class: 'govuk-label govuk-radios__label', for: i === 0 ? 'route' : `route-${r}` }, ROUTES[r].title()),
      h('div', { class: 'govuk-hint govuk-radios__hint', id: `route-${r}-hint` }, ROUTES[r].hint()),
    ),
  );
  const form = h(
    'form',
    { novalidate: true },
    h(
      'div',
      { class: 'govuk-form-group' },
      h(
        'fieldset',
        { class: 'govuk-fieldset' },
        h('legend', { class: 'govuk-fieldset__legend govuk-fieldset__legend--m' }, h('h2', { class: 'govuk-fieldset__heading' }, t('signIn.question'))),
        h('div', { class: 'govuk-radios', 'data-module': 'govuk-radios' }, radios),
      ),
    ),
    submit(t('common.continue')),
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const route = (form.elements.namedItem('route') as RadioNodeList).value as Route;
    void (route === 'sso' ? ssoView() : consentView(route));
  });
  render(t('signIn.title'), problem ? problemSummary(problem) : null, p(t('signIn.intro')), form);
}

async function signedIn(response: { session_token: string }): Promise<void> {
  token.set(response.session_token);
  await homeView();
}

async function ssoView(): Promise<void> {
  showAgain = () => void ssoView();
  const form = h('form', { novalidate: true }, citizenFields(), submit(t('signIn.ssoSubmit'))) as HTMLFormElement;
  const start = await call(api.GET('/api/v1/auth/sso/start')).catch(() => null);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void attempt(async () => {
      // The sandbox provider plays the partner: it hands out a one-time exchange code.
      const { exchange_code } = await call(api.POST('/sandbox/sso/exchange-codes', { body: readCitizen(form) }));
      await signedIn(await call(api.POST('/api/v1/auth/sso/callback', { body: { exchange_code } })));
    });
  });
  render(
    ROUTES.sso.title(),
    start
      ? summaryList([
          { key: t('signIn.partnerCode'), value: start.partner_code },
          { key: t('signIn.partnerConfigured'), value: start.configured ? t('common.yes') : t('common.no') },
        ])
      : null,
    form,
    h('p', { class: 'govuk-body' }, linkButton(t('signIn.another'), () => void signInView())),
  );
}

/** The GOV.UK checkbox a citizen ticks to agree to a face check. */
function consentCheckbox(): HTMLElement {
  return h(
    'div',
    { class: 'govuk-form-group' },
    h(
      'div',
      { class: 'govuk-checkboxes', 'data-module': 'govuk-checkboxes' },
      h(
        'div',
        { class: 'govuk-checkboxes__item' },
        h('input', { class: 'govuk-checkboxes__input', id: 'consent', name: 'consent', type: 'checkbox', value: 'yes' }),
        h('label', { class: 'govuk-label govuk-checkboxes__label', for: 'consent' }, t('faceCheck.agree')),
      ),
    ),
  );
}

/** Whether the consent checkbox of `form` is ticked. */
const consentOf = (form: HTMLFormElement): boolean =>
  (form.elements.namedItem('consent') as HTMLInputElement).checked;

/** Consent in words before any challenge starts. */
function consentView(route: Exclude<Route, 'sso'>): void {
  showAgain = () => consentView(route);
  const form = h(
    'form',
    { novalidate: true },
    p(t('faceCheck.compare')),
    p(t('faceCheck.notKept')),
    consentCheckbox(),
    submit(t('faceCheck.start')),
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const consent = consentOf(form);
    void attempt(async () => {
      const challenge = await call(api.POST('/api/v1/auth/verify/start', { body: { consent } }));
      challengeView(route, challenge.challenge_id);
    });
  });
  render(ROUTES[route].title(), form);
}

function challengeView(route: Exclude<Route, 'sso'>, challengeId: string): void {
  showAgain = () => challengeView(route, challengeId);
  const form = h(
    'form',
    { novalidate: true },
    citizenFields(route === 'qr'),
    p(t('faceCheck.sandboxChallenge'), 'govuk-inset-text'),
    submit(route === 'qr' ? t('faceCheck.scanAndCheck') : t('faceCheck.checkAndSignIn')),
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void attempt(async () => {
      const citizen = readCitizen(form);
      await call(api.POST('/sandbox/liveness/{reference}/result', { params: { path: { reference: challengeId } }, body: { outcome: 'PASS' } }));
      if (route === 'qr') {
        const { qr_payload } = await call(api.POST('/sandbox/qr-codes', { body: citizen }));
        await signedIn(await call(api.POST('/api/v1/auth/verify/qr/complete', { body: { challenge_id: challengeId, qr_payload } })));
      } else {
        const demographics = { national_id: citizen.national_id, birth_date: citizen.birth_date };
        await signedIn(await call(api.POST('/api/v1/auth/verify/complete', { body: { challenge_id: challengeId, demographics } })));
      }
    });
  });
  render(ROUTES[route].title(), form);
}

async function signOut(): Promise<void> {
  await call(api.POST('/api/v1/auth/sign-out')).catch(() => undefined);
  token.clear();
  session = null;
  await signInView();
  app.prepend(notification(t('account.signedOut'), [], true));
}

// ---------------------------------------------------------------- HIGH assurance

/**
 * Runs an action that may need current HIGH assurance: on 403 ASSURANCE_REQUIRED the citizen is asked
 * to consent, the liveness session and verify run, then the action is tried again.
 */
async function withAssurance(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (err instanceof ProblemError && err.problem.code === 'ASSURANCE_REQUIRED') return assuranceView(work);
    showProblem(err);
  }
}

function assuranceView(retry: () => Promise<void>): void {
  showAgain = () => assuranceView(retry);
  const form = h(
    'form',
    { novalidate: true },
    p(t('assurance.why')),
    p(t('assurance.how')),
    consentCheckbox(),
    p(t('assurance.sandbox'), 'govuk-inset-text'),
    submit(t('assurance.submit')),
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const consent = consentOf(form);
    void attempt(async () => {
      const liveness = await call(api.POST('/api/v1/identity/liveness/session', { body: { consent, purpose: 'DOCUMENT_VAULT_ACCESS' } }));
      await call(api.POST('/sandbox/liveness/{reference}/result', { params: { path: { reference: liveness.assurance_id } }, body: { outcome: 'PASS' } }));
      await call(api.POST('/api/v1/identity/verify', { body: { assurance_id: liveness.assurance_id } }));
      await withAssurance(retry);
    });
  });
  render(t('assurance.title'), form);
}

// ---------------------------------------------------------------- home view (spec §3.1)

const STATUS_TAG: Record<string, string | undefined> = { ACTIVE: 'blue', BLOCKED: 'red', COMPLETED: 'green' };

/** The active journey: the local id when it still names an ACTIVE or BLOCKED journey, else the list's active_journey_id. */
function pickActive(items: Journey[], listActive: string | null): Journey | null {
  const citizenId = session!.profile.citizen_id;
  const local = activeJourney.get(citizenId);
  const localJourney = items.find((j) => j.id === local && j.status !== 'COMPLETED');
  const active = localJourney ?? items.find((j) => j.id === listActive) ?? null;
  if (active) activeJourney.set(citizenId, active.id);
  else activeJourney.clear(citizenId);
  return active;
}

async function homeView(banner?: HTMLElement): Promise<void> {
  showAgain = () => void homeView();
  if (!token.get()) return signInView();
  try {
    session = await call(api.GET('/api/v1/auth/session'));
  } catch (err) {
    token.clear();
    session = null;
    return signInView(err instanceof ProblemError && err.problem.status !== 401 ? err.problem : undefined);
  }
  renderAccount();
  let list;
  try {
    list = await call(api.GET('/api/v1/journeys'));
  } catch (err) {
    render(t('home.title'));
    return showProblem(err);
  }
  const active = pickActive(list.items, list.active_journey_id);
  const saved = savedJourneys(list.items);
  if (active) {
    const plan = await call(api.GET('/api/v1/journeys/{id}/plan', { params: { path: { id: active.id } } })).catch(() => null);
    render(t('home.title'), banner ?? null, activeOverview(active, plan), saved);
  } else {
    render(t('home.title'), banner ?? null, noActiveJourney(), saved);
  }
}

function activeOverview(journey: Journey, plan: Plan | null): HTMLElement {
  const current = plan?.milestones.find((m) => m.code === journey.current_milestone_code);
  const missing = current?.required_documents.filter((d) => !d.provided) ?? [];
  return h(
    'section',
    { class: 'govuk-!-margin-bottom-8', 'aria-labelledby': 'active-title', id: 'active-journey' },
    h('h2', { class: 'govuk-heading-m', id: 'active-title' }, t('home.activeTitle')),
    summaryList([
      { key: t('home.journey'), value: journey.title },
      { key: t('home.status'), value: t(journey.status === 'BLOCKED' ? 'status.BLOCKED' : 'status.ACTIVE') },
      { key: t('home.progress'), value: t('home.progressDone', { progress: journey.progress }) },
      { key: t('home.currentStep'), value: current?.title ?? t('common.none') },
    ]),
    journey.status === 'BLOCKED'
      ? h(
          'div',
          { class: 'govuk-warning-text' },
          h('span', { class: 'govuk-warning-text__icon', 'aria-hidden': 'true' }, '!'),
          h(
            'div',
            { class: 'govuk-warning-text__text' },
            h('span', { class: 'govuk-visually-hidden' }, t('common.warning')),
            t('home.blocked', { documents: missing.map((d) => d.name).join(', ') || t('home.blockedDocuments') }),
          ),
        )
      : null,
    button(t('home.continue'), () => void journeyView(journey.id)),
  );
}

function savedJourneys(items: Journey[]): HTMLElement {
  return h(
    'section',
    { 'aria-labelledby': 'saved-title', id: 'saved-journeys' },
    h('h2', { class: 'govuk-heading-m', id: 'saved-title' }, t('home.savedTitle')),
    p(t('home.savedCount', { count: items.length })),
    items.length === 0
      ? null
      : h(
          'table',
          { class: 'govuk-table' },
          h('caption', { class: 'govuk-table__caption govuk-visually-hidden' }, t('home.savedCaption')),
          h(
            'thead',
            { class: 'govuk-table__head' },
            h('tr', { class: 'govuk-table__row' }, [t('home.journey'), t('home.status'), t('home.progress')].map((text) => h('th', { scope: 'col', class: 'govuk-table__header' }, text))),
          ),
          h(
            'tbody',
            { class: 'govuk-table__body' },
            items.map((j) =>
              h(
                'tr',
                { class: 'govuk-table__row' },
                h('th', { scope: 'row', class: 'govuk-table__header' }, linkButton(j.title, () => void journeyView(j.id))),
                h('td', { class: 'govuk-table__cell' }, tag(t(`status.${j.status}` as const), STATUS_TAG[j.status])),
                h('td', { class: 'govuk-table__cell' }, t('home.progressPercent', { progress: j.progress })),
              ),
            ),
          ),
        ),
  );
}

function noActiveJourney(): HTMLElement {
  const form = h(
    'form',
    { novalidate: true },
    h(
      'div',
      { class: 'govuk-form-group' },
      h('h2', { class: 'govuk-label-wrapper' }, h('label', { class: 'govuk-label govuk-label--m', for: 'message' }, t('start.question'))),
      h('div', { class: 'govuk-hint', id: 'message-hint' }, t('start.hint')),
      h('textarea', { class: 'govuk-textarea', id: 'message', name: 'message', rows: '3', 'aria-describedby': 'message-hint' }),
    ),
    submit(t('start.submit')),
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const message = (form.elements.namedItem('message') as HTMLTextAreaElement).value;
    void attempt(async () => {
      const intent = await call(api.POST('/api/v1/intents/compile', { body: { message } }));
      intentView(intent);
    });
  });
  return h(
    'section',
    { class: 'govuk-!-margin-bottom-8', 'aria-labelledby': 'none-title', id: 'no-active-journey' },
    h('h2', { class: 'govuk-heading-m', id: 'none-title' }, t('start.title')),
    form,
  );
}

function intentView(intent: Intent): void {
  showAgain = () => intentView(intent);
  const facts = Object.entries(intent.assessment.facts).map(([k, v]) => ({ key: k.replace(/_/g, ' '), value: String(v) }));
  if (!intent.supported) {
    const suggested = intent.suggestions.map((s) => ({ code: s.workflow_code, title: s.title }));
    render(
      t('intent.notUnderstood'),
      p(intent.assessment.summary),
      suggested.length ? h('h2', { class: 'govuk-heading-s' }, t('intent.didYouMean')) : null,
      suggested.length ? workflowChoices(suggested) : null,
      h('p', { class: 'govuk-body' }, linkButton(t('intent.chooseFromList'), () => void attempt(chooseFromListView))),
      h('p', { class: 'govuk-body' }, linkButton(t('intent.tryAgain'), () => void homeView())),
    );
    return;
  }
  render(
    t('intent.found'),
    p(intent.assessment.summary),
    facts.length ? summaryList(facts) : null,
    button(t('intent.start'), () =>
      void withAssurance(async () => {
        const journey = await call(api.POST('/api/v1/journeys/from-intent/{intent_id}', { params: { path: { intent_id: intent.intent_id } } }));
        activeJourney.set(session!.profile.citizen_id, journey.id);
        await journeyView(journey.id);
      }),
    ),
    h('p', { class: 'govuk-body' }, linkButton(t('intent.notWhatHappened'), () => void homeView())),
  );
}

/** Life events as buttons: choosing one asks for an intent for it (POST /intents) instead of a message. */
function workflowChoices(choices: { code: string; title: string }[]): HTMLElement {
  return h(
    'ul',
    { class: 'govuk-list' },
    ...choices.map((c) =>
      h(
        'li',
        {},
        linkButton(c.title, () =>
          void attempt(async () => intentView(await call(api.POST('/api/v1/intents', { body: { workflow_code: c.code } })))),
        ),
      ),
    ),
  );
}

/** Every life event the service offers (GET /workflows), to choose from when a message was not understood. */
async function chooseFromListView(): Promise<void> {
  showAgain = () => void attempt(chooseFromListView);
  const { items } = await call(api.GET('/api/v1/workflows'));
  render(
    t('intent.chooseTitle'),
    workflowChoices(items.map((w) => ({ code: w.code, title: w.title }))),
    h('p', { class: 'govuk-body' }, linkButton(t('common.back'), () => void homeView())),
  );
}

// ---------------------------------------------------------------- the plan, rendered from whatever it contains

function questionField(q: Question, value: unknown): HTMLElement {
  const id = `q-${q.key}`;
  const hintId = q.help ? `${id}-hint` : undefined;
  const hint = q.help ? h('div', { class: 'govuk-hint', id: hintId }, q.help) : null;
  const legend = (text: string) => h('legend', { class: 'govuk-fieldset__legend govuk-fieldset__legend--s' }, text);
  const group = (...c: (Node | null)[]) => h('div', { class: 'govuk-form-group', 'data-question': q.key, 'data-input-type': q.input_type }, ...c);
  switch (q.input_type) {
    case 'text':
    case 'number':
      return group(
        h('label', { class: 'govuk-label govuk-label--s', for: id }, q.label),
        hint,
        h('input', {
          class: `govuk-input${q.input_type === 'number' ? ' govuk-input--width-5' : ''}`,
          id,
          name: q.key,
          type: 'text',
          inputmode: q.input_type === 'number' ? 'numeric' : undefined,
          value: value === undefined ? '' : String(value),
          'aria-describedby': hintId,
          spellcheck: 'false',
        }),
      );
    case 'date': {
      const [y, m, d] = typeof value === 'string' ? value.split('-') : ['', '', ''];
      const part = (name: string, label: string, v: string, width: string) =>
        h(
          'div',
          { class: 'govuk-date-input__item' },
          h(
            'div',
            { class: 'govuk-form-group' },
            h('label', { class: 'govuk-label govuk-date-input__label', for: name === 'day' ? id : `${id}-${name}` }, label),
            h('input', {
              class: `govuk-input govuk-date-input__input govuk-input--width-${width}`,
              id: name === 'day' ? id : `${id}-${name}`,
              name: `${q.key}-${name}`,
              type: 'text',
              inputmode: 'numeric',
              value: v ?? '',
            }),
          ),
        );
      return group(
        h(
          'fieldset',
          { class: 'govuk-fieldset', role: 'group', 'aria-describedby': hintId },
          legend(q.label),
          hint,
          h('div', { class: 'govuk-date-input' }, part('day', t('question.day'), d, '2'), part('month', t('question.month'), m, '2'), part('year', t('question.year'), y, '4')),
        ),
      );
    }
    case 'boolean':
    case 'single_choice':
    case 'multi_choice': {
      const multi = q.input_type === 'multi_choice';
      const options = q.input_type === 'boolean' ? [{ value: 'true', label: t('common.yes') }, { value: 'false', label: t('common.no') }] : (q.options ?? []);
      const chosen = (v: string) => (multi ? Array.isArray(value) && value.includes(v) : value !== undefined && String(value) === v);
      const kind = multi ? 'checkboxes' : 'radios';
      return group(
        h(
          'fieldset',
          { class: 'govuk-fieldset', 'aria-describedby': hintId },
          legend(q.label),
          hint,
          h(
            'div',
            { class: `govuk-${kind}${q.input_type === 'boolean' ? ' govuk-radios--inline' : ''}`, 'data-module': `govuk-${kind}` },
            options.map((o, i) =>
              h(
                'div',
                { class: `govuk-${kind}__item` },
                h('input', { class: `govuk-${kind}__input`, id: i === 0 ? id : `${id}-${i}`, name: q.key, type: multi ? 'checkbox' : 'radio', value: o.value, checked: chosen(o.value) }),
                h('label', { class: `govuk-label govuk-${kind}__label`, for: i === 0 ? id : `${id}-${i}` }, o.label),
              ),
            ),
          ),
        ),
      );
    }
    default:
      return group(p(t('question.unsupported', { label: q.label, type: String(q.input_type) })));
  }
}

/** Answers from the form, typed by the question's input type; empty ones are left out (the API says what is required). */
function readAnswers(form: HTMLFormElement, questions: Question[]): Record<string, unknown> {
  const data = new FormData(form);
  const answers: Record<string, unknown> = {};
  for (const q of questions) {
    const raw = (data.get(q.key) as string | null)?.trim() ?? '';
    switch (q.input_type) {
      case 'multi_choice': {
        const all = data.getAll(q.key) as string[];
        if (all.length) answers[q.key] = all;
        break;
      }
      case 'date': {
        const [d, m, y] = ['day', 'month', 'year'].map((n) => ((data.get(`${q.key}-${n}`) as string) ?? '').trim());
        if (d || m || y) answers[q.key] = `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
        break;
      }
      case 'number':
        if (raw) answers[q.key] = Number.isNaN(Number(raw)) ? raw : Number(raw);
        break;
      case 'boolean':
        if (raw) answers[q.key] = raw === 'true';
        break;
      default:
        if (raw) answers[q.key] = raw;
    }
  }
  return answers;
}

function answerText(q: Question, value: unknown): string {
  if (value === undefined || value === null) return t('question.notAnswered');
  if (q.input_type === 'boolean') return value ? t('common.yes') : t('common.no');
  const label = (v: unknown) => q.options?.find((o) => o.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(label).join(', ');
  return label(value);
}

const labelsOf = (m: Milestone) => Object.fromEntries(m.questions.map((q) => [q.key, q.label]));

let conversation: { who: 'You' | 'Assistant'; text: string; actions: AgentAction[] }[] = [];
let conversationJourney = '';

async function journeyView(journeyId: string, banner?: HTMLElement): Promise<void> {
  showAgain = () => void journeyView(journeyId);
  let journey: Journey;
  let plan: Plan;
  try {
    [journey, plan] = await Promise.all([
      call(api.GET('/api/v1/journeys/{id}', { params: { path: { id: journeyId } } })),
      call(api.GET('/api/v1/journeys/{id}/plan', { params: { path: { id: journeyId } } })),
    ]);
  } catch (err) {
    return showProblem(err);
  }
  const citizenId = session!.profile.citizen_id;
  if (journey.status === 'COMPLETED' || journey.status === 'CLOSED') {
    if (activeJourney.get(citizenId) === journey.id) activeJourney.clear(citizenId);
  } else {
    activeJourney.set(citizenId, journey.id);
  }
  if (conversationJourney !== journeyId) {
    conversation = [];
    conversationJourney = journeyId;
  }
  const milestones = plan.milestones.map((m) => milestoneSection(journey, m));
  const sharing = await sharingSection(journey).catch(() => null);
  render(
    journey.title,
    banner ?? null,
    h(
      'div',
      { class: 'govuk-grid-row' },
      h(
        'div',
        { class: 'govuk-grid-column-two-thirds' },
        summaryList([
          {
            key: t('home.status'),
            value: t(`status.${journey.status}` as const),
          },
          { key: t('home.progress'), value: t('home.progressDone', { progress: journey.progress }) },
        ]),
        journey.status !== 'COMPLETED' && journey.status !== 'CLOSED'
          ? h('p', { class: 'govuk-body', id: 'refresh' }, button(t('journey.checkDocuments'), () => void refresh(journey.id), 'secondary'))
          : null,
        h('ol', { class: 'govuk-list', id: 'plan' }, milestones),
        sharing,
        closeSection(journey),
        h('p', { class: 'govuk-body' }, linkButton(t('journey.backHome'), () => void homeView(), 'back-home')),
      ),
      h('div', { class: 'govuk-grid-column-one-third' }, agentPanel(journey, plan)),
    ),
  );
}

function milestoneSection(journey: Journey, m: Milestone): HTMLElement {
  const statusTag = m.status === 'COMPLETED' ? tag(t('milestone.completed'), 'green') : m.status === 'CURRENT' ? tag(journey.status === 'BLOCKED' ? t('milestone.waiting') : t('milestone.toDoNow'), journey.status === 'BLOCKED' ? 'red' : 'blue') : tag(t('milestone.later'), 'grey');
  const docs = m.required_documents.length
    ? h(
        'div',
        {},
        h('h4', { class: 'govuk-heading-s' }, t('milestone.documents')),
        m.required_documents.map((d) =>
          h(
            'div',
            { class: 'govuk-inset-text', 'data-document': d.document_code },
            h('p', { class: 'govuk-body govuk-!-font-weight-bold' }, d.name, ' ', d.provided ? tag(t('milestone.documentAdded'), 'green') : tag(t('milestone.documentMissing'), 'red')),
            p(t('milestone.why', { why: d.why })),
            p(t('milestone.howToAdd', { how: d.how_to_add })),
            !d.provided && m.status === 'CURRENT' ? uploadForm(journey.id, d.document_code, d.name) : null,
          ),
        ),
      )
    : null;
  let body: (Node | null)[] = [];
  if (m.status === 'COMPLETED') {
    body = [
      m.questions.length
        ? summaryList(
            m.questions.map((q) => ({
              key: q.label,
              value: answerText(q, m.answers?.[q.key]),
              action:
                journey.status === 'COMPLETED'
                  ? undefined
                  : h(
                      'a',
                      { href: '#', class: 'govuk-link', onclick: (e: Event) => (e.preventDefault(), changeView(journey.id, m)) },
                      t('common.change'),
                      h('span', { class: 'govuk-visually-hidden' }, ` ${q.label}`),
                    ),
            })),
          )
        : null,
    ];
  } else if (m.status === 'CURRENT') {
    const form = h(
      'form',
      { novalidate: true, id: `form-${m.code}` },
      m.questions.map((q) => questionField(q, undefined)),
      submit(m.questions.length ? t('milestone.saveAndContinue') : t('milestone.markDone')),
    ) as HTMLFormElement;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const answers = readAnswers(form, m.questions);
      void attempt(async () => {
        const updated = await call(
          api.POST('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/complete', {
            params: { path: { journey_id: journey.id, milestone_code: m.code } },
            body: { answers },
          }),
        );
        await afterChange(updated, t('milestone.done', { title: m.title }));
      }, labelsOf(m));
    });
    body = [docs, form];
  } else {
    body = [docs];
  }
  return h(
    'li',
    { class: 'govuk-!-margin-bottom-6', id: `milestone-${m.code}`, 'data-status': m.status },
    h('h2', { class: 'govuk-heading-m' }, `${m.position}. ${m.title} `, statusTag),
    p(m.description),
    dueLine(m),
    m.status !== 'CURRENT' ? null : p(t('milestone.whyApplies', { why: m.why_applies }), 'govuk-hint'),
    ...body,
  );
}

/** A step's deadline, as the plan gives it (DESIGN §16). */
function dueLine(m: Milestone): HTMLElement | null {
  if (!m.due_date || m.status === 'COMPLETED') return null;
  return h(
    'div',
    { class: m.overdue ? 'govuk-warning-text' : 'govuk-inset-text', 'data-due': m.due_date },
    m.overdue ? h('span', { class: 'govuk-warning-text__icon', 'aria-hidden': 'true' }, '!') : null,
    h(
      'strong',
      { class: m.overdue ? 'govuk-warning-text__text' : 'govuk-body' },
      `${t(m.overdue ? 'due.overdue' : 'due.by', { date: longDate(m.due_date) })} `,
      m.due_text ?? '',
    ),
  );
}

/** Which organisations this journey can tell, with the citizen's consent, and who was told (DESIGN §15). */
async function sharingSection(journey: Journey): Promise<HTMLElement | null> {
  const [sharing, told] = await Promise.all([
    call(api.GET('/api/v1/journeys/{journey_id}/sharing', { params: { path: { journey_id: journey.id } } })),
    call(api.GET('/api/v1/journeys/{journey_id}/notifications', { params: { path: { journey_id: journey.id } } })),
  ]);
  if (!sharing.items.length) return null;
  const choose = (agency: string, consent: boolean) =>
    void attempt(async () => {
      await call(
        api.PUT('/api/v1/journeys/{journey_id}/sharing/{agency_code}', {
          params: { path: { journey_id: journey.id, agency_code: agency } },
          body: { consent },
        }),
      );
      await journeyView(journey.id, notification(consent ? t('sharing.willTell') : t('sharing.willNotTell'), [], true));
    });
  return h(
    'div',
    { id: 'sharing' },
    h('h2', { class: 'govuk-heading-m' }, t('sharing.title')),
    p(t('sharing.intro')),
    sharing.items.map((item) =>
      h(
        'div',
        { class: 'govuk-inset-text', 'data-agency': item.agency_code },
        h('h3', { class: 'govuk-heading-s' }, item.agency_name),
        p(item.purpose),
        p(t('sharing.whatWeSend', { items: item.shares.map((s) => s.label).join(', ') })),
        p(t(item.consent === true ? 'sharing.saidYes' : item.consent === false ? 'sharing.saidNo' : 'sharing.notChosen'), 'govuk-hint'),
        h(
          'div',
          { class: 'govuk-button-group' },
          item.consent === true ? null : button(t('sharing.yes', { agency: item.agency_name }), () => choose(item.agency_code, true), 'secondary'),
          item.consent === false ? null : button(t('sharing.no', { agency: item.agency_name }), () => choose(item.agency_code, false), 'secondary'),
        ),
      ),
    ),
    told.items.length
      ? h(
          'div',
          {},
          h('h3', { class: 'govuk-heading-s' }, t('sharing.told')),
          summaryList(
            told.items.map((n) => ({
              key: n.agency_name,
              value:
                n.status === 'DELIVERED' && n.delivered_at
                  ? t('sharing.toldOn', { date: longDate(n.delivered_at.slice(0, 10)) })
                  : n.status === 'FAILED'
                    ? t('sharing.failed')
                    : t('sharing.sending'),
            })),
          ),
        )
      : null,
  );
}

/** Closing a journey the citizen no longer needs (DESIGN §16). */
function closeSection(journey: Journey): HTMLElement | null {
  if (journey.status === 'COMPLETED' || journey.status === 'CLOSED') return null;
  const close = (reason: 'NO_LONGER_NEEDED' | 'DONE_ELSEWHERE' | 'CREATED_BY_MISTAKE') =>
    void attempt(async () => {
      await call(
        api.POST('/api/v1/journeys/{journey_id}/close', { params: { path: { journey_id: journey.id } }, body: { reason } }),
      );
      activeJourney.clear(session!.profile.citizen_id);
      await homeView(notification(t('close.done', { title: journey.title }), [p(t('journey.staysSaved'))], true));
    });
  return h(
    'details',
    { class: 'govuk-details', id: 'close-journey' },
    h('summary', { class: 'govuk-details__summary' }, h('span', { class: 'govuk-details__summary-text' }, t('close.summary'))),
    h(
      'div',
      { class: 'govuk-details__text' },
      p(t('close.text')),
      h(
        'div',
        { class: 'govuk-button-group' },
        button(t('close.noLongerNeeded'), () => close('NO_LONGER_NEEDED'), 'warning'),
        button(t('close.doneElsewhere'), () => close('DONE_ELSEWHERE'), 'secondary'),
        button(t('close.byMistake'), () => close('CREATED_BY_MISTAKE'), 'secondary'),
      ),
    ),
  );
}

/** After a change of the journey: on completion the local reference is cleared and the home view shows it. */
async function afterChange(journey: Journey, message: string): Promise<void> {
  if (journey.status === 'COMPLETED') {
    activeJourney.clear(session!.profile.citizen_id);
    await homeView(notification(t('journey.finished', { title: journey.title }), [p(t('journey.staysSaved'))], true));
    return;
  }
  await journeyView(journey.id, notification(message, [], true));
}

/** The upload of one required document, labelled with its name. */
function uploadForm(journeyId: string, documentCode: string, name: string): HTMLElement {
  const id = `file-${documentCode}`;
  const form = h(
    'form',
    { novalidate: true },
    h(
      'div',
      { class: 'govuk-form-group' },
      h('label', { class: 'govuk-label', for: id }, t('upload.label', { document: name })),
      h('div', { class: 'govuk-hint', id: `${id}-hint` }, t('upload.hint')),
      h('input', { class: 'govuk-file-upload', id, name: 'file', type: 'file', accept: 'application/pdf,image/png,image/jpeg', 'aria-describedby': `${id}-hint` }),
    ),
    submit(t('upload.label', { document: name }), 'secondary'),
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const input = form.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = input.files?.[0];
    void withAssurance(async () => {
      await call(
        api.POST('/api/v1/vault/documents', {
          body: { file: file as Blob, document_code: documentCode },
          bodySerializer: (body) => {
            const fd = new FormData();
            fd.append('document_code', body.document_code);
            if (body.file) fd.append('file', body.file);
            return fd;
          },
        }),
      );
      // The evidence refresh after an upload: the journey reads the new redacted evidence.
      const journey = await call(api.POST('/api/v1/journeys/{journey_id}/evidence-refresh', { params: { path: { journey_id: journeyId } } }));
      await afterChange(journey, t('upload.added', { document: documentCode }));
    });
  });
  return form;
}

async function refresh(journeyId: string): Promise<void> {
  await withAssurance(async () => {
    const journey = await call(api.POST('/api/v1/journeys/{journey_id}/evidence-refresh', { params: { path: { journey_id: journeyId } } }));
    await afterChange(journey, t('refresh.done'));
  });
}

/** Check your answers: change the answers of a completed milestone (DESIGN §11). */
function changeView(journeyId: string, m: Milestone): void {
  showAgain = () => changeView(journeyId, m);
  const form = h(
    'form',
    { novalidate: true },
    m.questions.map((q) => questionField(q, m.answers?.[q.key])),
    submit(t('change.save')),
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const answers = readAnswers(form, m.questions);
    void attempt(async () => {
      const journey = await call(
        api.PUT('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/answers', {
          params: { path: { journey_id: journeyId, milestone_code: m.code } },
          body: { answers },
        }),
      );
      await afterChange(journey, t('change.done', { title: m.title }));
    }, labelsOf(m));
  });
  render(t('change.title', { title: m.title }), form, h('p', { class: 'govuk-body' }, linkButton(t('common.cancel'), () => void journeyView(journeyId))));
}

// ---------------------------------------------------------------- the journey agent

/** An action becomes a button built here from its type and the plan, never from the agent's text. */
/** A document's name as the plan gives it (in the citizen's language), never its code. */
function documentName(plan: Plan, code: string): string {
  for (const m of plan.milestones) for (const d of m.required_documents) if (d.document_code === code) return d.name;
  return t('home.blockedDocuments');
}

function actionButton(journeyId: string, plan: Plan, a: AgentAction): HTMLElement | null {
  const milestone = plan.milestones.find((m) => m.code === a.milestone_code);
  switch (a.type) {
    case 'COMPLETE_MILESTONE':
      return milestone ? button(t('agent.goTo', { title: milestone.title }), () => focusOn(`milestone-${milestone.code}`), 'secondary') : null;
    case 'UPLOAD_DOCUMENT':
      if (!a.document_code) return null;
      return button(t('upload.label', { document: documentName(plan, a.document_code) }), () => focusOn(`file-${a.document_code}`), 'secondary');
    case 'REFRESH_EVIDENCE':
      return button(t('journey.checkDocuments'), () => void refresh(journeyId), 'secondary');
    case 'VIEW_PLAN':
      return button(t('agent.seePlan'), () => focusOn('plan'), 'secondary');
    default:
      return null;
  }
}

function focusOn(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  if (!el.matches('input,button,a,textarea,select')) el.setAttribute('tabindex', '-1');
  el.scrollIntoView({ block: 'center' });
  el.focus();
}

function agentPanel(journey: Journey, plan: Plan): HTMLElement {
  const log = h(
    'div',
    { class: 'app-conversation', id: 'conversation', 'aria-live': 'polite' },
    conversation.length === 0 ? p(t('agent.hint'), 'govuk-hint') : null,
    conversation.map((m) =>
      h(
        'div',
        { class: 'govuk-!-margin-bottom-4' },
        h('p', { class: `govuk-body govuk-!-margin-bottom-1${m.who === 'You' ? ' app-conversation__citizen' : ''}` }, `${t(m.who === 'You' ? 'agent.you' : 'agent.assistant')}:`),
        p(m.text),
        m.actions.length ? h('div', { class: 'app-actions' }, m.actions.map((a) => actionButton(journey.id, plan, a))) : null,
      ),
    ),
  );
  const form = h(
    'form',
    { novalidate: true },
    h(
      'div',
      { class: 'govuk-form-group' },
      h('label', { class: 'govuk-label', for: 'agent-message' }, t('agent.question')),
      h('textarea', { class: 'govuk-textarea', id: 'agent-message', name: 'message', rows: '2' }),
    ),
    submit(t('agent.ask'), 'secondary'),
  ) as HTMLFormElement;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const message = (form.elements.namedItem('message') as HTMLTextAreaElement).value;
    void attempt(async () => {
      const reply = await call(
        api.POST('/api/v1/journeys/{journey_id}/agent/messages', { params: { path: { journey_id: journey.id } }, body: { message } }),
      );
      conversation.push({ who: 'You', text: message, actions: [] }, { who: 'Assistant', text: reply.reply, actions: reply.actions });
      await journeyView(journey.id);
      focusOn('agent-message');
    });
  });
  return h('aside', { 'aria-labelledby': 'agent-title' }, h('h2', { class: 'govuk-heading-m', id: 'agent-title' }, t('agent.title')), log, form);
}

const asked = new URLSearchParams(window.location.search).get('lang');
if (asked) {
  setLanguage(asked);
  history.replaceState(null, '', window.location.pathname);
}
translateStatic();
void homeView();
