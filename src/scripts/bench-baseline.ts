/**
 * The calibration server of `npm run bench` (BENCH_BASELINE=1): what a minimal stock Express + pg
 * service does for `GET /api/v1/journeys` on this machine — it is NOT this service. A bare Express 5
 * app with one route that hashes the bearer token, finds the session (cached in a Map after the first
 * read, like SESSION_CACHE_TTL), runs the list's query through a `pg` pool and answers JSON. No
 * NestJS, TypeORM, passport, validation, security headers or logging, and no expiry rules. Also
 * `GET /hello` (a constant JSON body). Stock Express on Node's default server: it does not have the
 * service's ExpressServerAdapter (requests built with Express's prototypes), so the service, doing
 * far more per request, now answers faster than this server; it stays as calibration of the machine
 * and of what the adapter is worth.
 *
 * With BASELINE_SERVER=raw the same route and query are served by Node's own `node:http` server
 * with no framework at all (issue 26's calibration of the read path: the service's list should reach
 * ≥ 0.85 of its throughput with p99 ≤ 1.2×).
 *
 * Started by bench.js as a child process with DATABASE_URL and PORT; prints "ready" when listening.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const citizens = new Map<string, string>();
const app = express();

app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});

/** The citizen's journeys as the list answers them (null: the token is unknown). */
async function journeysOf(authorization: string | undefined): Promise<{ items: unknown[] } | null> {
  const hash = createHash('sha256')
    .update((authorization ?? '').slice('Bearer '.length))
    .digest('hex');
  let citizenId = citizens.get(hash);
  if (!citizenId) {
    const found = await pool.query<{ citizen_id: string }>(
      'SELECT citizen_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL',
      [hash],
    );
    if (!found.rows.length) return null;
    citizenId = found.rows[0].citizen_id;
    citizens.set(hash, citizenId);
  }
  const { rows } = await pool.query(
    `SELECT id, status, workflow_code, workflow_version, title, current_milestone_code, progress, intent_id,
            blocked_reason, created_at, updated_at, last_activity_at, completed_at
       FROM journeys WHERE citizen_id = $1 ORDER BY last_activity_at DESC, id DESC`,
    [citizenId],
  );
  return { items: rows };
}

app.get('/api/v1/journeys', (req, res, next) => {
  journeysOf(req.headers.authorization)
    .then((list) => (list ? res.json(list) : res.status(401).end()))
    .catch(next);
});

/** Node's own server, no framework: the same two routes. */
function raw(req: IncomingMessage, res: ServerResponse): void {
  const send = (status: number, body?: unknown) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  if (req.method === 'GET' && req.url === '/hello') return send(200, { hello: 'world' });
  if (req.method !== 'GET' || req.url !== '/api/v1/journeys') return send(404);
  journeysOf(req.headers.authorization).then(
    (list) => (list ? send(200, list) : send(401)),
    () => send(500),
  );
}

const port = Number(process.env.PORT);
const server =
  process.env.BASELINE_SERVER === 'raw'
    ? createServer(raw).listen(port, '127.0.0.1', () => console.log('ready'))
    : app.listen(port, '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
