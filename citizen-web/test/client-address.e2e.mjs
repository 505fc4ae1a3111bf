// The citizen's address reaches the service: the BUILT service with the web app in its process and a
// sign-in limit of 3 a minute per address. Citizens connect from addresses of their own on loopback
// (127.0.0.2, 127.0.0.3 …: Linux answers the whole 127/8), over plain HTTP, so each is its own client.
// Run: npm run build && node --test citizen-web/test/client-address.e2e.mjs
import { createRequire } from 'node:module';
import { request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

const { startBuiltService } = createRequire(import.meta.url)('../../scripts/built-service.js');
const LIMIT = 3;

let service;
before(async () => {
  service = await startBuiltService({ WEB_APP: 'true', RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
after(() => service?.stop());

/** One HTTP request from `from` (a local address), with the citizen's cookie jar. */
function send(from, jar, method, path, { form, headers = {} } = {}) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const url = new URL(path, service.base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: from,
        headers: {
          ...headers,
          ...(jar.cookie ? { cookie: jar.cookie } : {}),
          ...(body
            ? {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (res) => {
        const cookie = res.headers['set-cookie']?.[0]?.split(';')[0];
        if (cookie) jar.cookie = cookie;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The service counts in fixed windows of a minute (`floor(now / 60 s)`): tries that straddle two
 * windows see the limit reset between them. Runs `tries` with at least 20 s left of a window; if they
 * still ended in the next one (a slow host), runs them once more from the start of a fresh window.
 * Each run uses addresses of its own (`round` 0 or 1), so the first run's count does not carry over.
 */
async function inOneWindow(tries) {
  const minute = () => Math.floor(Date.now() / 60_000);
  const nextWindow = () =>
    new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 100));
  if (60_000 - (Date.now() % 60_000) < 20_000) await nextWindow();
  for (let round = 0; ; round++) {
    const window = minute();
    const result = await tries(round);
    if (minute() === window || round === 1) return result;
    await nextWindow();
  }
}

/** Signs in through the web app's partner (SSO) form from `from`: whether it reached "Your life events". */
async function signIn(from, n, headers = {}) {
  const jar = {};
  const form = await send(from, jar, 'GET', '/sign-in/sso', { headers });
  assert.equal(form.status, 200);
  const field = (name) => new RegExp(`name="${name}" value="([^"]+)"`).exec(form.text)?.[1];
  const sent = await send(from, jar, 'POST', '/sign-in/sso', {
    headers,
    form: {
      _csrf: field('_csrf'),
      _key: field('_key'),
      national_id: `ADDR${String(n).padStart(4, '0')}`,
      given_name: 'Sam',
      family_name: 'Lee',
      'birth_date-day': '3',
      'birth_date-month': '4',
      'birth_date-year': '1980',
    },
  });
  assert.equal(sent.status, 303);
  return /\/journeys$/.test(sent.location);
}

describe("the citizen's address reaches the service", { concurrency: 1 }, () => {
  test('two citizens through the app do not share the per-address sign-in limit', async () => {
    const [first, second] = await inOneWindow(async (round) => {
      const first = [];
      for (let i = 0; i <= LIMIT; i++) first.push(await signIn(`127.0.${round}.2`, i));
      return [first, await signIn(`127.0.${round}.3`, 10)];
    });
    // The first citizen's address is spent after LIMIT sign-ins …
    assert.deepEqual(first, [...Array(LIMIT).fill(true), false]);
    // … and the second, from another address, through the same app, is not held back by it.
    assert.equal(second, true);
  });

  test('a forged X-Forwarded-For sent to the app counts for nothing: the address is the peer', async () => {
    const tries = await inOneWindow(async (round) => {
      const tries = [];
      for (let i = 0; i <= LIMIT; i++)
        tries.push(await signIn(`127.0.${round}.4`, 20 + i, { 'X-Forwarded-For': `198.51.100.${i + 1}` }));
      return tries;
    });
    assert.deepEqual(tries, [...Array(LIMIT).fill(true), false]);
  });

  test('a forged X-Forwarded-For (and hop key) sent to the interface from another peer is ignored', async () => {
    const statuses = await inOneWindow(async (round) => {
      const statuses = [];
      for (let i = 0; i <= LIMIT; i++) {
        const res = await send(`127.0.${round}.5`, {}, 'GET', '/api/v1/auth/sso/start', {
          headers: { 'X-Forwarded-For': `203.0.113.${i + 1}`, 'X-Citizen-Web-Hop': 'x'.repeat(43) },
        });
        statuses.push(res.status);
      }
      return statuses;
    });
    assert.equal(
      statuses.slice(0, LIMIT).every((s) => s !== 429),
      true,
      String(statuses),
    );
    assert.equal(statuses[LIMIT], 429);
  });
});
