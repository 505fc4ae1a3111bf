/**
 * The calibration server of `npm run bench` (BENCH_BASELINE=1): what a minimal stock Express + pg
 * service does for `GET /api/v1/journeys` on this machine — it is NOT this service. A bare Express 5
 * app with one route that hashes the bearer token, finds the session (cached in a Map after the first
 * read, like SESSION_CACHE_TTL), runs the service's list statement (LIST_SQL, its first page) through
 * a `pg` pool as a prepared statement, as the service does, and answers JSON. No
 * NestJS, TypeORM, passport, validation, security headers or logging, and no expiry rules. Also
 * `GET /hello` (a constant JSON body). Stock Express on Node's default server: it does not have the
 * service's ExpressServerAdapter (requests built with Express's prototypes), so the service, doing
 * far more per request, now answers faster than this server; it stays as calibration of the machine
 * and of what the adapter is worth.
 *
 * With BASELINE_SERVER=raw the same route and query are served by Node's own `node:http` server
 * with no framework at all (issue 26's calibration of the read path: the service's list should reach
 * ≥ 0.85 of its throughput with p99 ≤ 1.2×), and also `GET /api/v1/journeys/{id}/plan`: the service's
 * own statements (VERSION_SQL when a plan of the journey is remembered, then on a version not seen
 * yet PLAN_SQL; both checked against
 * JourneyRepository's by test/foundation/sql.e2e-spec.ts), the pinned template read once from
 * `workflow_templates`, the plan composed by the service's own pure functions (stateOf, evaluate,
 * deadlines, toPlanDto) and remembered in the service's own PlanCache, its JSON written once as the
 * service writes it (jsonOf) — the same answer, in English, with nothing of the framework around it
 * (the service's plan should reach ≥ 0.8 of its throughput).
 *
 * Started by bench.js as a child process with DATABASE_URL and PORT; prints "ready" when listening.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
import { Pool } from 'pg';
import { jsonOf } from '../http/reusable-answer';
import { calendarDay, deadlines, openings } from '../journey/deadlines';
import { PlanCache } from '../journey/plan-cache';
import { evaluate, stateOf } from '../journey/journey-engine';
import type { JourneyEntity, JourneyMilestoneEntity } from '../journey/journey.entity';
import { toPlanDto } from '../journey/journey.mapper';
import type { PlanDto } from '../journey/dto/plan.dto';
import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';

const iso = (column: string) => `to_char("${column}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** JourneyRepository's `list` statement, word for word (a test compares them). */
export const LIST_SQL = `SELECT "id" AS "id", "status" AS "status", "workflow_code" AS "workflowCode",
    "workflow_version" AS "workflowVersion", "title" AS "title", "current_milestone_code" AS "currentMilestoneCode",
    "progress" AS "progress", "intent_id" AS "intentId", "blocked_reason" AS "blockedReason",
    ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt",
    ${iso('last_activity_at')} AS "lastActivityAt", ${iso('completed_at')} AS "completedAt",
    ${iso('closed_at')} AS "closedAt", "close_reason" AS "closeReason", "next_due_date" AS "nextDueDate",
    "version" AS "version"
  FROM journeys WHERE citizen_id = $1
    AND ($2::timestamptz IS NULL OR (last_activity_at, id) < ($2::timestamptz, $3::uuid))
  ORDER BY last_activity_at DESC, id DESC LIMIT $4`;
/** JourneyRepository's `ownedVersion` statement, word for word (a test compares them). */
export const VERSION_SQL = 'SELECT version FROM journeys WHERE id = $1 AND citizen_id = $2';
/** JourneyRepository's `withMilestones` statement, word for word (a test compares them). */
export const PLAN_SQL = `SELECT j."id" AS "id", j."citizen_id" AS "citizenId", j."intent_id" AS "intentId",
    j."workflow_code" AS "workflowCode", j."workflow_version" AS "workflowVersion", j."title" AS "title",
    j."status" AS "status", j."current_milestone_code" AS "currentMilestoneCode", j."progress" AS "progress",
    j."blocked_reason" AS "blockedReason", j."facts" AS "facts", j."evidence_documents" AS "evidenceDocuments",
    j."created_with_assurance_id" AS "createdWithAssuranceId", j."created_at" AS "createdAt",
    j."updated_at" AS "updatedAt", j."last_activity_at" AS "lastActivityAt", j."completed_at" AS "completedAt",
    j."closed_at" AS "closedAt", j."close_reason" AS "closeReason", j."consented_agencies" AS "consentedAgencies",
    j."version" AS "version", j."next_due_date" AS "nextDueDate",
    (SELECT coalesce(json_agg(json_build_object('journeyId', m."journey_id", 'milestoneCode', m."milestone_code",
       'sequence', m."sequence", 'answers', m."answers", 'automatic', m."automatic", 'completedAt', m."completed_at")
       ORDER BY m.sequence), '[]'::json)
       FROM journey_milestones m WHERE m.journey_id = j.id) AS "milestones"
  FROM journeys j WHERE j.id = $1 AND j.citizen_id = $2`;

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const citizens = new Map<string, string>();
const app = express();

app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});

/** The citizen signed in with the bearer token (cached after the first read), or null. */
async function citizenOf(authorization: string | undefined): Promise<string | null> {
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
  return citizenId;
}

/** The citizen's journeys as the list answers them (null: the token is unknown). */
async function journeysOf(authorization: string | undefined): Promise<{ items: unknown[] } | null> {
  const citizenId = await citizenOf(authorization);
  if (!citizenId) return null;
  // The service's first page: 50 rows and one more to know whether a next page follows.
  const { rows } = await pool.query({ name: 'list', text: LIST_SQL, values: [citizenId, null, null, 51] });
  return { items: rows };
}

const templates = new Map<string, WorkflowTemplateDefinition>();
const plans = new PlanCache();

/** A journey's plan as the service answers it in English (null: unknown token or not the citizen's). */
async function planOf(authorization: string | undefined, journeyId: string): Promise<PlanDto | null> {
  const citizenId = await citizenOf(authorization);
  if (!citizenId) return null;
  const now = new Date();
  const day = calendarDay(now);
  if (plans.known(journeyId, 'en', day)) {
    const owned = await pool.query<{ version: number }>({
      name: 'version',
      text: VERSION_SQL,
      values: [journeyId, citizenId],
    });
    if (!owned.rows.length) return null;
    const cached = plans.get(journeyId, 'en', owned.rows[0].version, day);
    if (cached) return cached;
  }
  const { rows } = await pool.query<
    JourneyEntity & { milestones: (JourneyMilestoneEntity & { completedAt: string })[] }
  >({ name: 'plan', text: PLAN_SQL, values: [journeyId, citizenId] });
  if (!rows.length) return null;
  const { milestones, ...journey } = rows[0];
  const key = `${journey.workflowCode}@${journey.workflowVersion}`;
  let template = templates.get(key);
  if (!template) {
    const found = await pool.query<{ definition: WorkflowTemplateDefinition; status: string }>(
      'SELECT definition, status FROM workflow_templates WHERE code = $1 AND version = $2',
      [journey.workflowCode, journey.workflowVersion],
    );
    template = { ...found.rows[0].definition, status: found.rows[0].status } as WorkflowTemplateDefinition;
    templates.set(key, template);
  }
  const state = stateOf({
    journey,
    milestones: milestones.map((m) => ({ ...m, completedAt: new Date(m.completedAt) })),
  });
  const evaluation = evaluate(template, state);
  const dues = deadlines(template, state, evaluation, journey.createdAt, now);
  const opens = openings(state, evaluation, journey.createdAt);
  const plan = toPlanDto(journey.id, template, evaluation, state.completed, dues, opens);
  return plans.set(journeyId, 'en', journey.version, day, plan);
}

app.get('/api/v1/journeys', (req, res, next) => {
  journeysOf(req.headers.authorization)
    .then((list) => (list ? res.json(list) : res.status(401).end()))
    .catch(next);
});

/** Node's own server, no framework: the same two routes. */
function raw(req: IncomingMessage, res: ServerResponse): void {
  const send = (status: number, body?: unknown) => {
    const text = body === undefined ? '' : jsonOf(body as object);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  if (req.method === 'GET' && req.url === '/hello') return send(200, { hello: 'world' });
  const plan = req.method === 'GET' && PLAN_PATH.exec(req.url ?? '');
  if (plan) {
    planOf(req.headers.authorization, plan[1]).then(
      (answer) => (answer ? send(200, answer) : send(404)),
      () => send(500),
    );
    return;
  }
  if (req.method !== 'GET' || req.url !== '/api/v1/journeys') return send(404);
  journeysOf(req.headers.authorization).then(
    (list) => (list ? send(200, list) : send(401)),
    () => send(500),
  );
}

const PLAN_PATH = /^\/api\/v1\/journeys\/([0-9a-f-]{36})\/plan$/;

if (require.main === module) {
  const port = Number(process.env.PORT);
  const server =
    process.env.BASELINE_SERVER === 'raw'
      ? createServer(raw).listen(port, '127.0.0.1', () => console.log('ready'))
      : app.listen(port, '127.0.0.1', () => console.log('ready'));
  process.on('SIGTERM', () => {
    server.close();
    void pool.end();
  });
}
