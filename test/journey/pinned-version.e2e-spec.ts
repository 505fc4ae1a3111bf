import { randomBytes } from 'node:crypto';
import birth from '../../src/workflow-template/templates/birth-of-a-child.json';
import { WorkflowTemplateService } from '../../src/workflow-template/workflow-template.service';
import type { WorkflowTemplateDefinition } from '../../src/workflow-template/workflow-template.types';
import { signInWithHighAssurance, type SignedIn } from '../factories/auth.factory';
import { bearer, createJourneyTestApp, JourneyTestApp } from '../factories/journey.factory';
import { createOwnDatabase, OwnDatabase } from '../factories/own-database';

describe('Journeys pin their template version', () => {
  let t: JourneyTestApp;
  let ada: SignedIn;
  // A database of the suite's own: every app on a database trains on its active templates, so the
  // test-only ones published here must not reach suites running beside this one.
  let database: OwnDatabase;
  const replica = () => createJourneyTestApp({ env: { DATABASE_URL: database.url } });
  // A test-only copy under a new code, so the shipped templates and other tests are unaffected.
  const code = `test-birth-${randomBytes(4).toString('hex')}`;
  const v1 = { ...(birth as unknown as WorkflowTemplateDefinition), code, version: 1 };
  const v2: WorkflowTemplateDefinition = {
    ...v1,
    version: 2,
    title: 'Having a baby (new edition)',
    milestones: v1.milestones.filter((m) => m.code !== 'register-with-a-doctor'),
  };

  beforeAll(async () => {
    database = await createOwnDatabase('cjs_templates', 'TEMPLATES_DATABASE_URL');
    t = await replica();
    ada = await signInWithHighAssurance(t);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  /** An intent for the test workflow (the classifier is trained on the shipped templates only). */
  async function intentFor(workflowCode: string): Promise<string> {
    const [row] = await t.dataSource.query(
      `INSERT INTO intents (citizen_id, message, supported, workflow_code, life_event, summary, facts, confidence, compiler, created_at)
       VALUES ($1, 'we just had a baby', true, $2, 'BIRTH_OF_A_CHILD', 'Having a baby.', '{}', 1, 'NLU', now()) RETURNING id`,
      [ada.citizenId, workflowCode],
    );
    return row.id as string;
  }
  const codes = (plan: { milestones: { code: string }[] }) => plan.milestones.map((m) => m.code);

  it('keeps existing journeys on their version when a new version is published', async () => {
    const templates = t.app.get(WorkflowTemplateService);
    await templates.publish(v1);
    const old = await t.http
      .post(`/api/v1/journeys/from-intent/${await intentFor(code)}`)
      .set(bearer(ada.token))
      .expect(201);
    expect(old.body).toMatchObject({ workflow_code: code, workflow_version: 1 });

    await templates.publish(v2);
    const fresh = await t.http
      .post(`/api/v1/journeys/from-intent/${await intentFor(code)}`)
      .set(bearer(ada.token))
      .expect(201);
    expect(fresh.body).toMatchObject({
      workflow_code: code,
      workflow_version: 2,
      title: 'Having a baby (new edition)',
    });

    const oldPlan = await t.http
      .get(`/api/v1/journeys/${old.body.id}/plan`)
      .set(bearer(ada.token))
      .expect(200);
    expect(oldPlan.body.workflow_version).toBe(1);
    expect(codes(oldPlan.body)).toContain('register-with-a-doctor');
    const newPlan = await t.http
      .get(`/api/v1/journeys/${fresh.body.id}/plan`)
      .set(bearer(ada.token))
      .expect(200);
    expect(codes(newPlan.body)).not.toContain('register-with-a-doctor');

    // The old journey still progresses on version 1.
    const done = await t.http
      .post(`/api/v1/journeys/${old.body.id}/milestones/about-the-birth/complete`)
      .set(bearer(ada.token))
      .send({
        answers: {
          birth_date: '2026-11-01',
          number_of_babies: 1,
          birth_location: 'abroad',
          parents_married: true,
          parents_work: ['student'],
        },
      })
      .expect(200);
    expect(done.body).toMatchObject({
      workflow_version: 1,
      title: v1.title,
      current_milestone_code: 'record-a-birth-abroad',
    });
  });

  it('a replica that has not loaded a version yet reads it, then completes the milestone', async () => {
    const other = await replica(); // started before the version below was published
    try {
      const fresh = { ...v1, code: `test-late-${randomBytes(4).toString('hex')}` };
      await t.app.get(WorkflowTemplateService).publish(fresh);
      expect(other.app.get(WorkflowTemplateService).loadedVersion(fresh.code, 1)).toBeUndefined();
      const journey = await t.http
        .post(`/api/v1/journeys/from-intent/${await intentFor(fresh.code)}`)
        .set(bearer(ada.token))
        .expect(201);
      const done = await other.http
        .post(`/api/v1/journeys/${journey.body.id}/milestones/about-the-birth/complete`)
        .set(bearer(ada.token))
        .send({
          answers: {
            birth_date: '2026-11-01',
            number_of_babies: 1,
            birth_location: 'hospital',
            parents_married: true,
            parents_work: ['employed'],
          },
        })
        .expect(200);
      expect(done.body).toMatchObject({ workflow_code: fresh.code, progress: expect.any(Number) });
      expect(done.body.current_milestone_code).not.toBe('about-the-birth');
      await t.app.get(WorkflowTemplateService).publish({ ...fresh, status: 'RETIRED' });
    } finally {
      await other.close();
    }
  });

  it("answers 409 NO_ACTIVE_TEMPLATE when the intent's workflow has no active template", async () => {
    const retired = `test-retired-${randomBytes(4).toString('hex')}`;
    await t.app.get(WorkflowTemplateService).publish({ ...v1, code: retired, status: 'RETIRED' });
    const res = await t.http
      .post(`/api/v1/journeys/from-intent/${await intentFor(retired)}`)
      .set(bearer(ada.token))
      .expect(409);
    expect(res.body.code).toBe('NO_ACTIVE_TEMPLATE');
  });

  it('an older replica starting after a newer one leaves the newer version ACTIVE (DESIGN §14)', async () => {
    const rolled = `test-rollout-${randomBytes(4).toString('hex')}`;
    const older = { ...v1, code: rolled, version: 1 };
    const newer = { ...v2, code: rolled, version: 2 };
    const templates = t.app.get(WorkflowTemplateService);
    await templates.publish(older);
    await templates.publish(newer);
    // The older image (another replica) publishes what it ships at its start.
    const oldReplica = await replica();
    try {
      const stored = await oldReplica.app.get(WorkflowTemplateService).publish(older);
      expect(stored.status).toBe('RETIRED');
      expect(oldReplica.app.get(WorkflowTemplateService).findActive(rolled)?.version).toBe(2);
      const rows = await t.dataSource.query(
        'SELECT version, status FROM workflow_templates WHERE code = $1 ORDER BY version',
        [rolled],
      );
      expect(rows).toEqual([
        { version: 1, status: 'RETIRED' },
        { version: 2, status: 'ACTIVE' },
      ]);
      // The old replica creates journeys on the version it did not ship, read from the database.
      const journey = await oldReplica.http
        .post(`/api/v1/journeys/from-intent/${await intentFor(rolled)}`)
        .set(bearer(ada.token))
        .expect(201);
      expect(journey.body).toMatchObject({ workflow_code: rolled, workflow_version: 2 });
    } finally {
      await templates.publish({ ...newer, status: 'RETIRED' });
      await oldReplica.close();
    }
  });
});
