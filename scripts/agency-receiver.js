#!/usr/bin/env node
/**
 * A stand-in agency for the delivery proofs (npm run test:deliveries, npm run bench:deliveries): a
 * separate process with a node:http server that receives CloudEvents at POST /agencies/{code},
 * verifies their Standard Webhooks signatures with the official `standardwebhooks` library (the secret
 * of each agency from RECEIVER_SECRETS, JSON `{ "<code>": "whsec_…" }`), and answers 204 once the
 * event is recorded, 401 when the signature does not verify.
 *
 * Every verified event is appended, before the answer, as one JSON line to RECEIVER_LOG (if set):
 * `{ "id", "agency", "journey", "type", "milestone", "time", "received_at" }`, so what it received
 * survives its own restarts. `GET /stats` answers `{ received, distinct, invalid, in_flight }`;
 * `PUT /behaviour` `{ "delay_ms" }` makes it answer slowly.
 *
 * Settings: PORT (required), RECEIVER_SECRETS (required), RECEIVER_LOG. Prints "listening <port>".
 */
const { appendFileSync } = require('node:fs');
const { createServer } = require('node:http');
const { Webhook } = require('standardwebhooks');

const port = Number(process.env.PORT);
const secrets = JSON.parse(process.env.RECEIVER_SECRETS ?? '{}');
const logFile = process.env.RECEIVER_LOG;
const verifiers = new Map(Object.entries(secrets).map(([code, secret]) => [code, new Webhook(secret)]));
const seen = new Set();
let received = 0;
let invalid = 0;
let inFlight = 0;
let delayMs = 0;

function read(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res, status, body) {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

async function receive(req, res, code) {
  const body = await read(req);
  const wh = verifiers.get(code);
  let event;
  try {
    if (!wh) throw new Error('unknown agency');
    wh.verify(body, {
      'webhook-id': req.headers['webhook-id'],
      'webhook-timestamp': req.headers['webhook-timestamp'],
      'webhook-signature': req.headers['webhook-signature'],
    });
    event = JSON.parse(body);
    if (event.id !== req.headers['webhook-id']) throw new Error('webhook-id is not the event id');
  } catch {
    invalid += 1;
    return answer(res, 401, { error: 'signature not valid' });
  }
  if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
  const line = {
    id: event.id,
    agency: code,
    journey: event.subject,
    type: event.type,
    milestone: event.data?.milestone_code ?? null,
    time: event.time,
    received_at: new Date().toISOString(),
  };
  if (logFile) appendFileSync(logFile, JSON.stringify(line) + '\n');
  received += 1;
  seen.add(event.id);
  answer(res, 204);
}

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://receiver');
  const agency = /^\/agencies\/([a-z0-9-]+)$/.exec(url.pathname);
  if (req.method === 'POST' && agency) {
    inFlight += 1;
    receive(req, res, agency[1])
      .catch(() => answer(res, 500, { error: 'receiver failed' }))
      .finally(() => (inFlight -= 1));
  } else if (req.method === 'GET' && url.pathname === '/stats') {
    answer(res, 200, { received, distinct: seen.size, invalid, in_flight: inFlight });
  } else if (req.method === 'PUT' && url.pathname === '/behaviour') {
    read(req).then((text) => {
      delayMs = Number(JSON.parse(text || '{}').delay_ms ?? 0);
      answer(res, 200, { delay_ms: delayMs });
    });
  } else answer(res, 404, { error: 'not found' });
});
server.keepAliveTimeout = 30_000;
server.listen(port, '127.0.0.1', () => console.log(`listening ${port}`));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
