#!/usr/bin/env node
/**
 * Drives Swagger UI in a real (headless) Chromium the way a QA engineer does: "Try it out" →
 * Execute on each operation, Authorize with the session token. It sends the prefilled examples of the
 * sign-in operations as Swagger UI shows them (DESIGN §10), replacing only the values a previous answer
 * of this run issues (an exchange code, a challenge id, a signed QR payload, an assurance id: see
 * docs/decisions.md), and checks the three sign-in routes give the example citizen one citizen id. Then
 * another citizen signs in, obtains HIGH assurance, sees CONSENT_REQUIRED, compiles an intent,
 * creates a journey and sends every other operation's prefilled example unchanged (answers, changed
 * answers, sharing, the agent, a chosen life event, a sandbox agency's behaviour, closing, the language
 * preference, the upload form's document code with a PDF chosen), reads back what it made, and signs
 * out. Not sent: the sandbox agency inbox (it takes deliveries the service signs, so no example can be
 * valid), offers (made when a journey completes; the walk closes its journey), and erasing the
 * citizen. Exits 1 on any unexpected answer; the last line is a one-line summary.
 *
 *   npm start &                                  # or any running service with sandbox providers
 *   apt-get install chromium-headless-shell      # Debian's Chromium (not downloaded by npm): scripts/chromium.js
 *   npm run qa:swagger                           # BASE_URL=http://127.0.0.1:3000 (CHROMIUM_PATH to choose another)
 *   npm run qa:swagger -- --start                # starts the BUILT service itself (dist/main.js, as CI does)
 */
const { startBuiltService } = require('./built-service');
const { launchOptions } = require('./chromium');
const { chromium } = require('playwright-core');

const AS_PREFILLED = Symbol('as prefilled');
/** Swagger UI's prefilled example with only these fields replaced (values this run was given). */
const prefilledWith = (replaced) => ({ [AS_PREFILLED]: replaced });
const started = Date.now();
/** A small valid PDF, the file a tester chooses for the upload form. */
const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/**
 * --start: the BUILT service on a free port of 127.0.0.1, as the browser suite starts it
 * (scripts/built-service.js), with a short drain so the run ends quickly.
 */
const startService = () => startBuiltService({ SHUTDOWN_DRAIN: '1ms' });

async function walk(baseUrl) {
  const counts = { executed: 0, unchanged: 0, replaced: new Set() };
  const browser = await chromium.launch(
    launchOptions(['--disable-background-networking', '--disable-component-update', '--disable-sync']),
  );
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}/docs`);
    await page.waitForSelector('[id$="-createSandboxExchangeCode"]');
    const examples = new Map(); // operationId → the body Swagger UI prefilled

    /**
     * Opens an operation, fills its parameters and body, executes it and reads the live response.
     * body: undefined (none), AS_PREFILLED (Swagger UI's example sent unchanged), prefilledWith({...})
     * (the example with only those fields replaced; each must be in the example) or a value to send.
     * files: for a multipart body, the files chosen for its file fields (its other fields are sent as
     * Swagger UI prefilled them).
     */
    async function run(operationId, expectedStatus, body, params = {}, files = {}) {
      const op = page.locator(`[id$="-${operationId}"]`).first();
      await op.locator('.opblock-summary').click();
      // The operation expands asynchronously: wait for its try-out button ("Try it out" or "Cancel").
      await op.locator('button.try-out__btn').first().waitFor();
      const tryOut = op.locator('button.try-out__btn:not(.cancel):not(.reset)');
      if (await tryOut.count()) await tryOut.click();
      for (const [name, value] of Object.entries(params)) {
        await op.locator(`tr[data-param-name="${name}"] input`).fill(value);
      }
      let how = '';
      if (body !== undefined) {
        const textarea = op.locator('textarea.body-param__text');
        // Swagger UI's example is what the body holds when the operation is first tried out; an earlier
        // run of this operation may have changed it, so it is put back first.
        const current = await textarea.inputValue();
        if (!examples.has(operationId)) examples.set(operationId, current);
        if (current !== examples.get(operationId)) await textarea.fill(examples.get(operationId));
        if (body === AS_PREFILLED) {
          how = ' (prefilled example, unchanged)';
          counts.unchanged += 1;
        } else if (typeof body === 'object' && body !== null && AS_PREFILLED in body) {
          const example = JSON.parse(examples.get(operationId));
          const replaced = body[AS_PREFILLED];
          for (const key of Object.keys(replaced)) {
            if (!(key in example)) throw new Error(`${operationId}: the prefilled example has no ${key}`);
          }
          await textarea.fill(JSON.stringify({ ...example, ...replaced }));
          how = ` (prefilled example, ${Object.keys(replaced).join(' and ')} replaced)`;
          counts.replaced.add(`${operationId}: ${Object.keys(replaced).join(', ')}`);
        } else {
          await textarea.fill(JSON.stringify(body));
        }
      }
      for (const [name, file] of Object.entries(files)) {
        await op.locator(`tr[data-property-name="${name}"] input[type=file]`).setInputFiles(file);
        how = ` (prefilled form, ${name} chosen)`;
        counts.unchanged += 1;
      }
      const clear = op.locator('button.btn-clear'); // drop the previous run's response first
      if (await clear.count()) await clear.click();
      await op.locator('button.execute').click();
      const statusCell = op.locator('.live-responses-table tbody .response-col_status').first();
      await statusCell.waitFor();
      const status = Number((await statusCell.innerText()).trim());
      const code = op.locator('.live-responses-table .highlight-code');
      const text = (await code.count()) ? (await code.first().innerText()).replace(/^Download\s*/, '') : '';
      await op.locator('.opblock-summary').click();
      if (status !== expectedStatus)
        throw new Error(`${operationId} answered ${status}, expected ${expectedStatus}: ${text}`);
      counts.executed += 1;
      console.log(`ok  ${operationId} → ${status}${how}`);
      // JSON answers are read back; a download (a PDF) is checked by its status only.
      return /^\s*[[{]/.test(text) ? JSON.parse(text) : null;
    }

    // The sign-in operations' prefilled examples, as Swagger UI shows them (DESIGN §10): the sandbox
    // citizen SANDBOX-0001 signs in by all three routes.
    await run('startSso', 200);
    const { exchange_code: prefilledCode } = await run('createSandboxExchangeCode', 201, AS_PREFILLED);
    // An exchange code works once, so no example can be a valid one: only the code is replaced.
    const bySso = await run('completeSso', 200, prefilledWith({ exchange_code: prefilledCode }));
    const { qr_payload: prefilledQr } = await run('createSandboxQrCode', 201, AS_PREFILLED);
    const signIn = async (complete, replaced) => {
      const { challenge_id } = await run('startVerification', 201, AS_PREFILLED);
      await run('getVerification', 200, undefined, { challenge_id });
      await run('recordSandboxLivenessResult', 204, AS_PREFILLED, { reference: challenge_id });
      // The challenge id (and the signed QR payload) are issued to this run: only they are replaced.
      return run(complete, 200, prefilledWith({ challenge_id, ...replaced }));
    };
    const byQr = await signIn('completeQrVerification', { qr_payload: prefilledQr });
    const byDemographics = await signIn('completeVerification', {});
    if (new Set([bySso, byQr, byDemographics].map((s) => s.profile.citizen_id)).size !== 1) {
      throw new Error('the three sign-in routes gave the example citizen different citizen ids');
    }

    // Another citizen (new on every run, so the journey is new even on a service's kept database).
    const person = {
      national_id: `QA-${Date.now()}`,
      given_name: 'Grace',
      family_name: 'Hopper',
      birth_date: '1990-12-09',
    };
    const { exchange_code } = await run('createSandboxExchangeCode', 201, person);
    const session = await run('completeSso', 200, { exchange_code });

    await page.locator('button.authorize').first().click();
    await page.locator('.modal-ux input[type=text]').fill(session.session_token);
    await page.locator('.modal-ux button.authorize').click();
    await page.locator('.modal-ux button.btn-done').click();
    await run('getSession', 200);

    const live = await run('startLivenessSession', 201, AS_PREFILLED);
    await run('verifyIdentity', 409, prefilledWith({ assurance_id: live.assurance_id })); // LIVENESS_NOT_PASSED
    await run('recordSandboxLivenessResult', 204, AS_PREFILLED, { reference: live.assurance_id });
    const assurance = await run('verifyIdentity', 200, prefilledWith({ assurance_id: live.assurance_id }));
    if (assurance.level !== 'HIGH') throw new Error('expected HIGH assurance');
    await run('getAssurance', 200);
    await run('getLivenessSession', 200, undefined, { assurance_id: live.assurance_id });

    const refused = await run('startVerification', 422, { consent: false });
    if (refused.code !== 'CONSENT_REQUIRED') throw new Error('expected CONSENT_REQUIRED');

    const intent = await run('compileIntent', 201, AS_PREFILLED);
    await run('getIntent', 200, undefined, { intent_id: intent.intent_id });
    const journey = await run('createJourneyFromIntent', 201, undefined, { intent_id: intent.intent_id });
    await run('createJourneyFromIntent', 200, undefined, { intent_id: intent.intent_id });
    await run('getJourneyPlan', 200, undefined, { id: journey.id });

    // Every other operation with a request body, its prefilled example sent unchanged (issue 20): the
    // journey's first milestone answered, the answers changed, an agency told, a message to the agent,
    // a life event chosen from the list, a sandbox agency made to fail and put back, the journey closed.
    const ids = { journey_id: journey.id };
    await run('getJourney', 200, undefined, { id: journey.id });
    await run('getJourneySharing', 200, undefined, ids);
    await run('setJourneySharing', 200, AS_PREFILLED, { ...ids, agency_code: 'benefits-agency' });
    const step = { ...ids, milestone_code: 'about-the-birth' };
    await run('completeMilestone', 200, AS_PREFILLED, step);
    await run('changeMilestoneAnswers', 200, AS_PREFILLED, step);
    await run('listJourneyNotifications', 200, undefined, ids);
    // A document uploaded with the form's prefilled document code, read back, downloaded, and the
    // journey's evidence refreshed with it.
    const pdf = { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) };
    const document = await run('uploadDocument', 201, undefined, {}, { file: pdf });
    if (document.document_code !== 'birth-certificate') throw new Error('expected the prefilled document code');
    await run('getDocument', 200, undefined, { id: document.id });
    await run('downloadDocument', 200, undefined, { id: document.id });
    await run('refreshJourneyEvidence', 200, undefined, ids);
    await run('sendAgentMessage', 200, AS_PREFILLED, ids);
    await run('listAgentMessages', 200, undefined, ids);
    await run('chooseWorkflow', 201, AS_PREFILLED);
    await run('setSandboxAgencyBehaviour', 200, AS_PREFILLED, { code: 'health-service' });
    await run('setSandboxAgencyBehaviour', 200, { answer: 200, delay_ms: 0 }, { code: 'health-service' });
    const closed = await run('closeJourney', 200, AS_PREFILLED, ids);
    if (closed.status !== 'CLOSED') throw new Error('expected the journey CLOSED');
    for (const listed of ['listJourneys', 'listOffers', 'listDocuments', 'listEvidence', 'listWorkflows'])
      await run(listed, 200);
    await run('exportMyData', 200);
    await run('deleteDocument', 204, undefined, { id: document.id });
    await run('setMyPreferences', 200, AS_PREFILLED);
    await run('getMyPreferences', 200);
    await run('listSandboxAgencyInbox', 200, undefined, { code: 'health-service' });
    await run('getSandboxQrKeys', 200);
    await run('healthLive', 200);
    await run('healthReady', 200);
    await run('signOut', 204);
    await run('getSession', 401);
  } finally {
    await browser.close();
  }
  return counts;
}

async function main() {
  const service = process.argv.includes('--start') ? await startService() : null;
  try {
    const counts = await walk(service?.base ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Swagger UI walk: ok in ${seconds} s, ${counts.executed} operations executed; prefilled examples: ` +
        `${counts.unchanged} sent unchanged, only this run's values replaced in ${[...counts.replaced].join('; ')}`,
    );
  } catch (error) {
    if (service) console.error(service.log());
    throw error;
  } finally {
    await service?.stop();
  }
}

main().catch((error) => {
  console.error(`Swagger UI walk failed: ${error.message}`);
  process.exit(1);
});
