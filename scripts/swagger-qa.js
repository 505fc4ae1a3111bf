#!/usr/bin/env node
/**
 * Drives Swagger UI in a real (headless) Chromium the way a QA engineer does: "Try it out" →
 * Execute on each operation, Authorize with the session token. It signs in by all three routes
 * through the sandbox, obtains HIGH assurance, sees CONSENT_REQUIRED, compiles an intent and
 * creates a journey. Exits 1 on any unexpected answer.
 *
 *   npm start &                                  # or any running service with sandbox providers
 *   apt-get install chromium                     # Debian's Chromium (not downloaded by npm)
 *   npm run qa:swagger                           # BASE_URL=http://127.0.0.1:3000 CHROMIUM_PATH=/usr/bin/chromium
 */
const { chromium } = require('playwright-core');

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const AS_PREFILLED = Symbol('as prefilled');

async function main() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${BASE_URL}/docs`);
    await page.waitForSelector('[id$="-createSandboxExchangeCode"]');

    /** Opens an operation, fills its parameters and body (AS_PREFILLED: sends Swagger UI's example unchanged), executes it and reads the live response. */
    async function run(operationId, expectedStatus, body, params = {}) {
      const op = page.locator(`[id$="-${operationId}"]`).first();
      await op.locator('.opblock-summary').click();
      // The operation expands asynchronously: wait for its try-out button ("Try it out" or "Cancel").
      await op.locator('button.try-out__btn').first().waitFor();
      const tryOut = op.locator('button.try-out__btn:not(.cancel):not(.reset)');
      if (await tryOut.count()) await tryOut.click();
      for (const [name, value] of Object.entries(params)) {
        await op.locator(`tr[data-param-name="${name}"] input`).fill(value);
      }
      if (body !== undefined && body !== AS_PREFILLED) {
        await op.locator('textarea.body-param__text').fill(JSON.stringify(body));
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
      console.log(`ok  ${operationId} → ${status}`);
      return text ? JSON.parse(text) : null;
    }

    // The sign-in operations' prefilled examples work as sent (DESIGN §10).
    await run('createSandboxExchangeCode', 201, AS_PREFILLED);
    await run('createSandboxQrCode', 201, AS_PREFILLED);
    await run('startSso', 200);
    await run('startVerification', 201, AS_PREFILLED);

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

    const live = await run('startLivenessSession', 201, { consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' });
    await run('verifyIdentity', 409, { assurance_id: live.assurance_id }); // LIVENESS_NOT_PASSED
    await run('recordSandboxLivenessResult', 204, { outcome: 'PASS' }, { reference: live.assurance_id });
    const assurance = await run('verifyIdentity', 200, { assurance_id: live.assurance_id });
    if (assurance.level !== 'HIGH') throw new Error('expected HIGH assurance');

    const { qr_payload } = await run('createSandboxQrCode', 201, person);
    const qrChallenge = await run('startVerification', 201, { consent: true });
    await run(
      'recordSandboxLivenessResult',
      204,
      { outcome: 'PASS' },
      { reference: qrChallenge.challenge_id },
    );
    const byQr = await run('completeQrVerification', 200, {
      challenge_id: qrChallenge.challenge_id,
      qr_payload,
    });

    const demoChallenge = await run('startVerification', 201, { consent: true });
    await run(
      'recordSandboxLivenessResult',
      204,
      { outcome: 'PASS' },
      { reference: demoChallenge.challenge_id },
    );
    const byDemographics = await run('completeVerification', 200, {
      challenge_id: demoChallenge.challenge_id,
      demographics: { national_id: person.national_id, birth_date: person.birth_date },
    });
    if (new Set([session, byQr, byDemographics].map((s) => s.profile.citizen_id)).size !== 1) {
      throw new Error('the three sign-in routes gave different citizen ids');
    }
    const refused = await run('startVerification', 422, { consent: false });
    if (refused.code !== 'CONSENT_REQUIRED') throw new Error('expected CONSENT_REQUIRED');

    const intent = await run('compileIntent', 201, { message: 'we just had a baby' });
    const journey = await run('createJourneyFromIntent', 201, undefined, { intent_id: intent.intent_id });
    await run('createJourneyFromIntent', 200, undefined, { intent_id: intent.intent_id });
    await run('getJourneyPlan', 200, undefined, { id: journey.id });
    console.log('Swagger UI walk: ok');
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`Swagger UI walk failed: ${error.message}`);
  process.exit(1);
});
