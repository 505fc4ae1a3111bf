// Browser e2e of the reference citizen web app: the BUILT service (dist/main.js serving web/dist) as a
// child process on 127.0.0.1, driven in Debian's Chromium by playwright-core, every screen scanned by
// axe-core for WCAG 2.2 A/AA. Run: npm run build && npm run test:web (DATABASE_URL optional).
import { createRequire } from 'node:module';
import { existsSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { startBuiltService } = createRequire(import.meta.url)('../../scripts/built-service.js');
const screenshots = join(root, 'docs', 'screenshots');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const started = Date.now();

// ------------------------------------------------------------------ files of the three allowed types

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
const FILES = {
  png: {
    name: 'birth-notice.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  },
  pdf: {
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  },
  jpeg: {
    name: 'certificate.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0', 'binary'),
      Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
    ]),
  },
};

// ------------------------------------------------------------------ the service and the browser

let service;
let base;
let browser;

before(async () => {
  if (!existsSync(join(root, 'web/dist/index.html'))) throw new Error('web/dist/index.html is missing: run npm run build first');
  service = await startBuiltService({ WEB_APP: 'true' });
  base = service.base;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
});

after(async () => {
  await browser?.close();
  await service?.stop();
  console.log(`# browser suite: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

// ------------------------------------------------------------------ two ways to drive a page

/** Mouse and pointer: clicks and fills. */
function mouseDriver(page) {
  return {
    fill: (sel, text) => page.fill(sel, text),
    check: (sel) => page.check(sel),
    press: (sel) => page.click(sel),
    upload: (sel, file) => page.setInputFiles(sel, file),
  };
}

/** Keyboard only: Tab to the element (never focus it by script), then type, Space or Enter. */
function keyboardDriver(page) {
  async function tabTo(sel) {
    for (let i = 0; i < 400; i++) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, sel)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${sel}`);
  }
  return {
    async fill(sel, text) {
      await page.waitForSelector(sel);
      await tabTo(sel);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
    },
    async check(sel) {
      await page.waitForSelector(sel);
      // Radios in a group are one tab stop: reach the group, then move with the arrow keys.
      const radio = await page.$eval(sel, (el) => el.type === 'radio');
      if (radio) {
        const name = await page.$eval(sel, (el) => el.name);
        await tabTo(`input[name="${name}"]`);
        for (let i = 0; i < 10 && !(await page.$eval(sel, (el) => el === document.activeElement)); i++) {
          await page.keyboard.press('ArrowDown');
        }
        if (!(await page.$eval(sel, (el) => el.checked))) await page.keyboard.press('Space');
      } else {
        await tabTo(sel);
        if (!(await page.$eval(sel, (el) => el.checked))) await page.keyboard.press('Space');
      }
      assert.ok(await page.$eval(sel, (el) => el.checked), `${sel} checked`);
    },
    async press(sel) {
      await page.waitForSelector(sel);
      await tabTo(sel);
      await page.keyboard.press('Enter');
    },
    async upload(sel, file) {
      // A re-render right after the focus moved can swallow the key press: focus it again and retry.
      for (let attempt = 1; ; attempt += 1) {
        await page.waitForSelector(sel);
        await tabTo(sel);
        try {
          const [chooser] = await Promise.all([
            page.waitForEvent('filechooser', { timeout: 10_000 }),
            page.keyboard.press('Space'),
          ]);
          await chooser.setFiles(file);
          return;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    },
  };
}

/** A page that records what the browser refused under the CSP, and scripts that failed. */
async function openPage(context) {
  const page = await context.newPage();
  page.refused = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) page.refused.push(m.text());
  });
  page.on('pageerror', (e) => page.refused.push(`page error: ${e.message}`));
  return page;
}

async function scan(page, screen) {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  assert.deepEqual(found, [], `axe violations on "${screen}"`);
  scanned.add(screen);
}
const scanned = new Set();

async function heading(page, text) {
  await page.waitForFunction((t) => document.querySelector('h1')?.textContent?.includes(t), text);
}

let citizens = 0;
function newCitizen(given = 'Ada') {
  citizens += 1;
  return {
    national_id: `WEB-${Date.now().toString(36)}-${citizens}`,
    given_name: given,
    family_name: 'Lovelace',
    birth_date: '1990-04-21',
  };
}

// ------------------------------------------------------------------ steps

async function signIn(page, ui, route, who, opts = {}) {
  await page.goto(`${base}/`);
  await heading(page, 'Sign in');
  if (opts.scan) await scan(page, 'sign-in');
  const radio = { sso: '#route', demographics: '#route-demographics', qr: '#route-qr' }[route];
  await ui.check(radio);
  await ui.press('form button[type=submit]');
  if (route !== 'sso') {
    await page.waitForSelector('#consent');
    if (opts.scan) await scan(page, `consent (${route})`);
    // No consent: the API's problem is shown, with its request_id.
    if (opts.problems) {
      await ui.press('form button[type=submit]');
      await page.waitForSelector('.govuk-error-summary');
      const summary = await page.textContent('.govuk-error-summary');
      assert.match(summary, /Reference: [\w-]+ \(CONSENT_REQUIRED\)/);
      await scan(page, 'problem (consent refused)');
    }
    await ui.check('#consent');
    await ui.press('form button[type=submit]');
  }
  await page.waitForSelector('#national_id');
  if (opts.scan) await scan(page, `test citizen (${route})`);
  await ui.fill('#national_id', who.national_id);
  if (route !== 'demographics') {
    await ui.fill('#given_name', who.given_name);
    await ui.fill('#family_name', who.family_name);
  }
  await ui.fill('#birth_date', who.birth_date);
  await ui.press('form button[type=submit]');
  await heading(page, 'Your life events');
  await page.waitForSelector('#sign-out');
  assert.match(await page.textContent('#account'), new RegExp(`${who.given_name} ${who.family_name}`));
}

async function signOut(page, ui) {
  await ui.press('#sign-out');
  await heading(page, 'Sign in');
  assert.equal(await page.evaluate(() => sessionStorage.length), 0);
}

async function completeMilestone(page, ui, code) {
  await ui.press(`#form-${code} button[type=submit]`);
  await page.waitForSelector(`#milestone-${code}[data-status=COMPLETED]`);
}

async function progress(page) {
  const text = await page.textContent('.govuk-summary-list');
  return Number(/(\d+) % done/.exec(text)[1]);
}

/** The whole path of issue 15 for one citizen, with mouse or keyboard. */
async function wholePath(page, ui, { shots }) {
  const shot = async (name) => {
    if (!shots) return;
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: join(screenshots, name), fullPage: true });
  };
  const who = newCitizen(shots ? 'Grace' : 'Alan');
  await signIn(page, ui, 'sso', who, { scan: shots });

  // No active journey: the "What has happened?" box compiles an intent and offers to start.
  await page.waitForSelector('#no-active-journey');
  await scan(page, 'home: no active journey');
  await shot('home-no-active-journey.png');
  await ui.fill('#message', 'we just had a baby');
  await ui.press('#no-active-journey button[type=submit]');
  await heading(page, 'We found a journey for you');
  await scan(page, 'intent');
  await ui.press('main button.govuk-button');

  // HIGH assurance: 403 ASSURANCE_REQUIRED → consent → liveness → verify → the start is retried.
  await heading(page, 'Confirm it is you');
  await scan(page, 'assurance');
  await ui.check('#consent');
  await ui.press('form button[type=submit]');
  await page.waitForSelector('#milestone-about-the-birth[data-status=CURRENT]');
  const title = (await page.textContent('h1')).trim();
  assert.equal(title, 'Having a baby');
  await scan(page, 'plan');
  await shot('plan.png');

  // The active journey overview (ACTIVE).
  await ui.press('#back-home');
  await page.waitForSelector('#active-journey');
  assert.match(await page.textContent('#active-journey'), /In progress/);
  await scan(page, 'home: active journey');
  await shot('home-active.png');
  await ui.press('#active-journey button');
  await page.waitForSelector('#milestone-about-the-birth[data-status=CURRENT]');

  // API validation errors in an error summary, linked to the fields.
  await completeMilestoneExpectingErrors(page, ui);

  // Every input type: date, number, single_choice, boolean, multi_choice (text comes next).
  await ui.fill('#q-birth_date', '1');
  await ui.fill('#q-birth_date-month', '11');
  await ui.fill('#q-birth_date-year', '2026');
  await ui.fill('#q-number_of_babies', '1');
  await ui.check('#q-birth_location');
  await ui.check('#q-parents_married');
  await ui.check('#q-parents_work-2');
  await completeMilestone(page, ui, 'about-the-birth');

  // Blocked: the next step needs documents.
  await page.waitForSelector('#milestone-register-the-birth[data-status=CURRENT]');
  await ui.press('#back-home');
  await page.waitForSelector('#active-journey');
  assert.match(await page.textContent('#active-journey'), /Waiting for documents/);
  assert.match(await page.textContent('#active-journey'), /notice of birth from the hospital or midwife/);
  // A citizen never sees a document's code.
  assert.doesNotMatch(await page.textContent('main'), /birth-notification|identity-document/);
  await scan(page, 'home: blocked journey');
  await shot('home-blocked.png');

  // A reload restores the active journey from the list when the local reference is missing or stale.
  const citizenId = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('cjs.active_journey_id.')));
  assert.ok(citizenId, 'the active journey id is kept locally');
  const journeyId = await page.evaluate((k) => localStorage.getItem(k), citizenId);
  await page.evaluate((k) => localStorage.removeItem(k), citizenId);
  await page.reload();
  await page.waitForSelector('#active-journey');
  assert.match(await page.textContent('#active-journey'), /Having a baby/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), citizenId), journeyId);
  await page.evaluate((k) => localStorage.setItem(k, '00000000-0000-4000-8000-000000000000'), citizenId);
  await page.reload();
  await page.waitForSelector('#active-journey');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), citizenId), journeyId);

  await ui.press('#active-journey button');
  await page.waitForSelector('#milestone-register-the-birth[data-status=CURRENT]');

  // The journey agent: its actions are buttons the app builds from the action type.
  await ui.fill('#agent-message', 'what do I do next?');
  await ui.press('aside button[type=submit]');
  await page.waitForSelector('#conversation .govuk-body:has-text("Assistant:")');
  await scan(page, 'agent conversation');
  const offered = await page.$$eval('#conversation .app-actions button', (els) => els.map((e) => e.textContent));
  assert.deepEqual(offered, [
    'Upload your notice of birth from the hospital or midwife',
    'Upload your proof of identity',
    'Check my documents again',
  ]);
  await ui.press('#conversation .app-actions button:first-child');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'file-birth-notification');

  // Uploads (PNG, PDF) with an evidence refresh after each; a refresh by hand.
  await uploadDocument(page, ui, 'birth-notification', FILES.png);
  await ui.press('#refresh button');
  await page.waitForSelector('.govuk-notification-banner:has-text("We checked your documents again")');
  await uploadDocument(page, ui, 'identity-document', FILES.pdf);
  assert.match(await page.textContent('.govuk-summary-list'), /In progress/);
  await ui.fill('#q-child_given_names', 'Grace');
  await ui.fill('#q-child_family_name', 'Hopper');
  await ui.check('#q-both_parents_attending');
  await completeMilestone(page, ui, 'register-the-birth');

  // A step with documents and no questions completes by itself on the refresh after the upload (JPEG).
  await uploadDocument(page, ui, 'birth-certificate', FILES.jpeg);
  await page.waitForSelector('#milestone-add-the-birth-certificate[data-status=COMPLETED]');

  // Check your answers: change a completed milestone's answer.
  await ui.press('#milestone-register-the-birth .govuk-summary-list__actions a');
  await heading(page, 'Change your answers');
  await scan(page, 'change answers');
  await ui.fill('#q-child_given_names', 'Ada');
  await ui.press('form button[type=submit]');
  await page.waitForSelector('#milestone-register-the-birth[data-status=COMPLETED]');
  assert.match(await page.textContent('#milestone-register-the-birth'), /Ada/);

  await ui.check('#q-has_chosen_doctor');
  await ui.fill('#q-doctor_or_practice_name', 'Riverside Practice');
  await completeMilestone(page, ui, 'register-with-a-doctor');
  const before100 = await progress(page);
  assert.ok(before100 < 100);
  await ui.check('#q-benefit_recipient');
  await ui.fill('#q-other_children_count', '0');
  await ui.press('#form-claim-child-benefit button[type=submit]');

  // 100 %: the home view shows no active journey and the journey under saved journeys, COMPLETED.
  await page.waitForSelector('#no-active-journey');
  await page.waitForSelector('.govuk-notification-banner--success');
  const saved = await page.textContent('#saved-journeys');
  assert.match(saved, /Having a baby\s*Completed\s*100 %/);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), citizenId), null);
  await scan(page, 'home: completed, no active journey');
  await shot('home-completed.png');
  await signOut(page, ui);
}

/** Chooses the file, presses Upload; the app uploads, then refreshes the evidence. */
async function uploadDocument(page, ui, code, file) {
  await page.waitForLoadState('networkidle');
  await ui.upload(`#file-${code}`, file);
  assert.equal(await page.$eval(`#file-${code}`, (el) => el.files.length), 1, 'a file is chosen');
  await ui.press(`[data-document=${code}] form button[type=submit]`);
  const done = await page.waitForSelector(`[data-document=${code}] .govuk-tag--green, .govuk-error-summary`);
  if (await done.evaluate((el) => el.matches('.govuk-error-summary'))) assert.fail(await done.textContent());
}

async function completeMilestoneExpectingErrors(page, ui) {
  await ui.press('#form-about-the-birth button[type=submit]');
  await page.waitForSelector('.govuk-error-summary');
  const text = await page.textContent('.govuk-error-summary');
  assert.match(text, /When was your baby born\?: is required/);
  assert.match(text, /Reference: [\w-]+ \(ANSWERS_INVALID\)/);
  await scan(page, 'plan with errors');
}

// ------------------------------------------------------------------ tests

describe('the citizen web app in Chromium', () => {
  test('a citizen signs in by each route (SSO, QR, demographics) and signs out', async () => {
    const context = await browser.newContext();
    const page = await openPage(context);
    const ui = mouseDriver(page);
    await signIn(page, ui, 'sso', newCitizen('Mary'), { scan: true });
    await signOut(page, ui);
    const who = newCitizen('Katherine');
    await signIn(page, ui, 'qr', who, { scan: true, problems: true });
    await signOut(page, ui);
    // Demographics sign a known citizen in: the one the QR route registered.
    await signIn(page, ui, 'demographics', who, { scan: true });
    await signOut(page, ui);
    assert.deepEqual(page.refused, [], 'nothing refused by the CSP, no script errors');
    await context.close();
  });

  test('the whole path with a mouse: free text → every input type → blocked → uploads → refresh → change → 100 %', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openPage(context);
    await wholePath(page, mouseDriver(page), { shots: true });
    assert.deepEqual(page.refused, [], 'nothing refused by the CSP, no script errors');
    await context.close();
  });

  test('English | Cymraeg on every page: the choice is remembered, sent as Accept-Language, and switches back', async () => {
    const context = await browser.newContext();
    const page = await openPage(context);
    const ui = mouseDriver(page);
    await page.goto(`${base}/`);
    await heading(page, 'Sign in');
    assert.equal(await page.textContent('#language [aria-current=true]'), 'English');
    await ui.press('#language a[data-language=cy]');
    await heading(page, 'Mewngofnodi');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'cy');
    assert.match(await page.title(), /Mewngofnodi – Taith y Dinesydd/);
    assert.match(await page.textContent('.govuk-skip-link'), /Neidio i'r prif gynnwys/);
    await scan(page, 'sign-in (Cymraeg)');
    await page.reload();
    await heading(page, 'Mewngofnodi');
    // Signed in, every call asks for Welsh.
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/v1/journeys'));
    await ui.check('#route');
    await ui.press('form button[type=submit]');
    await page.waitForSelector('#national_id');
    const who = newCitizen('Nia');
    await ui.fill('#national_id', who.national_id);
    await ui.fill('#given_name', who.given_name);
    await ui.fill('#family_name', who.family_name);
    await ui.fill('#birth_date', who.birth_date);
    await ui.press('form button[type=submit]');
    await heading(page, 'Digwyddiadau eich bywyd');
    assert.equal((await asked).headers()['accept-language'], 'cy');
    await scan(page, 'home (Cymraeg)');
    await ui.press('#language a[data-language=en]');
    await heading(page, 'Your life events');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(page.refused, [], 'nothing refused by the CSP, no script errors');
    await context.close();
  });

  test('the whole path with the keyboard only', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openPage(context);
    await wholePath(page, keyboardDriver(page), { shots: false });
    assert.deepEqual(page.refused, [], 'nothing refused by the CSP, no script errors');
    await context.close();
  });
});
