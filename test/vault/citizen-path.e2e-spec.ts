import { createTestApp, TestApp } from '../factories/app.factory';
import { grantHighAssurance, signIn } from '../factories/auth.factory';
import {
  answersFor,
  bearer,
  expectSafeActions,
  LocalS3,
  pdfBytes,
  startLocalS3,
  upload,
} from '../factories/vault.factory';

interface Action {
  type: 'COMPLETE_MILESTONE' | 'UPLOAD_DOCUMENT' | 'REFRESH_EVIDENCE' | 'VIEW_PLAN';
  method: 'GET' | 'POST';
  href: string;
  milestone_code?: string;
  document_code?: string;
}

/**
 * The "Done when", black-box over HTTP: sign in, HIGH assurance, intent, journey, blocked on
 * missing documents, upload, refresh, unblocked, completed — doing only what the agent suggests, on
 * both storage adapters.
 */
describe.each(['postgres', 's3'] as const)('Citizen path with the agent as guide (%s storage)', (storage) => {
  let s3: LocalS3 | undefined;
  let t: TestApp;
  beforeAll(async () => {
    s3 = storage === 's3' ? await startLocalS3() : undefined;
    t = await createTestApp({ env: { VAULT_STORAGE: storage, ...(s3?.env ?? {}) } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('goes from "we just had a baby" to a completed journey', async () => {
    // Sign in; the vault and journey creation need HIGH assurance first.
    const { token } = await signIn(t);
    const auth = bearer(token);
    expect((await t.http.get('/api/v1/vault/documents').set(auth)).body.code).toBe('ASSURANCE_REQUIRED');
    await grantHighAssurance(t, token);

    // Intent → journey.
    const intent = await t.http
      .post('/api/v1/intents/compile')
      .set(auth)
      .send({ message: 'we just had a baby' })
      .expect(201);
    expect(intent.body).toMatchObject({ supported: true, workflow_code: 'birth-of-a-child' });
    const created = await t.http
      .post(`/api/v1/journeys/from-intent/${intent.body.intent_id}`)
      .set(auth)
      .expect(201);
    const journeyId: string = created.body.id;

    const seen = {
      statuses: [created.body.status] as string[],
      uploads: [] as string[],
      refreshes: 0,
      completions: [] as string[],
    };
    for (let turn = 0; turn < 40; turn++) {
      const advice = await t.http
        .post(`/api/v1/journeys/${journeyId}/agent/messages`)
        .set(auth)
        .send({ message: 'What should I do next?' })
        .expect(200);
      const actions = advice.body.actions as Action[];
      expectSafeActions(actions, journeyId);
      const journey = (await t.http.get(`/api/v1/journeys/${journeyId}`).set(auth).expect(200)).body;
      if (journey.status === 'COMPLETED') {
        expect(advice.body.reply).toMatch(/complete/);
        break;
      }
      expect(actions.filter((a) => a.type !== 'VIEW_PLAN').length).toBeGreaterThan(0);
      for (const action of actions) {
        if (action.type === 'UPLOAD_DOCUMENT') {
          expect(journey.status).toBe('BLOCKED');
          const res = await upload(t, token, action.document_code, pdfBytes(action.document_code)).expect(
            201,
          );
          expect(res.body.document_code).toBe(action.document_code);
          seen.uploads.push(action.document_code!);
        } else if (action.type === 'REFRESH_EVIDENCE') {
          const res = await t.http.post(action.href).set(auth).expect(200);
          seen.refreshes += 1;
          seen.statuses.push(res.body.status);
        } else if (action.type === 'COMPLETE_MILESTONE') {
          const plan = (await t.http.get(`/api/v1/journeys/${journeyId}/plan`).set(auth).expect(200)).body;
          const milestone = plan.milestones.find((m: { code: string }) => m.code === action.milestone_code);
          expect(milestone.status).toBe('CURRENT');
          const res = await t.http
            .post(action.href)
            .set(auth)
            .send({ answers: answersFor(milestone) })
            .expect(200);
          seen.completions.push(action.milestone_code!);
          seen.statuses.push(res.body.status);
        }
      }
    }

    const final = (await t.http.get(`/api/v1/journeys/${journeyId}`).set(auth).expect(200)).body;
    expect(final).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      current_milestone_code: null,
      completed_at: expect.any(String),
    });
    expect(seen.statuses).toContain('BLOCKED');
    const firstBlocked = seen.statuses.indexOf('BLOCKED');
    expect(seen.statuses.slice(firstBlocked)).toContain('ACTIVE'); // unblocked by a refresh after uploads
    expect(seen.uploads).toEqual(
      expect.arrayContaining(['birth-notification', 'identity-document', 'birth-certificate']),
    );
    expect(seen.refreshes).toBeGreaterThan(0);
    expect(seen.completions[0]).toBe('about-the-birth');
    expect(seen.completions).not.toContain('add-the-birth-certificate'); // document-only: completed by refresh

    // What the journey saw of the vault is exactly the redacted evidence.
    const evidence = (await t.http.get('/api/v1/vault/evidence').set(auth).expect(200)).body.items;
    expect(evidence.map((e: { document_code: string }) => e.document_code).sort()).toEqual(
      [...new Set(seen.uploads)].sort(),
    );

    // The conversation was kept.
    const conversation = (
      await t.http.get(`/api/v1/journeys/${journeyId}/agent/messages`).set(auth).expect(200)
    ).body.items;
    expect(conversation.length).toBeGreaterThanOrEqual(2 * (seen.completions.length + 1));
  });
});
