// Browser suite of the citizen web app: the BUILT service (dist/main.js, which serves citizen-web at /)
// as a child process on 127.0.0.1, driven in Debian's Chromium by playwright-core. Every life event of the
// catalogue (src/workflow-template/templates) is walked end to end twice, with JavaScript on and with
// JavaScript off, by one walk driven by what the pages show, using Back and reload on the way; the walks
// run side by side (WEB_WALKS at once, default 3), each its own browser context and citizen. Every page
// state is scanned by axe-core (WCAG 2.2 A/AA and best practice: 0 findings) and its text checked for
// developer words (field names, paths, UPPER_SNAKE codes, the catalogue's codes, UUIDs).
// Run: npm run build && npm run test:web (DATABASE_URL optional).
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { deflateSync, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { startBuiltService } = require('../../scripts/built-service.js');
const { launchOptions } = require('../../scripts/chromium.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const started = Date.now();
/** Life events walked at once (each its own browser context and citizen). */
const WALKS = Number(process.env.WEB_WALKS ?? 3);
// Time limits that catch a hang, not a slow machine: on 2 loaded cores a walk has taken 180 s and one
// action (a navigation and its axe scan) many seconds; the suite's whole time is what the CI prints.
const ACTION_TIMEOUT = 30_000;
const TEST_TIMEOUT = 300_000;
const WALK_TIMEOUT = 600_000;

/** The catalogue: every template the service ships, walked end to end with JavaScript on and off. */
const templates = join(root, 'src/workflow-template/templates');
const CATALOGUE = readdirSync(templates)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(templates, f), 'utf8')))
  .map((t) => ({ code: t.code, title: t.title, message: t.example_utterances[0], template: t }));
/** A code of the catalogue (milestone, document, life event: birth-notification …), as a whole word. */
const CODES = [
  ...new Set(
    CATALOGUE.flatMap(({ template: t }) => [
      t.code,
      ...t.milestones.flatMap((m) => [m.code, ...m.required_documents.map((d) => d.document_code)]),
    ]),
  ),
].filter((c) => c.includes('-'));
/** Steps the law does not allow before a date (`opens`): their page shows that day, never a deadline. */
const OPENING_STEPS = new Set(
  CATALOGUE.flatMap(({ template: t }) => t.milestones.filter((m) => m.opens).map((m) => m.code)),
);
const CODE_LIKE = new RegExp(`(?<![\\w-])(${CODES.join('|')})(?![\\w-])`);

// ------------------------------------------------------------------ a small PNG and PDF to upload

function crc32(buf) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(1, 0);
ihdr.writeUInt32BE(1, 4);
ihdr[8] = 8;
ihdr[9] = 2;
const PNG = {
  name: 'scan.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]),
};
const PDF = {
  name: 'scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

// ------------------------------------------------------------------ the service and the browser

let service;
let base;
let browser;
const scanned = new Set();
let scans = 0;

before(async () => {
  if (!existsSync(join(root, 'citizen-web/dist/public/manifest.json')))
    throw new Error('citizen-web/dist is missing: run npm run build first');
  service = await startBuiltService({ WEB_APP: 'true' });
  base = service.base;
  browser = await chromium.launch(launchOptions());
});

after(async () => {
  await browser?.close();
  await service?.stop();
  console.log(
    `# browser suite: ${((Date.now() - started) / 1000).toFixed(1)} s, ${scans} page states scanned by axe`,
  );
});

// ------------------------------------------------------------------ what every page must be

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const UPPER_SNAKE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;
const FIELD_NAME = /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/;
const PATH = /\/(api|sandbox|v1)\b|\/journeys\/|\{[a-z_]+\}/;

/** The page's visible text has no developer words; its title says "Error:" exactly when it shows an error. */
async function checkWords(page) {
  const text = await page.locator('body').innerText();
  for (const [name, re] of Object.entries({ UUID, UPPER_SNAKE, FIELD_NAME, PATH, CODE_LIKE })) {
    const m = re.exec(text);
    assert.equal(m, null, `${name} "${m?.[0]}" shown on ${page.url()}`);
  }
  const hasErrors = (await page.locator('.govuk-error-summary').count()) > 0;
  const title = await page.title();
  assert.equal(/^(Error|Gwall):/.test(title), hasErrors, `title "${title}" on ${page.url()}`);
  if (hasErrors) {
    // Every inline error is on a field marked invalid; the summary links to it.
    for (const link of await page.locator('.govuk-error-summary__list a').all()) {
      const href = await link.getAttribute('href');
      if (href === '#main-content') continue;
      assert.equal(await page.locator(href).count(), 1, `${href} is on ${page.url()}`);
    }
    const messages = await page.locator('.govuk-error-message').count();
    const invalid = await page
      .locator('[aria-invalid="true"], .govuk-input--error, .govuk-textarea--error, .govuk-form-group--error')
      .count();
    assert.ok(messages === 0 || invalid > 0, `inline errors are marked on ${page.url()}`);
  }
}

/**
 * The page to run axe in. axe runs as a script, which a page with JavaScript off cannot: its HTML as
 * the server sent it (scripts removed, so the state stays the no-JavaScript one) is opened at the same
 * address in a page of its own, with its styles, for axe.
 */
let scanners;
async function scannable(page, mode) {
  if (mode === 'JavaScript on') return page;
  scanners ??= browser.newContext();
  // A page of its own for each scan: walks run side by side.
  const scanner = await (await scanners).newPage();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const url = page.url();
  await scanner.route(
    (u) => u.href === url,
    (route) => route.fulfill({ body: html, contentType: 'text/html' }),
    { times: 1 },
  );
  await scanner.goto(url);
  return scanner;
}

/** axe on this page state (each kind of page once per mode and language): 0 violations, best practice included. */
async function checkPage(page, mode) {
  if (process.env.WEB_TRACE) console.log(`# ${mode} ${page.url()}`);
  await checkWords(page);
  const path = new URL(page.url()).pathname
    .replace(UUID, ':id')
    .replace(/\/(steps|questions|sharing)\/[^/]+/g, '/$1/:x');
  const errors = (await page.locator('.govuk-error-summary').count()) > 0;
  const lang = await page.getAttribute('html', 'lang');
  const key = `${mode} ${lang} ${path} ${errors}`;
  if (scanned.has(key)) return;
  scanned.add(key);
  scans += 1;
  const target = await scannable(page, mode);
  let result;
  try {
    // Legacy mode: axe runs whole in the page itself, instead of finishing each run in a blank page it
    // opens (our pages have no frames, which is all that mode leaves out): a scan takes 0.6 s, not 1.4 s.
    result = await new AxeBuilder({ page: target })
      .setLegacyMode(true)
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
  } finally {
    if (target !== page) await target.close();
  }
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  assert.deepEqual(found, [], `axe on ${page.url()} (${mode})`);
}

// ------------------------------------------------------------------ a citizen, page by page

async function submit(page, mode, text) {
  const button = text
    ? page.getByRole('button', { name: text, exact: true })
    : page.locator('main form button[type=submit], main form .govuk-button').first();
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.first().click()]);
  await checkPage(page, mode);
}

/** Follows a link of the main content by its text (a link styled as a button included). */
async function follow(page, mode, text) {
  const link = page
    .locator('main a')
    .filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) })
    .first();
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()]);
  await checkPage(page, mode);
}

async function visit(page, mode, path) {
  await page.goto(`${base}${path}`);
  await checkPage(page, mode);
}

async function signIn(page, mode, id, { errors = true } = {}) {
  await visit(page, mode, '/');
  await follow(page, mode, 'Start now');
  if (errors) {
    // No choice: the error pattern.
    await submit(page, mode, 'Continue');
    assert.match(await page.title(), /^Error: Sign in/);
  }
  await page.getByLabel('With your partner account').check();
  await submit(page, mode, 'Continue');
  assert.match(page.url(), /\/sign-in\/sso$/);
  // A date that is not real: inline error on the date, the typed parts kept.
  await page.getByLabel('National identifier').fill(id);
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Jones');
  await page.getByLabel('Day').fill(errors ? '31' : '21');
  await page.getByLabel('Month').fill('2');
  await page.getByLabel('Year').fill('1990');
  if (errors) {
    await submit(page, mode, 'Sign in');
    assert.match(await page.locator('#birth_date-error').innerText(), /Date of birth must be a real date/);
    assert.equal(await page.getByLabel('Day').inputValue(), '31');
    await page.getByLabel('Day').fill('21');
  }
  await submit(page, mode, 'Sign in');
  assert.match(page.url(), /\/journeys$/);
}

/** More identity, when the service asks for it: agree to the (sandbox) face check and go on. */
async function confirmIfAsked(page, mode) {
  if (!/\/confirm-identity/.test(page.url())) return;
  await submit(page, mode, 'Check my face and continue');
  assert.match(await page.title(), /^Error: Confirm it is you/, 'consent is asked for');
  await page.getByLabel('I agree to the face check').check();
  await submit(page, mode, 'Check my face and continue');
}

/**
 * "What has happened?" in free text, then the journey it finds. `fromList`: a message the service does not
 * understand first, so the journey is chosen from the list ("Choose from the list").
 */
async function startJourney(page, mode, message, lifeEvent, { errors = true, fromList = false } = {}) {
  await visit(page, mode, '/journeys');
  await confirmIfAsked(page, mode);
  await follow(page, mode, 'Tell us what has happened');
  if (errors) {
    await submit(page, mode, 'Continue');
    assert.match(await page.title(), /^Error: What has happened/);
  }
  await page.getByLabel('What has happened?').fill(fromList ? 'Something is on my mind' : message);
  await submit(page, mode, 'Continue');
  if (fromList) assert.match(await page.title(), /^We did not understand/);
  if ((await page.title()).startsWith('We did not understand')) {
    await follow(page, mode, 'Choose from the list');
    await page.getByLabel(lifeEvent, { exact: true }).check();
    await submit(page, mode, 'Continue');
  }
  assert.match(await page.title(), /^We found a journey for you/);
  await submit(page, mode, 'Start this journey');
  if (/\/confirm-identity/.test(page.url())) {
    // Journeys keep documents: the service asks for a fresh face check, then the citizen is back here.
    await confirmIfAsked(page, mode);
    assert.match(await page.title(), /^We found a journey for you/);
    await submit(page, mode, 'Start this journey');
  }
  assert.match(page.url(), /\/journeys\/[0-9a-f-]{36}$/);
  return page.url();
}

const day = (offset) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return [String(d.getUTCDate()), String(d.getUTCMonth() + 1), String(d.getUTCFullYear())];
};

/** The kind of question on the page, read from its inputs. */
async function questionKind(page) {
  if ((await page.locator('#answer-day').count()) > 0) return 'date';
  if ((await page.locator('textarea#answer').count()) > 0) return 'text';
  if ((await page.locator('input#answer[type=text]').count()) > 0) return 'number';
  if ((await page.locator('input[name=answer][type=checkbox]').count()) > 0) return 'multi_choice';
  return 'choice';
}

/** Answers the question on the page: the `attempt`-th plausible answer for its kind of input. */
async function answer(page, attempt) {
  const kind = await questionKind(page);
  if (kind === 'date') {
    const [d, m, y] = day([-10, 30, -400][attempt % 3]);
    await page.locator('#answer-day').fill(d);
    await page.locator('#answer-month').fill(m);
    await page.locator('#answer-year').fill(y);
  } else if (kind === 'text') {
    await page.locator('textarea#answer').fill(attempt === 0 ? 'As planned' : `As planned, ${attempt + 1}`);
  } else if (kind === 'number') {
    await page.locator('input#answer').fill(String(attempt + 1));
  } else {
    // Radios (yes/no included) and checkboxes: the first choice ("Yes" for a yes/no question).
    const first = page.locator('input[name=answer]').first();
    await first.check();
  }
  return kind;
}

/** Adds every document the documents page asks for (PNG, then PDF), each upload followed by its refresh. */
async function addDocuments(page, mode, doubleSubmit) {
  await confirmIfAsked(page, mode);
  assert.match(page.url(), /\/documents$/);
  for (let i = 0; i < 6; i++) {
    const input = page.locator('main input[type=file]').first();
    if ((await input.count()) === 0) return;
    const form = page.locator('main form[enctype="multipart/form-data"]').first();
    if (doubleSubmit && i === 0) {
      // The same form sent twice (a double click without JavaScript): one document, not two.
      const stored = await page.locator('main .govuk-summary-list__row').count();
      const fields = {
        _csrf: await form.locator('input[name=_csrf]').inputValue(),
        _key: await form.locator('input[name=_key]').inputValue(),
        document_code: await form.locator('input[name=document_code]').inputValue(),
      };
      const url = `${base}${new URL(page.url()).pathname}`;
      const send = () => page.request.post(url, { multipart: { ...fields, file: PNG }, maxRedirects: 0 });
      const [a, b] = await Promise.all([send(), send()]);
      assert.deepEqual([a.status(), b.status()], [303, 303]);
      await page.reload();
      await checkPage(page, mode);
      assert.equal(
        await page.locator('main .govuk-summary-list__row').count(),
        stored + 1,
        'one document for two sends',
      );
      continue;
    }
    await input.setInputFiles(i % 2 ? PDF : PNG);
    await submit(page, mode, 'Upload');
    if (/\/finished$/.test(page.url())) return; // the last document finished the journey
    assert.match(await page.locator('.govuk-notification-banner').innerText(), /Your document was added/);
  }
}

/**
 * Walks the plan until the journey is finished, driven only by what the pages show: the task list's
 * current step, its documents, one question a page (answered by its kind of input), check your answers
 * and the step's done page; a page that refuses an answer gets the next plausible one. Returns the
 * kinds of question answered and whether the "Journey finished" confirmation page was shown.
 */
async function walk(page, mode, journeyUrl, { backAndReload, doubleSubmit, welsh, bounded }) {
  const kinds = new Set();
  /** A refusal naming the other answer a date is bound by, seen on the question's page (once). */
  const boundRefusal = async () => {
    if (!bounded?.tried || bounded.seen) return;
    const summary = await page.locator('.govuk-error-summary').innerText();
    assert.ok(
      summary.includes(`the date you gave for ‘${bounded.other}’`),
      `the refusal names the other answer: ${summary}`,
    );
    bounded.seen = true;
  };
  let confirmed = false;
  for (let steps = 0; steps < 30; steps++) {
    await page.goto(journeyUrl);
    await checkPage(page, mode);
    if (welsh && steps === 1) {
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.locator('a[data-language=cy]').click(),
      ]);
      assert.equal(await page.getAttribute('html', 'lang'), 'cy');
      assert.match(await page.locator('h2').first().innerText(), /Eich camau|Mae'r daith/);
      await checkPage(page, mode);
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.locator('a[data-language=en]').click(),
      ]);
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
    }
    const status = await page.locator('main .govuk-tag').first().innerText();
    if (/completed/i.test(status)) {
      if (bounded) assert.ok(bounded.seen, `a date before ‘${bounded.other}’ was refused on ${bounded.key}`);
      return { kinds, confirmed };
    }
    const current = page
      .locator('.govuk-task-list__item', { has: page.locator('.govuk-tag') })
      .locator('a.govuk-task-list__link')
      .first();
    assert.equal(await current.count(), 1, `a step to do on ${page.url()}`);
    await Promise.all([page.waitForURL(/\/steps\/[^/]+$/), current.click()]);
    await checkPage(page, mode);
    if (OPENING_STEPS.has(new URL(page.url()).pathname.split('/').at(-1))) {
      const note = await page.locator('main .govuk-inset-text').innerText();
      assert.match(note, /^You can do this (from \d{1,2} \w+ \d{4}|now)\. \S/);
      assert.doesNotMatch(note, /Do this by|was due/);
    }
    if ((await page.locator('main a', { hasText: 'Add your documents' }).count()) > 0) {
      await follow(page, mode, 'Add your documents');
      await addDocuments(page, mode, doubleSubmit);
      doubleSubmit = false;
      if (/\/finished$/.test(page.url())) {
        assert.match(await page.locator('.govuk-panel__title').innerText(), /Journey finished/);
        confirmed = true;
      }
      continue;
    }
    await follow(page, mode, 'Continue');
    let firstQuestion = true;
    for (let q = 0, attempt = 0; q < 40 && /\/questions\//.test(page.url()); q++) {
      if (firstQuestion && backAndReload) {
        // Nothing chosen: the error pattern; a reload shows it again.
        await submit(page, mode, 'Continue');
        assert.match(await page.title(), /^Error: /);
        await page.reload();
        await checkPage(page, mode);
        assert.match(await page.title(), /^Error: /);
      }
      if (bounded && !bounded.tried && page.url().endsWith(`/questions/${bounded.key}`)) {
        // A date before the answer it is bound by (given 10 days ago): refused, naming that answer.
        bounded.tried = true;
        const [d, m, y] = day(-20);
        await page.locator('#answer-day').fill(d);
        await page.locator('#answer-month').fill(m);
        await page.locator('#answer-year').fill(y);
      } else kinds.add(await answer(page, attempt));
      const questionUrl = page.url();
      await submit(page, mode, 'Continue');
      if (page.url() === questionUrl && (await page.title()).startsWith('Error: ')) {
        await boundRefusal();
        attempt += 1; // refused (a date out of its bounds): the next plausible answer
        assert.ok(attempt < 3, `no answer fits ${questionUrl}`);
        continue;
      }
      attempt = 0;
      if (firstQuestion && backAndReload && /\/questions\//.test(page.url())) {
        // Back to the question just answered, then reload: the answer is still there.
        await page.goBack();
        await page.reload();
        await checkPage(page, mode);
        assert.equal(page.url(), questionUrl);
        const kept = await page
          .locator('input[name=answer]:checked, textarea#answer, input#answer[type=text], #answer-day')
          .first();
        assert.ok((await kept.count()) === 1, 'the answer is kept after Back and reload');
        await submit(page, mode, 'Continue');
        backAndReload = false;
      }
      firstQuestion = false;
    }
    assert.match(page.url(), /\/check$/);
    for (let attempt = 0; attempt < 3 && /\/check$/.test(page.url()); attempt++) {
      const finish = page.getByRole('button', { name: /^(Finish this step|Mark as done)$/ });
      if ((await finish.count()) === 0) break; // documents first: the next round adds them
      await submit(page, mode, await finish.innerText());
      if (/\/questions\//.test(page.url())) {
        // The service refused an answer (a date bound): it is shown on its page, in words.
        assert.match(await page.title(), /^Error: /);
        await boundRefusal();
        await answer(page, attempt + 1);
        await submit(page, mode, 'Continue');
      }
    }
    if (/\/done/.test(page.url())) {
      const panel = await page.locator('.govuk-panel__title').innerText();
      assert.match(panel, /finished/);
      if (/Journey finished/.test(panel)) confirmed = true;
    }
  }
  assert.fail(`${journeyUrl} did not finish`);
}

/** Tell us once: say yes to the first organisation, and see who we told. */
async function consent(page, mode, journeyUrl) {
  await page.goto(journeyUrl);
  const link = page.getByRole('link', { name: 'Tell other organisations once' });
  if ((await link.count()) === 0) return;
  await Promise.all([page.waitForURL(/\/sharing$/), link.click()]);
  await checkPage(page, mode);
  const save = () =>
    Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.locator('main form .govuk-button').first().click(),
    ]);
  await save();
  await checkPage(page, mode);
  assert.match(await page.title(), /^Error: /, 'no choice made');
  await page.locator('main input[value=yes]').first().check();
  await save();
  await checkPage(page, mode);
  assert.match(await page.locator('.govuk-notification-banner').innerText(), /We will tell them for you/);
}

/** Keyboard only: Tab to the element (never focused by script), then type, Space or Enter. */
async function tabTo(page, selector) {
  for (let i = 0; i < 200; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector} on ${page.url()}`);
}
async function keyPress(page, selector, key) {
  await tabTo(page, selector);
  const navigates = key === 'Enter';
  await Promise.all([
    navigates ? page.waitForNavigation({ waitUntil: 'load' }) : null,
    page.keyboard.press(key),
  ]);
}
async function keyType(page, selector, text) {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

// The two runs go side by side (each its own browser context, citizen and journeys).
describe('the citizen web app', { concurrency: 3 }, () => {
  // The start page paints from its HTML alone (≤ 3 s on Slow 3G: docs/decisions.md): nothing in its
  // head blocks the paint, and the page with its inline styles stays within the first round trip's
  // ~14 KB compressed (10 TCP segments), so one 2-second Slow 3G round trip brings all of it.
  test("the start page's render-blocking bytes: none but its own HTML, within 14 KB compressed", async () => {
    for (const lang of ['en', 'cy']) {
      const res = await fetch(`${base}/?lang=${lang}`, { redirect: 'manual' });
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      const html = await (await fetch(`${base}/`, { headers: cookie ? { cookie } : {} })).text();
      assert.match(html, new RegExp(`<html lang="${lang}"`));
      const head = html.slice(0, html.indexOf('<body'));
      assert.doesNotMatch(head, /<link[^>]+rel="stylesheet"/, 'no stylesheet link in the head');
      assert.doesNotMatch(head, /<script(?![^>]*type="module")[^>]*\ssrc=/, 'no blocking script in the head');
      assert.match(head, /<style nonce="[^"]+">[^<]{1000,}<\/style>/, 'the critical styles are inline');
      assert.match(html.slice(html.indexOf('<body')), /<link rel="stylesheet" href="[^"]+\.css">/);
      const compressed = gzipSync(html).length;
      assert.ok(compressed <= 14 * 1024, `the start page is ${compressed} bytes compressed (≤ 14 KB)`);
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'JavaScript on' : 'JavaScript off';
    describe(`the citizen web app, ${mode}`, { concurrency: 1 }, () => {
      let context;
      let page;
      before(async () => {
        context = await browser.newContext({ javaScriptEnabled, acceptDownloads: true });
        context.setDefaultTimeout(ACTION_TIMEOUT);
        page = await context.newPage();
      });
      after(() => context?.close());

      const t = { timeout: TEST_TIMEOUT };
      test('signs in with the sandbox partner, every field checked in words', t, async () => {
        await signIn(page, mode, javaScriptEnabled ? 'WEBON0001' : 'WEBOFF0001');
        await confirmIfAsked(page, mode);
        assert.match(await page.title(), /^Your life events/);
      });
      if (javaScriptEnabled)
        test(
          'a keyboard-only path: sign in, start a journey, confirm it is you, answer a question',
          t,
          async () => {
            const keys = await browser.newContext();
            keys.setDefaultTimeout(ACTION_TIMEOUT);
            const kp = await keys.newPage();
            try {
              await kp.goto(`${base}/`);
              await keyPress(kp, 'a.govuk-button--start', 'Enter');
              await keyPress(kp, '#route', 'Space');
              await keyPress(kp, 'main button.govuk-button', 'Enter');
              await keyType(kp, '#national_id', 'KEYS0001');
              await keyType(kp, '#given_name', 'Kim');
              await keyType(kp, '#family_name', 'Keys');
              await keyType(kp, '#birth_date-day', '2');
              await keyType(kp, '#birth_date-month', '3');
              await keyType(kp, '#birth_date-year', '1985');
              await keyPress(kp, 'main button.govuk-button', 'Enter');
              assert.match(await kp.title(), /^Your life events/);
              await keyPress(kp, 'main a.govuk-button', 'Enter');
              await keyType(kp, '#message', "I'm moving house");
              await keyPress(kp, 'main button.govuk-button', 'Enter');
              assert.match(await kp.title(), /^We found a journey for you/);
              await keyPress(kp, 'main button.govuk-button', 'Enter');
              await keyPress(kp, '#consent', 'Space');
              await keyPress(kp, 'main button.govuk-button', 'Enter');
              await keyPress(kp, 'main button.govuk-button', 'Enter');
              assert.match(kp.url(), /\/journeys\/[0-9a-f-]{36}$/);
              await keyPress(kp, 'a.govuk-task-list__link', 'Enter');
              await keyPress(kp, 'main a.govuk-button', 'Enter');
              assert.match(kp.url(), /\/questions\//);
              await checkPage(kp, mode);
            } finally {
              await keys.close();
            }
          },
        );

      test('several journeys open at once; close one', t, async () => {
        const first = await startJourney(page, mode, "I'm moving house", 'Moving home');
        await startJourney(page, mode, 'my dad died last night', 'When someone dies', { errors: false });
        await visit(page, mode, '/journeys');
        assert.ok(
          (await page.locator('main .govuk-summary-card').count()) >= 2,
          'several journeys in progress',
        );
        await page.goto(first);
        await follow(page, mode, 'I do not need this journey any more');
        await submit(page, mode, 'Close this journey');
        assert.match(await page.title(), /^Error: /);
        await page.getByLabel('I did it another way').check();
        await submit(page, mode, 'Close this journey');
        assert.match(await page.locator('.govuk-notification-banner').innerText(), /You have closed/);
      });

      test(
        'ask about a journey: the agent answers, in the page with JavaScript, by a new page without',
        t,
        async () => {
          const url = await startJourney(
            page,
            mode,
            'we are getting married',
            'Getting married or forming a civil partnership',
            {
              errors: false,
            },
          );
          await page.goto(url);
          await follow(page, mode, 'Ask a question about this journey');
          assert.match(await page.title(), /^Ask about this journey/);
          // Nothing typed: the error pattern (with JavaScript, the script shows the server's page).
          await submit(page, mode, 'Ask');
          assert.match(await page.title(), /^Error: Ask about this journey/);
          assert.match(await page.locator('#message-error').innerText(), /Enter your question/);
          for (const [n, question] of ['What should I do next?', 'How far am I?'].entries()) {
            await page.getByLabel('Your question').fill(question);
            if (javaScriptEnabled) {
              // Sent from the page: no new page, the reply in the polite status region that stays put.
              const before = page.url();
              await page.getByRole('button', { name: 'Ask', exact: true }).click();
              await page
                .waitForFunction(
                  (count) => document.querySelectorAll('.app-conversation__message').length === count,
                  (n + 1) * 2,
                  { timeout: 30_000 },
                )
                .catch(async (err) => {
                  const status = await page.locator('#agent-status').textContent();
                  const count = await page.locator('.app-conversation__message').count();
                  throw new Error(`${err.message}: ${count} messages, status "${status}" on ${page.url()}`);
                });
              const reply = (await page.locator('#latest .app-conversation__text').innerText()).trim();
              await page.waitForFunction(
                (text) => document.getElementById('agent-status')?.textContent?.trim() === text,
                reply,
              );
              assert.equal(page.url(), before, 'the page stayed');
              assert.equal(await page.locator('#agent-status').getAttribute('aria-live'), 'polite');
              assert.equal(await page.getByLabel('Your question').inputValue(), '');
              await checkPage(page, mode);
            } else {
              await submit(page, mode, 'Ask');
              assert.match(page.url(), /\/agent#latest$/);
            }
            const messages = page.locator('.app-conversation__message');
            assert.equal(await messages.count(), (n + 1) * 2, 'the question and its answer');
            assert.match(await messages.nth(n * 2).innerText(), new RegExp(question.replace('?', '\\?')));
            assert.ok((await page.locator('#latest .app-conversation__text').innerText()).trim().length > 0);
          }
          // A reload shows the whole conversation (it lives in the service, not the page).
          await page.reload();
          await checkPage(page, mode);
          assert.equal(await page.locator('.app-conversation__message').count(), 4);
          if (javaScriptEnabled) {
            await Promise.all([
              page.waitForNavigation({ waitUntil: 'load' }),
              page.locator('a[data-language=cy]').click(),
            ]);
            assert.match(await page.locator('h1').innerText(), /Gofyn am y daith hon/);
            await checkPage(page, mode);
            await Promise.all([
              page.waitForNavigation({ waitUntil: 'load' }),
              page.locator('a[data-language=en]').click(),
            ]);
          }
        },
      );

      test('the pages every service has, your data, and signing out', t, async () => {
        for (const path of [
          '/cookies',
          '/privacy',
          '/accessibility',
          '/help',
          '/feedback',
          '/no-such-page',
          '/your-data',
        ])
          await visit(page, mode, path);
        const exported = await page.request.get(`${base}/your-data/export`);
        assert.equal(exported.status(), 200);
        assert.match(exported.headers()['content-disposition'], /attachment/);
        if (javaScriptEnabled) {
          await visit(page, mode, '/sign-out');
          await submit(page, mode, 'Sign out');
          assert.match(await page.locator('.govuk-notification-banner').innerText(), /You have signed out/);
        } else {
          await follow(page, mode, 'Delete my data');
          await submit(page, mode, 'Delete my data');
          assert.match(await page.title(), /^Error: /);
          await page.getByLabel('I understand that my data will be deleted').check();
          await submit(page, mode, 'Delete my data');
          assert.match(await page.locator('.govuk-notification-banner').innerText(), /deleted your data/);
        }
      });
    });
  }

  // Every life event of the catalogue, end to end, with JavaScript on and off: one walk driven by the pages.
  describe('every life event of the catalogue', { concurrency: WALKS }, () => {
    const kinds = new Set();
    let walks = 0;
    after(() => {
      // The walks between them answered every kind of question the plans ask (when all of them ran:
      // --test-name-pattern may pick a few).
      if (walks === CATALOGUE.length * 2)
        assert.deepEqual([...kinds].sort(), ['choice', 'date', 'multi_choice', 'number', 'text']);
    });
    test('the catalogue has its 8 life events', () => assert.equal(CATALOGUE.length, 8));
    CATALOGUE.forEach((event, index) => {
      for (const javaScriptEnabled of [true, false]) {
        const mode = javaScriptEnabled ? 'JavaScript on' : 'JavaScript off';
        // Each life event is started once from its message and once from the list, between the two runs.
        const fromList = (index + (javaScriptEnabled ? 0 : 1)) % 2 === 1;
        test(
          `${event.title}, ${mode}: started ${fromList ? 'from the list' : 'from a message'}, walked to "Journey finished"`,
          { timeout: WALK_TIMEOUT },
          async () => {
            const context = await browser.newContext({ javaScriptEnabled });
            context.setDefaultTimeout(ACTION_TIMEOUT);
            const page = await context.newPage();
            try {
              const id = `LIFE${String(index).padStart(2, '0')}${javaScriptEnabled ? 'J' : 'N'}`;
              await signIn(page, mode, id, { errors: false });
              await confirmIfAsked(page, mode);
              const url = await startJourney(page, mode, event.message, event.title, {
                errors: false,
                fromList,
              });
              await consent(page, mode, url);
              const walked = await walk(page, mode, url, {
                backAndReload: true,
                doubleSubmit: !javaScriptEnabled && event.code === 'birth-of-a-child',
                welsh: javaScriptEnabled && event.code === 'birth-of-a-child',
                // A funeral dated before the death, without JavaScript: refused, naming the death's question.
                bounded:
                  !javaScriptEnabled && event.code === 'bereavement'
                    ? { key: 'funeral_date', other: 'When did they die?' }
                    : undefined,
              });
              for (const k of walked.kinds) kinds.add(k);
              walks += 1;
              assert.ok(walked.confirmed, 'the "Journey finished" page was shown');
              await page.goto(url);
              assert.match(await page.locator('main .govuk-tag').first().innerText(), /Completed/);
            } finally {
              await context.close();
            }
          },
        );
      }
    });
  });
});
