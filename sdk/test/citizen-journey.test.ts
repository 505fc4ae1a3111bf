/**
 * The SDK black-box journey suite (issue 11 item 4): the whole citizen path driven through the typed
 * SDK only — no supertest, no fetch of our own — against the built service started as a child
 * process on 127.0.0.1. Compiled with `tsc --strict` (sdk/test/tsconfig.json): no casts, no `any`;
 * answers are read by narrowing what the SDK returns.
 *
 * Run: npm run test:sdk (builds first), or after a build:
 *   npx tsc -p sdk/test/tsconfig.json && node --test sdk/test/dist/
 * DATABASE_URL / REDIS_URL are passed to the service when set; otherwise it runs on its embedded
 * PostgreSQL in memory.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  bearerToken,
  type CitizenJourneyClient,
  CitizenJourneyProblem,
  createCitizenJourneyClient,
  downloadDocument,
  type Schemas,
  signInWithSandbox,
  unwrap,
} from '@citizen-journey/sdk';
import { completeAJourney } from './readme-example';
import { walkAJourney } from './readme-whole-path';
import { type RunningService, startService } from './service';

type Problem = Schemas['ProblemDto'];
type Question = Schemas['PlanQuestionDto'];
type InputType = Schemas['QuestionInputType'];
type AnswerValue = string | number | boolean | string[];
/** What every SDK call resolves to (openapi-fetch): data on success, the problem+json on failure. */
type SdkAnswer<D, E> =
  { data: D; error?: never; response: Response } | { data?: never; error: E; response: Response };

/** The call answered `status` with a body: its typed data. */
async function expectData<D, E>(
  step: string,
  status: number,
  pending: Promise<SdkAnswer<D, E>>,
): Promise<NonNullable<D>> {
  const answer = await pending;
  if (answer.response.status !== status || answer.data === undefined || answer.data === null) {
    throw new Error(
      `${step}: expected ${status}, got ${answer.response.status} ${JSON.stringify(answer.error)}`,
    );
  }
  return answer.data;
}

/** The call answered `status` without a body (204). */
async function expectEmpty<D, E>(
  step: string,
  status: number,
  pending: Promise<SdkAnswer<D, E>>,
): Promise<void> {
  const answer = await pending;
  if (answer.response.status !== status) {
    throw new Error(
      `${step}: expected ${status}, got ${answer.response.status} ${JSON.stringify(answer.error)}`,
    );
  }
}

/** The call failed with this status and problem code (problem+json, typed by the SDK). */
async function expectProblem<D, E extends Problem>(
  step: string,
  status: number,
  code: string,
  pending: Promise<SdkAnswer<D, E>>,
): Promise<E> {
  const answer = await pending;
  if (answer.error === undefined) {
    throw new Error(
      `${step}: expected ${status} ${code}, got ${answer.response.status} ${JSON.stringify(answer.data)}`,
    );
  }
  assert.equal(answer.response.status, status, step);
  assert.equal(answer.response.headers.get('content-type')?.split(';')[0], 'application/problem+json', step);
  assert.equal(answer.error.status, status, step);
  assert.equal(answer.error.code, code, step);
  assert.match(answer.error.request_id, /\S/, step);
  assert.equal(answer.response.headers.get('x-request-id'), answer.error.request_id, step);
  if (status === 401) assert.match(answer.response.headers.get('www-authenticate') ?? '', /^Bearer/, step);
  return answer.error;
}

/** A valid answer for a plan question, from its input type alone (the first option, the minimum…). */
function answerFor(question: Question): AnswerValue {
  const firstOption = question.options?.[0]?.value;
  switch (question.input_type) {
    case 'text':
      return `An answer to ${question.label}`;
    case 'number':
      return question.min ?? 1;
    case 'date':
      return '2026-11-01';
    case 'boolean':
      return true;
    case 'single_choice':
      assert.ok(firstOption, `${question.key} has options`);
      return firstOption;
    case 'multi_choice':
      assert.ok(firstOption, `${question.key} has options`);
      return [firstOption];
  }
}

// Minimal files whose bytes the service recognises (it checks the type from the content).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A national identifier no other run uses (12 upper-case letters and digits). */
const nationalId = (): string => ('S' + randomBytes(8).toString('hex').toUpperCase()).slice(0, 12);

describe('SDK black-box journey: sign-in (3 routes), HIGH assurance, intent, journey to COMPLETED, agent, sign-out', () => {
  let service: RunningService;
  let anonymous: CitizenJourneyClient;
  const citizen = {
    national_id: nationalId(),
    given_name: 'Grace',
    family_name: 'Hopper',
    birth_date: '1986-12-09',
  };
  const tokens: { sso?: string; demographics?: string; qr?: string } = {};
  let citizenId = '';
  let journeyId = '';
  const answeredTypes = new Set<InputType>();
  const kinds = new Map<string, boolean>();
  const startedAt = Date.now();

  /** A client whose token is read on every request, as an app would hold it. */
  const client = (token: string): CitizenJourneyClient =>
    createCitizenJourneyClient({ baseUrl: service.baseUrl, token: () => token });
  const session = (which: keyof typeof tokens): CitizenJourneyClient => {
    const token = tokens[which];
    assert.ok(token, `signed in through ${which}`);
    return client(token);
  };
  /** The client the journey is driven with: the session of the signed-QR route. */
  const api = (): CitizenJourneyClient => session('qr');

  const journey = () =>
    expectData(
      'GET journey',
      200,
      api().GET('/api/v1/journeys/{id}', { params: { path: { id: journeyId } } }),
    );
  const plan = () =>
    expectData(
      'GET plan',
      200,
      api().GET('/api/v1/journeys/{id}/plan', { params: { path: { id: journeyId } } }),
    );
  const currentMilestone = async (): Promise<Schemas['PlanMilestoneDto']> => {
    const current = (await plan()).milestones.find((m) => m.status === 'CURRENT');
    assert.ok(current, 'the plan has a CURRENT milestone');
    return current;
  };
  const refresh = () =>
    expectData(
      'evidence refresh',
      200,
      api().POST('/api/v1/journeys/{journey_id}/evidence-refresh', {
        params: { path: { journey_id: journeyId } },
      }),
    );
  const complete = (milestone: Schemas['PlanMilestoneDto']) => {
    const answers: Record<string, AnswerValue> = {};
    for (const question of milestone.questions) {
      answers[question.key] = answerFor(question);
      answeredTypes.add(question.input_type);
    }
    return api().POST('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/complete', {
      params: { path: { journey_id: journeyId, milestone_code: milestone.code } },
      body: { answers },
    });
  };
  /** Uploads a document (multipart/form-data) as a File (PNG) or a bare Blob (PDF). */
  const upload = async (documentCode: string, idempotencyKey?: string) => {
    // Alternately a File (PNG) and a Blob (PDF); a retry of the same document sends the same bytes.
    const asFile = kinds.get(documentCode) ?? kinds.size % 2 === 0;
    kinds.set(documentCode, asFile);
    const file: Blob = asFile
      ? new File([PNG], `${documentCode}.png`, { type: 'image/png' })
      : new Blob([PDF], { type: 'application/pdf' });
    const answer = await api().POST('/api/v1/vault/documents', {
      params: { header: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey } },
      body: { file, document_code: documentCode },
    });
    const document = await expectData(`upload ${documentCode}`, 201, Promise.resolve(answer));
    assert.equal(document.document_code, documentCode);
    assert.equal(document.content_type, asFile ? 'image/png' : 'application/pdf');
    assert.equal(document.sha256, sha256(asFile ? PNG : PDF));
    return { document, replayed: answer.response.headers.get('idempotent-replayed') };
  };

  /** The sandbox liveness provider passes the face capture of a sign-in challenge or liveness session. */
  const passFaceCapture = (reference: string) =>
    expectEmpty(
      'sandbox face capture',
      204,
      anonymous.POST('/sandbox/liveness/{reference}/result', {
        params: { path: { reference } },
        body: { outcome: 'PASS' },
      }),
    );
  /** A consented sign-in challenge (as started) whose face capture passed. */
  const faceCapturedChallenge = async () => {
    const challenge = await expectData(
      'verify start',
      201,
      anonymous.POST('/api/v1/auth/verify/start', { body: { consent: true } }),
    );
    await passFaceCapture(challenge.challenge_id);
    return challenge;
  };

  before(async () => {
    service = await startService();
    anonymous = createCitizenJourneyClient({ baseUrl: service.baseUrl });
  });
  after(async () => {
    await service?.stop();
    console.log(
      `SDK journey suite: ${((Date.now() - startedAt) / 1000).toFixed(1)} s including the service start`,
    );
  });

  it('lists the active workflows without a session', async () => {
    const workflows = await expectData('workflows', 200, anonymous.GET('/api/v1/workflows'));
    assert.ok(workflows.items.some((w) => w.code === 'birth-of-a-child'));
  });

  it('answers in Welsh when the client asks for it (language option): same codes, Welsh titles, Content-Language', async () => {
    const welsh = createCitizenJourneyClient({ baseUrl: service.baseUrl, language: 'cy' });
    const answer = welsh.GET('/api/v1/workflows');
    const cy = await expectData('workflows in Welsh', 200, answer);
    const en = await expectData('workflows', 200, anonymous.GET('/api/v1/workflows'));
    assert.equal((await answer).response.headers.get('content-language'), 'cy');
    assert.deepEqual(
      cy.items.map((w) => w.code),
      en.items.map((w) => w.code),
    );
    assert.equal(cy.items.find((w) => w.code === 'birth-of-a-child')?.title, 'Cael babi');
  });

  it('signs in through the government SSO (sandbox OpenID provider): SUBSTANTIAL, minimized profile', async () => {
    const start = await expectData('sso start', 200, anonymous.GET('/api/v1/auth/sso/start'));
    assert.equal(start.configured, true);
    const { exchange_code } = await expectData(
      'sandbox exchange code',
      201,
      anonymous.POST('/sandbox/sso/exchange-codes', { body: citizen }),
    );
    const signedIn = await expectData(
      'sso callback',
      200,
      anonymous.POST('/api/v1/auth/sso/callback', { body: { exchange_code } }),
    );
    assert.equal(signedIn.token_type, 'Bearer');
    assert.equal(signedIn.assurance.level, 'SUBSTANTIAL');
    assert.deepEqual(Object.keys(signedIn.profile).sort(), ['citizen_id', 'family_name', 'given_name']);
    assert.equal(signedIn.profile.given_name, citizen.given_name);
    citizenId = signedIn.profile.citizen_id;
    tokens.sso = signedIn.session_token;
    // An exchange code works once.
    await expectProblem(
      'sso callback again',
      422,
      'SIGN_IN_FAILED',
      anonymous.POST('/api/v1/auth/sso/callback', { body: { exchange_code } }),
    );
    const info = await expectData('session', 200, session('sso').GET('/api/v1/auth/session'));
    assert.equal(info.profile.citizen_id, citizenId);
  });

  it('signs in with face liveness + demographics: the same citizen', async () => {
    const challenge = await faceCapturedChallenge();
    assert.equal(challenge.status, 'PENDING');
    const pending = await expectData(
      'challenge status',
      200,
      anonymous.GET('/api/v1/auth/verify/{challenge_id}', {
        params: { path: { challenge_id: challenge.challenge_id } },
      }),
    );
    assert.equal(pending.status, 'PENDING');
    // Wrong demographics: 422, the challenge is still usable.
    await expectProblem(
      'demographics mismatch',
      422,
      'SIGN_IN_FAILED',
      anonymous.POST('/api/v1/auth/verify/complete', {
        body: {
          challenge_id: challenge.challenge_id,
          demographics: { national_id: citizen.national_id, birth_date: '2001-01-01' },
        },
      }),
    );
    const signedIn = await expectData(
      'verify complete',
      200,
      anonymous.POST('/api/v1/auth/verify/complete', {
        body: {
          challenge_id: challenge.challenge_id,
          demographics: { national_id: citizen.national_id, birth_date: citizen.birth_date },
        },
      }),
    );
    assert.equal(signedIn.profile.citizen_id, citizenId);
    tokens.demographics = signedIn.session_token;
  });

  it('signs in with face liveness + a signed QR code: the same citizen', async () => {
    const { qr_payload } = await expectData(
      'sandbox QR',
      201,
      anonymous.POST('/sandbox/qr-codes', { body: citizen }),
    );
    const challenge = await faceCapturedChallenge();
    const signedIn = await expectData(
      'qr complete',
      200,
      anonymous.POST('/api/v1/auth/verify/qr/complete', {
        body: { challenge_id: challenge.challenge_id, qr_payload },
      }),
    );
    assert.equal(signedIn.profile.citizen_id, citizenId);
    assert.equal(signedIn.assurance.level, 'SUBSTANTIAL');
    tokens.qr = signedIn.session_token;
    // A challenge completes once.
    await expectProblem(
      'qr complete again',
      409,
      'CHALLENGE_NOT_PENDING',
      anonymous.POST('/api/v1/auth/verify/qr/complete', {
        body: { challenge_id: challenge.challenge_id, qr_payload },
      }),
    );
  });

  it('signInWithSandbox: each route signs the same citizen in; HIGH assurance on request; problems are thrown typed', async () => {
    const api = createCitizenJourneyClient({ baseUrl: service.baseUrl });
    for (const via of ['sso', 'qr', 'demographics'] as const) {
      const signedIn = await signInWithSandbox(api, citizen, { via });
      assert.equal(signedIn.profile.citizen_id, citizenId, via);
      assert.equal(signedIn.assurance.level, 'SUBSTANTIAL', via);
      const mine = createCitizenJourneyClient({ baseUrl: service.baseUrl });
      mine.use(bearerToken(signedIn.session_token));
      assert.equal((await unwrap(mine.GET('/api/v1/auth/session'))).profile.citizen_id, citizenId, via);
      await expectEmpty(`sign-out ${via}`, 204, mine.POST('/api/v1/auth/sign-out'));
    }
    const someone = { ...citizen, national_id: nationalId(), given_name: 'Katherine' };
    const high = await signInWithSandbox(api, someone, { via: 'qr', assurance: 'HIGH' });
    assert.equal(high.assurance.level, 'HIGH');
    assert.notEqual(high.profile.citizen_id, citizenId);
    // The helper sent its token per request: `api` itself holds none.
    const refused = await unwrap(api.GET('/api/v1/identity/assurance')).then(
      () => assert.fail('an anonymous call succeeded'),
      (error: unknown) => error,
    );
    assert.ok(refused instanceof CitizenJourneyProblem);
    assert.equal(refused.status, 401);
    assert.match(refused.message, /UNAUTHENTICATED/);
    const viaHigh = client(high.session_token);
    assert.equal((await unwrap(viaHigh.GET('/api/v1/identity/assurance'))).level, 'HIGH');
    // Demographics match a known citizen only: a wrong date of birth is the typed problem+json, thrown.
    const wrong = await signInWithSandbox(
      api,
      { ...someone, birth_date: '1901-01-01' },
      { via: 'demographics' },
    ).then(
      () => assert.fail('a mismatching sign-in succeeded'),
      (error: unknown) => error,
    );
    assert.ok(wrong instanceof CitizenJourneyProblem);
    assert.equal(wrong.status, 422);
    assert.match(wrong.message, /SIGN_IN_FAILED/);
  });

  it('compiles an intent, refuses a journey without HIGH assurance, grants HIGH assurance', async () => {
    const intent = await expectData(
      'compile intent',
      201,
      api().POST('/api/v1/intents/compile', { body: { message: 'we just had a baby' } }),
    );
    assert.equal(intent.supported, true);
    assert.equal(intent.workflow_code, 'birth-of-a-child');
    const stored = await expectData(
      'get intent',
      200,
      api().GET('/api/v1/intents/{intent_id}', { params: { path: { intent_id: intent.intent_id } } }),
    );
    assert.equal(stored.intent_id, intent.intent_id);
    await expectProblem(
      'journey without HIGH assurance',
      403,
      'ASSURANCE_REQUIRED',
      api().POST('/api/v1/journeys/from-intent/{intent_id}', {
        params: { path: { intent_id: intent.intent_id } },
      }),
    );

    const liveness = await expectData(
      'liveness session',
      201,
      api().POST('/api/v1/identity/liveness/session', {
        body: { consent: true, purpose: 'DOCUMENT_VAULT_ACCESS' },
      }),
    );
    assert.equal(liveness.status, 'PENDING');
    await expectProblem(
      'verify before the face capture',
      409,
      'LIVENESS_NOT_PASSED',
      api().POST('/api/v1/identity/verify', { body: { assurance_id: liveness.assurance_id } }),
    );
    await passFaceCapture(liveness.assurance_id);
    const passed = await expectData(
      'liveness status',
      200,
      api().GET('/api/v1/identity/liveness/{assurance_id}', {
        params: { path: { assurance_id: liveness.assurance_id } },
      }),
    );
    assert.equal(passed.status, 'PASSED');
    const verified = await expectData(
      'verify',
      200,
      api().POST('/api/v1/identity/verify', { body: { assurance_id: liveness.assurance_id } }),
    );
    assert.equal(verified.level, 'HIGH');
    assert.equal(verified.current, true);
    const assurance = await expectData('assurance', 200, api().GET('/api/v1/identity/assurance'));
    assert.equal(assurance.level, 'HIGH');
    assert.equal(assurance.purpose, 'DOCUMENT_VAULT_ACCESS');

    const created = await expectData(
      'journey from intent',
      201,
      api().POST('/api/v1/journeys/from-intent/{intent_id}', {
        params: { path: { intent_id: intent.intent_id } },
      }),
    );
    assert.equal(created.status, 'ACTIVE');
    assert.equal(created.blocked_reason, null);
    assert.equal(created.progress, 0);
    journeyId = created.id;
    const again = await expectData(
      'journey from the same intent',
      200,
      api().POST('/api/v1/journeys/from-intent/{intent_id}', {
        params: { path: { intent_id: intent.intent_id } },
      }),
    );
    assert.equal(again.id, journeyId);
    const list = await expectData('journeys', 200, api().GET('/api/v1/journeys'));
    assert.equal(list.active_journey_id, journeyId);
  });

  it('completes the first milestone with every input type; an invalid answer is 422 ANSWERS_INVALID', async () => {
    const first = await currentMilestone();
    await expectProblem(
      'answers missing',
      422,
      'ANSWERS_INVALID',
      api().POST('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/complete', {
        params: { path: { journey_id: journeyId, milestone_code: first.code } },
        body: { answers: {} },
      }),
    );
    const after = await expectData('complete first milestone', 200, complete(first));
    assert.ok(after.progress > 0);
    assert.notEqual(after.current_milestone_code, first.code);
  });

  it('is BLOCKED on missing documents: 409 DOCUMENTS_MISSING, the agent points at the upload, upload → refresh → ACTIVE', async () => {
    const blocked = await journey();
    assert.equal(blocked.status, 'BLOCKED');
    assert.equal(blocked.blocked_reason, 'DOCUMENTS_MISSING');
    const current = await currentMilestone();
    const missing = current.required_documents.filter((d) => !d.provided);
    assert.ok(missing.length > 0, 'the current milestone lacks documents');
    await expectProblem('complete while blocked', 409, 'DOCUMENTS_MISSING', complete(current));

    const reply = await expectData(
      'agent',
      200,
      api().POST('/api/v1/journeys/{journey_id}/agent/messages', {
        params: { path: { journey_id: journeyId } },
        body: { message: 'What do I need to do next?' },
      }),
    );
    assert.match(reply.reply, /\S/);
    for (const action of reply.actions) {
      assert.ok(action.href.startsWith('/api/v1/'), `agent action ${action.type} links inside the API`);
    }
    const conversation = await expectData(
      'agent conversation',
      200,
      api().GET('/api/v1/journeys/{journey_id}/agent/messages', {
        params: { path: { journey_id: journeyId } },
      }),
    );
    assert.deepEqual(
      conversation.items.map((m) => m.role),
      ['CITIZEN', 'AGENT'],
    );

    // A mobile client retrying an upload with the same Idempotency-Key stores it once.
    const key = randomUUID();
    const [firstDocument, ...rest] = missing;
    assert.ok(firstDocument);
    const stored = await upload(firstDocument.document_code, key);
    const retried = await upload(firstDocument.document_code, key);
    assert.equal(retried.document.id, stored.document.id);
    assert.equal(retried.replayed, 'true');
    for (const document of rest) await upload(document.document_code);

    const documents = await expectData('vault list', 200, api().GET('/api/v1/vault/documents'));
    assert.equal(documents.items.length, missing.length);
    const content = await expectData(
      'download',
      200,
      api().GET('/api/v1/vault/documents/{id}/content', {
        params: { path: { id: stored.document.id } },
        parseAs: 'arrayBuffer',
      }),
    );
    assert.equal(sha256(new Uint8Array(content)), stored.document.sha256);
    // downloadDocument: the same bytes as a Blob of the stored content type (openapi-fetch parseAs: 'blob').
    const blob = await downloadDocument(api(), stored.document.id);
    assert.ok(blob instanceof Blob);
    assert.equal(blob.type, stored.document.content_type);
    assert.equal(sha256(new Uint8Array(await blob.arrayBuffer())), stored.document.sha256);
    const evidence = await expectData('evidence', 200, api().GET('/api/v1/vault/evidence'));
    assert.ok(evidence.items.some((e) => e.document_code === firstDocument.document_code));

    const refreshed = await refresh();
    assert.equal(refreshed.status, 'ACTIVE');
    assert.equal(refreshed.blocked_reason, null);
    await expectData('complete after the upload', 200, complete(await currentMilestone()));
  });

  it('changes an answer (PUT answers): the plan is re-evaluated', async () => {
    const before = await plan();
    const completed = before.milestones.find((m) => m.status === 'COMPLETED' && m.questions.length > 0);
    assert.ok(completed?.answers, 'a completed milestone shows its answers');
    const numberQuestion = completed.questions.find((q) => q.input_type === 'number');
    assert.ok(numberQuestion, 'the first milestone asks a number');
    const previous = completed.answers[numberQuestion.key];
    assert.equal(typeof previous, 'number');
    const changedValue = typeof previous === 'number' ? previous + 1 : 0;
    await expectProblem(
      'change an upcoming milestone',
      409,
      'MILESTONE_NOT_COMPLETED',
      api().PUT('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/answers', {
        params: { path: { journey_id: journeyId, milestone_code: (await currentMilestone()).code } },
        body: { answers: {} },
      }),
    );
    const changed = await expectData(
      'PUT answers',
      200,
      api().PUT('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/answers', {
        params: { path: { journey_id: journeyId, milestone_code: completed.code } },
        body: { answers: { ...completed.answers, [numberQuestion.key]: changedValue } },
      }),
    );
    assert.equal(changed.id, journeyId);
    const afterChange = await plan();
    const again = afterChange.milestones.find((m) => m.code === completed.code);
    assert.equal(again?.answers?.[numberQuestion.key], changedValue);
    // birth-of-a-child: more than one baby makes "support for multiple births" apply.
    const added = afterChange.milestones.filter((m) => !before.milestones.some((b) => b.code === m.code));
    assert.ok(added.length > 0, 'changing the answer added a milestone to the plan');
  });

  it('drives the journey to COMPLETED: uploads what each milestone asks, refreshes, answers every question', async () => {
    for (let step = 0; step < 30; step += 1) {
      const state = await journey();
      if (state.status === 'COMPLETED') break;
      const current = await currentMilestone();
      const missing = current.required_documents.filter((d) => !d.provided);
      if (missing.length > 0) {
        assert.equal(state.status, 'BLOCKED');
        for (const document of missing) await upload(document.document_code);
        const refreshed = await refresh();
        assert.notEqual(refreshed.status, 'BLOCKED');
        if (current.questions.length === 0) {
          // A documents-only milestone completes by itself on refresh.
          assert.notEqual(refreshed.current_milestone_code, current.code);
        }
        continue;
      }
      await expectData(`complete ${current.code}`, 200, complete(current));
    }
    const done = await journey();
    assert.equal(done.status, 'COMPLETED');
    assert.equal(done.progress, 100);
    assert.equal(done.current_milestone_code, null);
    assert.ok(done.completed_at);
    assert.deepEqual([...answeredTypes].sort(), [
      'boolean',
      'date',
      'multi_choice',
      'number',
      'single_choice',
      'text',
    ]);
    const finalPlan = await plan();
    assert.ok(finalPlan.milestones.every((m) => m.status === 'COMPLETED'));
    const list = await expectData('journeys', 200, api().GET('/api/v1/journeys'));
    assert.equal(list.active_journey_id, null);
    await expectProblem(
      'change answers of a completed journey',
      409,
      'JOURNEY_ALREADY_COMPLETED',
      api().PUT('/api/v1/journeys/{journey_id}/milestones/{milestone_code}/answers', {
        params: { path: { journey_id: journeyId, milestone_code: finalPlan.milestones[0]?.code ?? '' } },
        body: { answers: finalPlan.milestones[0]?.answers ?? {} },
      }),
    );
  });

  it('runs the README\'s "Using the SDK" examples as written: the ten lines and the whole path, call by call', async () => {
    const readme = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'contract-and-sdk.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Using the SDK'));
    const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    const fromImports = (file: string): string => {
      const source = readFileSync(join(__dirname, '..', file), 'utf8');
      return source.slice(source.search(/^import /m));
    };
    assert.equal(blocks[0], fromImports('readme-example.ts'), 'the first block is readme-example.ts');
    assert.equal(blocks[1], fromImports('readme-whole-path.ts'), 'the second block is readme-whole-path.ts');
    const tenLines = (blocks[0] ?? '')
      .split('\n')
      .filter((line) => /\S/.test(line) && !line.startsWith('//'));
    assert.ok(tenLines.length <= 12, `the README example is ${tenLines.length} lines of code`);

    const pdf = new Blob([PDF], { type: 'application/pdf' });
    for (const run of [completeAJourney, walkAJourney]) {
      const someoneElse = { ...citizen, national_id: nationalId(), given_name: 'Ada' };
      const done = await run(service.baseUrl, someoneElse, pdf);
      assert.equal(done.status, 'COMPLETED', run.name);
      assert.equal(done.workflow_code, 'moving-home', run.name);
      assert.equal(done.progress, 100, run.name);
    }
  });

  it('signs out: that token then answers 401, the other sessions still work', async () => {
    await expectEmpty('sign-out', 204, session('sso').POST('/api/v1/auth/sign-out'));
    const rejected = await expectProblem(
      'session after sign-out',
      401,
      'UNAUTHENTICATED',
      session('sso').GET('/api/v1/auth/session'),
    );
    assert.ok(rejected.detail);
    const info = await expectData('other session', 200, session('demographics').GET('/api/v1/auth/session'));
    assert.equal(info.profile.citizen_id, citizenId);
    const others: (keyof typeof tokens)[] = ['demographics', 'qr'];
    for (const which of others) {
      await expectEmpty(`sign-out ${which}`, 204, session(which).POST('/api/v1/auth/sign-out'));
      await expectProblem(
        `journeys after sign-out ${which}`,
        401,
        'UNAUTHENTICATED',
        session(which).GET('/api/v1/journeys'),
      );
    }
  });
});
