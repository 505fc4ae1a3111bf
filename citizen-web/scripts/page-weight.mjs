// The start page's weight and speed in Debian's Chromium: bytes transferred (JS, CSS, HTML, fonts) and
// the time to its load event under Chromium's "Slow 3G" network (2 s latency, 400 kbit/s down) with the
// CPU slowed 4×, first visit (empty cache). One measurement against the built service: a number for the
// notes, not a benchmark. Run: npm run build && node citizen-web/scripts/page-weight.mjs
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const { startBuiltService } = createRequire(import.meta.url)('../../scripts/built-service.js');
const service = await startBuiltService({ WEB_APP: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  for (const path of ['/', '/sign-in']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 2000,
      downloadThroughput: (400 * 1000) / 8,
      uploadThroughput: (400 * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const bytes = {};
    const types = new Map();
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId) ?? 'Other';
      bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
    });
    const started = Date.now();
    await page.goto(`${service.base}${path}`, { waitUntil: 'load', timeout: 120_000 });
    const loaded = Date.now() - started;
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    );
    const kb = (n) => `${((n ?? 0) / 1024).toFixed(1)} KB`;
    console.log(
      `${path}: first contentful paint ${(paint / 1000).toFixed(2)} s, load event ${(loaded / 1000).toFixed(2)} s ` +
        `(Slow 3G, CPU ×4); transferred: ` +
        `HTML ${kb(bytes.Document)}, CSS ${kb(bytes.Stylesheet)}, JS ${kb(bytes.Script)}, fonts ${kb(bytes.Font)}, ` +
        `other ${kb((bytes.Other ?? 0) + (bytes.Image ?? 0) + (bytes.Manifest ?? 0))}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await service.stop();
}
