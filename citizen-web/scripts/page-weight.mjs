// The start page's weight and speed in Debian's Chromium: bytes transferred (JS, CSS, HTML, fonts), the
// first contentful paint (the page is usable then: its own styles are inline, its start button a link)
// and the load event, under Chromium's "Slow 3G" network (2 s latency, 400 kbit/s down) with the CPU
// slowed 4×, first visit (empty cache). The median of RUNS runs (3) a page, against the built service;
// timings on a shared machine are noisy. Run: npm run build && node citizen-web/scripts/page-weight.mjs
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const RUNS = Number(process.env.RUNS ?? 3);
const require = createRequire(import.meta.url);
const { startBuiltService } = require('../../scripts/built-service.js');
const { launchOptions } = require('../../scripts/chromium.js');
const service = await startBuiltService({ WEB_APP: 'true' });
const browser = await chromium.launch(launchOptions());
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(path) {
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
  const load = (Date.now() - started) / 1000;
  const paint =
    (await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)) /
    1000;
  await context.close();
  return { paint, load, bytes };
}

try {
  for (const path of ['/', '/sign-in']) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(path));
    const { bytes } = runs[0];
    const kb = (n) => `${((n ?? 0) / 1024).toFixed(1)} KB`;
    const s = (xs) => `${median(xs).toFixed(2)} s (${xs.map((x) => x.toFixed(2)).join(', ')})`;
    console.log(
      `${path}: first contentful paint ${s(runs.map((r) => r.paint))}, load event ${s(runs.map((r) => r.load))} ` +
        `(Slow 3G, CPU ×4, median of ${RUNS}); transferred: ` +
        `HTML ${kb(bytes.Document)}, CSS ${kb(bytes.Stylesheet)}, JS ${kb(bytes.Script)}, fonts ${kb(bytes.Font)}, ` +
        `other ${kb((bytes.Other ?? 0) + (bytes.Image ?? 0) + (bytes.Manifest ?? 0))}`,
    );
  }
} finally {
  await browser.close();
  await service.stop();
}
