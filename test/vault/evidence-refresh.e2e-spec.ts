import { createTestApp, TestApp } from '../factories/app.factory';
import { signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import { ABOUT_THE_BIRTH, createBirthJourney, REGISTER_THE_BIRTH } from '../factories/journey.factory';
import { VaultRepository } from '../../src/vault/vault.repository';
import { bearer, uploadDocument } from '../factories/vault.factory';

interface PlanMilestone {
  code: string;
  status: string;
  required_documents: { document_code: string; provided: boolean }[];
}

/** Evidence refresh driven by real uploads to the vault (no test double for the evidence port). */
describe('Evidence refresh through real uploads', () => {
  let t: TestApp;
  let ada: SignedIn;
  let journeyId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signInWithHighAssurance(t);
    journeyId = (await createBirthJourney(t, ada.token)).journey.id;
  });
  afterAll(() => t.close());

  const auth = () => bearer(ada.token);
  const refresh = () => t.http.post(`/api/v1/journeys/${journeyId}/evidence-refresh`).set(auth()).expect(200);
  const complete = (code: string, answers: Record<string, unknown>) =>
    t.http.post(`/api/v1/journeys/${journeyId}/milestones/${code}/complete`).set(auth()).send({ answers });
  const plan = async () =>
    (await t.http.get(`/api/v1/journeys/${journeyId}/plan`).set(auth()).expect(200)).body
      .milestones as PlanMilestone[];
  const milestone = async (code: string) => (await plan()).find((m) => m.code === code)!;

  it('blocks on missing documents, and refresh unblocks only once all are uploaded', async () => {
    const blocked = await complete('about-the-birth', ABOUT_THE_BIRTH).expect(200);
    expect(blocked.body).toMatchObject({
      status: 'BLOCKED',
      blocked_reason: 'DOCUMENTS_MISSING',
      current_milestone_code: 'register-the-birth',
    });
    const refused = await complete('register-the-birth', REGISTER_THE_BIRTH).expect(409);
    expect(refused.body.code).toBe('DOCUMENTS_MISSING');

    await uploadDocument(t, ada.token, 'birth-notification');
    expect((await refresh()).body).toMatchObject({ status: 'BLOCKED', blocked_reason: 'DOCUMENTS_MISSING' });
    expect((await milestone('register-the-birth')).required_documents).toEqual([
      expect.objectContaining({ document_code: 'birth-notification', provided: true }),
      expect.objectContaining({ document_code: 'identity-document', provided: false }),
    ]);

    await uploadDocument(t, ada.token, 'identity-document');
    expect((await refresh()).body).toMatchObject({
      status: 'ACTIVE',
      blocked_reason: null,
      current_milestone_code: 'register-the-birth',
    });
    await complete('register-the-birth', REGISTER_THE_BIRTH).expect(200);
  });

  it('completes a document-only milestone on refresh once its document is uploaded', async () => {
    const before = (await t.http.get(`/api/v1/journeys/${journeyId}`).set(auth()).expect(200)).body;
    expect(before).toMatchObject({ status: 'BLOCKED', current_milestone_code: 'add-the-birth-certificate' });

    await uploadDocument(t, ada.token, 'birth-certificate');
    const after = (await refresh()).body;
    expect(after).toMatchObject({ status: 'ACTIVE', current_milestone_code: 'register-with-a-doctor' });
    expect(after.progress).toBeGreaterThan(before.progress);
    expect((await milestone('add-the-birth-certificate')).status).toBe('COMPLETED');
  });

  it('never reopens completed milestones when a document is deleted', async () => {
    const docs = (await t.http.get('/api/v1/vault/documents').set(auth()).expect(200)).body.items as {
      id: string;
      document_code: string;
    }[];
    for (const doc of docs) await t.http.delete(`/api/v1/vault/documents/${doc.id}`).set(auth()).expect(204);
    expect((await t.http.get('/api/v1/vault/evidence').set(auth()).expect(200)).body.items).toEqual([]);

    const after = (await refresh()).body;
    expect(after.current_milestone_code).toBe('register-with-a-doctor');
    const statuses = Object.fromEntries((await plan()).map((m) => [m.code, m.status]));
    expect(statuses).toMatchObject({
      'about-the-birth': 'COMPLETED',
      'register-the-birth': 'COMPLETED',
      'add-the-birth-certificate': 'COMPLETED',
      'register-with-a-doctor': 'CURRENT',
    });
  });

  it('two clients each doing "upload, then refresh" at once never leave the journey BLOCKED with both documents present', async () => {
    const bea = await signInWithHighAssurance(t);
    const id = (await createBirthJourney(t, bea.token)).journey.id;
    const refreshOf = () => t.http.post(`/api/v1/journeys/${id}/evidence-refresh`).set(bearer(bea.token));
    await t.http
      .post(`/api/v1/journeys/${id}/milestones/about-the-birth/complete`)
      .set(bearer(bea.token))
      .send({ answers: ABOUT_THE_BIRTH })
      .expect(200);
    // The interleaving that lost an update, made certain: the first client's evidence is read (one
    // document) and answered only after the second client uploaded and refreshed, or after a second.
    const repository = t.app.get(VaultRepository);
    const read = repository.evidenceByCitizen.bind(repository);
    let secondDone!: () => void;
    const second = new Promise<void>((resolve) => (secondDone = resolve));
    let firstRead!: () => void;
    const firstReadDone = new Promise<void>((resolve) => (firstRead = resolve));
    const spy = jest.spyOn(repository, 'evidenceByCitizen').mockImplementationOnce(async (...args) => {
      const rows = await read(...args);
      firstRead();
      await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 1000))]);
      return rows;
    });
    try {
      await uploadDocument(t, bea.token, 'birth-notification');
      const first = refreshOf();
      const firstAnswer = first.then((res) => res);
      await firstReadDone;
      await uploadDocument(t, bea.token, 'identity-document');
      await refreshOf().expect(200);
      secondDone();
      expect((await firstAnswer).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const journey = (await t.http.get(`/api/v1/journeys/${id}`).set(bearer(bea.token)).expect(200)).body;
    expect(journey).toMatchObject({
      status: 'ACTIVE',
      blocked_reason: null,
      current_milestone_code: 'register-the-birth',
    });
  });
});
