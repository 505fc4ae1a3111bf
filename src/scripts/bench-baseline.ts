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
 * Started by bench.js as a child process with DATABASE_URL and PORT; prints "ready" when listening.
 */
import { createHash } from 'node:crypto';
import express from 'express';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const citizens = new Map<string, string>();
const app = express();

app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});

app.get('/api/v1/journeys', (req, res, next) => {
  const hash = createHash('sha256')
    .update((req.headers.authorization ?? '').slice('Bearer '.length))
    .digest('hex');
  (async () => {
    let citizenId = citizens.get(hash);
    if (!citizenId) {
      const found = await pool.query<{ citizen_id: string }>(
        'SELECT citizen_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL',
        [hash],
      );
      if (!found.rows.length) return void res.status(401).end();
      citizenId = found.rows[0].citizen_id;
      citizens.set(hash, citizenId);
    }
    const { rows } = await pool.query(
      `SELECT id, status, workflow_code, workflow_version, title, current_milestone_code, progress, intent_id,
              blocked_reason, created_at, updated_at, last_activity_at, completed_at
         FROM journeys WHERE citizen_id = $1 ORDER BY last_activity_at DESC, id DESC`,
      [citizenId],
    );
    res.json({ items: rows });
  })().catch(next);
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
