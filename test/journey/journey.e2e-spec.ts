import { randomUUID } from 'node:crypto';
import { signIn, signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import {
  ABOUT_THE_BIRTH,
  bearer,
  compileIntent,
  createBirthJourney,
  createJourneyTestApp,
  JourneyTestApp,
  REGISTER_THE_BIRTH,
} from '../factories/journey.factory';

describe('Journeys: from an intent to a completed journey', () => {
  let t: JourneyTestApp;
  beforeAll(async () => {
    t = await createJourneyTestApp();
  });
  afterAll(() => t.close());

  const complete = (who: SignedIn, journeyId: string, code: string, answers: unknown) =>
    t.http
      .post(`/api/v1/journeys/${journeyId}/milestones/${code}/complete`)
      .set(bearer(who.token))
      .send({ answers });
  const plan = async (who: SignedIn, journeyId: string) =>
    (await t.http.get(`/api/v1/journeys/${journeyId}/plan`).set(bearer(who.token)).expect(200)).body as {
      milestones: {
        code: string;
        status: string;
        why_applies: string;
        required_documents: { document_code: string; provided: boolean }[];
      }[];
    };
  const refresh = (who: SignedIn, journeyId: string) =>
    t.http.post(`/api/v1/journeys/${journeyId}/evidence-refresh`).set(bearer(who.token));

  it('walks "we just had a baby" milestone by milestone to COMPLETED at 100 %', async () => {
    const ada = await signInWithHighAssurance(t);
    const intent = await compileIntent(t, ada.token, 'we just had a baby');
    expect(intent).toMatchObject({ supported: true, workflow_code: 'birth-of-a-child' });

    const created = await t.http
      .post(`/api/v1/journeys/from-intent/${intent.intent_id}`)
      .set(bearer(ada.token))
      .expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'ACTIVE',
      workflow_code: 'birth-of-a-child',
      workflow_version: 5,
      title: 'Having a baby',
      current_milestone_code: 'about-the-birth',
      progress: 0,
      intent_id: intent.intent_id,
      blocked_reason: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      last_activity_at: expect.any(String),
      completed_at: null,
      closed_at: null,
      close_reason: null,
      // No birth date told yet, so no deadline is known.
      next_due_date: null,
      version: 1,
    });
    const id = created.body.id as string;
    const again = await t.http
      .post(`/api/v1/journeys/from-intent/${intent.intent_id}`)
      .set(bearer(ada.token))
      .expect(200);
    expect(again.body.id).toBe(id);

    let p = await plan(ada, id);
    expect(p.milestones.map((m) => [m.code, m.status])).toEqual([
      ['about-the-birth', 'CURRENT'],
      ['register-the-birth', 'UPCOMING'],
      ['add-the-birth-certificate', 'UPCOMING'],
      ['register-with-a-doctor', 'UPCOMING'],
      ['claim-child-benefit', 'UPCOMING'],
    ]);
    expect(p.milestones[1].why_applies).toBe(
      'Every birth in the country must be registered with the civil registry',
    );

    // Answering that a parent is employed adds parental leave to the plan, with its reason.
    const r1 = await complete(ada, id, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
    expect(r1.body).toMatchObject({
      status: 'BLOCKED',
      blocked_reason: 'DOCUMENTS_MISSING',
      current_milestone_code: 'register-the-birth',
      progress: 16,
    });
    p = await plan(ada, id);
    expect(p.milestones.at(-1)).toMatchObject({
      code: 'arrange-parental-leave',
      status: 'UPCOMING',
      why_applies: 'Because you told us that you or the other parent are working',
    });
    expect(p.milestones[1].required_documents).toEqual([
      expect.objectContaining({ document_code: 'birth-notification', provided: false }),
      expect.objectContaining({ document_code: 'identity-document', provided: false }),
    ]);

    // BLOCKED: completing answers 409 DOCUMENTS_MISSING until the documents are in the vault.
    const blocked = await complete(ada, id, 'register-the-birth', REGISTER_THE_BIRTH).expect(409);
    expect(blocked.body.code).toBe('DOCUMENTS_MISSING');
    t.evidence.give(ada.citizenId, 'birth-notification', 'identity-document');
    const unblocked = await refresh(ada, id).expect(200);
    expect(unblocked.body).toMatchObject({
      status: 'ACTIVE',
      blocked_reason: null,
      current_milestone_code: 'register-the-birth',
    });
    expect((await plan(ada, id)).milestones[1].required_documents.every((d) => d.provided)).toBe(true);

    const r2 = await complete(ada, id, 'register-the-birth', REGISTER_THE_BIRTH).expect(200);
    expect(r2.body).toMatchObject({
      status: 'BLOCKED',
      current_milestone_code: 'add-the-birth-certificate',
      progress: 33,
    });

    // The document-only milestone completes by itself on refresh once the certificate is there.
    t.evidence.give(ada.citizenId, 'birth-certificate');
    t.clock.advance(60_000);
    const r3 = await refresh(ada, id).expect(200);
    expect(r3.body).toMatchObject({
      status: 'ACTIVE',
      current_milestone_code: 'register-with-a-doctor',
      progress: 50,
    });

    await complete(ada, id, 'register-with-a-doctor', { has_chosen_doctor: false }).expect(200);
    await complete(ada, id, 'claim-child-benefit', {
      benefit_recipient: 'me',
      other_children_count: 0,
    }).expect(200);
    t.clock.advance(60_000);
    const done = await complete(ada, id, 'arrange-parental-leave', {
      leave_types: ['paternity_leave'],
    }).expect(200);
    expect(done.body).toMatchObject({
      status: 'COMPLETED',
      current_milestone_code: null,
      progress: 100,
      blocked_reason: null,
    });
    expect(done.body.completed_at).toBe(t.clock.now().toISOString());

    // Repeating the last completion is idempotent, also on a COMPLETED journey.
    const repeat = await complete(ada, id, 'arrange-parental-leave', {
      leave_types: ['paternity_leave'],
    }).expect(200);
    expect(repeat.body).toEqual(done.body);
    expect(
      (await complete(ada, id, 'register-with-a-doctor', { has_chosen_doctor: true }).expect(409)).body.code,
    ).toBe('MILESTONE_NOT_CURRENT');

    // Still listed, and GET /journeys/{id} gives the same state.
    const list = await t.http.get('/api/v1/journeys').set(bearer(ada.token)).expect(200);
    expect(list.body.items).toEqual([done.body]);
    expect((await t.http.get(`/api/v1/journeys/${id}`).set(bearer(ada.token)).expect(200)).body).toEqual(
      done.body,
    );
    expect((await plan(ada, id)).milestones.every((m) => m.status === 'COMPLETED')).toBe(true);

    // What is stored: answers per milestone, every change as an event, the authorising assurance.
    const answers = await t.dataSource.query(
      'SELECT milestone_code, answers, automatic FROM journey_milestones WHERE journey_id = $1 ORDER BY sequence',
      [id],
    );
    expect(answers.map((a: { milestone_code: string }) => a.milestone_code)).toEqual([
      'about-the-birth',
      'register-the-birth',
      'add-the-birth-certificate',
      'register-with-a-doctor',
      'claim-child-benefit',
      'arrange-parental-leave',
    ]);
    expect(answers[0].answers).toEqual(ABOUT_THE_BIRTH);
    expect(answers[2]).toMatchObject({ answers: {}, automatic: true });
    const events = await t.dataSource.query(
      'SELECT kind, milestone_code FROM journey_events WHERE journey_id = $1 ORDER BY sequence',
      [id],
    );
    const kinds = events.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === 'MILESTONE_COMPLETED')).toHaveLength(6);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'JOURNEY_CREATED',
        'JOURNEY_BLOCKED',
        'JOURNEY_UNBLOCKED',
        'EVIDENCE_REFRESHED',
        'JOURNEY_COMPLETED',
      ]),
    );
    // The audit trail keeps the order of events written in one change.
    expect(kinds[0]).toBe('JOURNEY_CREATED');
    expect(kinds[kinds.length - 1]).toBe('JOURNEY_COMPLETED');
    expect(kinds[kinds.length - 2]).toBe('MILESTONE_COMPLETED');
    expect(kinds.indexOf('JOURNEY_BLOCKED')).toBeLessThan(kinds.indexOf('JOURNEY_UNBLOCKED'));
    const [row] = await t.dataSource.query('SELECT created_with_assurance_id FROM journeys WHERE id = $1', [
      id,
    ]);
    expect(row.created_with_assurance_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('rejections', () => {
    let ada: SignedIn;
    let id: string;
    beforeAll(async () => {
      ada = await signInWithHighAssurance(t);
      id = (await createBirthJourney(t, ada.token)).journey.id;
    });

    it('refuses skipping ahead, a milestone that does not apply, and an unknown milestone', async () => {
      expect((await complete(ada, id, 'claim-child-benefit', {}).expect(409)).body.code).toBe(
        'MILESTONE_SKIPS_AHEAD',
      );
      expect((await complete(ada, id, 'record-a-birth-abroad', {}).expect(409)).body.code).toBe(
        'MILESTONE_NOT_APPLICABLE',
      );
      expect((await complete(ada, id, 'no-such-step', {}).expect(404)).body.code).toBe('MILESTONE_NOT_FOUND');
    });

    it('answers 422 ANSWERS_INVALID with per-field errors', async () => {
      const res = await complete(ada, id, 'about-the-birth', {
        ...ABOUT_THE_BIRTH,
        birth_date: '2026-13-01',
        birth_location: 'moon',
        pet: 'cat',
      }).expect(422);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('ANSWERS_INVALID');
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'answers.pet', message: 'is not a question of this milestone' },
          { field: 'answers.birth_date', message: 'must be a date written YYYY-MM-DD' },
          { field: 'answers.birth_location', message: 'must be one of: hospital, home, abroad' },
        ]),
      );
    });

    it('answers 422 ANSWERS_INVALID for keys named like Object methods (constructor, toString, __proto__)', async () => {
      // Raw JSON: `__proto__` must arrive as a key, not as an object literal's prototype.
      const body = `{"answers": {${JSON.stringify(ABOUT_THE_BIRTH).slice(1, -1)}, "constructor": 1, "toString": "x", "__proto__": {"admin": true}}}`;
      const res = await t.http
        .post(`/api/v1/journeys/${id}/milestones/about-the-birth/complete`)
        .set(bearer(ada.token))
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(422);
      expect(res.body.code).toBe('ANSWERS_INVALID');
      expect(res.body.errors).toEqual(
        expect.arrayContaining(
          ['constructor', 'toString', '__proto__'].map((key) => ({
            field: `answers.${key}`,
            message: 'is not a question of this milestone',
          })),
        ),
      );
    });

    it('answers 422 ANSWERS_INVALID, never 500, for text with a NUL character or a lone surrogate, storing nothing', async () => {
      const bob = await signInWithHighAssurance(t);
      t.evidence.give(bob.citizenId, 'birth-notification', 'identity-document');
      const j = (await createBirthJourney(t, bob.token)).journey.id;
      await complete(bob, j, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
      const nul = await complete(bob, j, 'register-the-birth', {
        ...REGISTER_THE_BIRTH,
        child_given_names: 'Grace\u0000',
      }).expect(422);
      expect(nul.body).toMatchObject({
        code: 'ANSWERS_INVALID',
        errors: [{ field: 'answers.child_given_names', message: expect.stringMatching(/NUL/) }],
      });
      // JSON may carry an unpaired surrogate escape; PostgreSQL's jsonb cannot store it.
      const surrogate = await t.http
        .post(`/api/v1/journeys/${j}/milestones/register-the-birth/complete`)
        .set(bearer(bob.token))
        .set('Content-Type', 'application/json')
        .send(
          '{"answers":{"child_given_names":"Grace","child_family_name":"Hopper\\ud800","both_parents_attending":true}}',
        )
        .expect(422);
      expect(surrogate.body).toMatchObject({
        code: 'ANSWERS_INVALID',
        errors: [{ field: 'answers.child_family_name', message: expect.any(String) }],
      });
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM journey_milestones WHERE journey_id = $1',
        [j],
      );
      expect(n).toBe(1);
      const now = await t.http.get(`/api/v1/journeys/${j}`).set(bearer(bob.token)).expect(200);
      expect(now.body.current_milestone_code).toBe('register-the-birth');
    });

    it('answers 400 VALIDATION_FAILED when answers is missing or not an object', async () => {
      const missing = await t.http
        .post(`/api/v1/journeys/${id}/milestones/about-the-birth/complete`)
        .set(bearer(ada.token))
        .send({})
        .expect(400);
      expect(missing.body.code).toBe('VALIDATION_FAILED');
      expect((await complete(ada, id, 'about-the-birth', 'yes').expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
      for (const answers of [[], null, 42]) {
        const res = await complete(ada, id, 'about-the-birth', answers).expect(400);
        expect(res.body.errors).toEqual([{ field: 'answers', message: 'must be an object' }]);
      }
      const extra = await t.http
        .post(`/api/v1/journeys/${id}/milestones/about-the-birth/complete`)
        .set(bearer(ada.token))
        .send({ answers: ABOUT_THE_BIRTH, status: 'COMPLETED' })
        .expect(400);
      expect(extra.body.errors).toEqual([{ field: 'status', message: 'is not allowed' }]);
    });

    it('refuses an earlier milestone that is not the most recent one (MILESTONE_NOT_CURRENT)', async () => {
      const bob = await signInWithHighAssurance(t);
      t.evidence.give(bob.citizenId, 'birth-notification', 'identity-document');
      const j = (await createBirthJourney(t, bob.token)).journey.id;
      await complete(bob, j, 'about-the-birth', { ...ABOUT_THE_BIRTH, parents_work: ['student'] }).expect(
        200,
      );
      await complete(bob, j, 'register-the-birth', REGISTER_THE_BIRTH).expect(200);
      const res = await complete(bob, j, 'about-the-birth', ABOUT_THE_BIRTH).expect(409);
      expect(res.body.code).toBe('MILESTONE_NOT_CURRENT');
      // The most recent one is the idempotent case: 200, unchanged.
      const before = await t.http.get(`/api/v1/journeys/${j}`).set(bearer(bob.token)).expect(200);
      const same = await complete(bob, j, 'register-the-birth', REGISTER_THE_BIRTH).expect(200);
      expect(same.body).toEqual(before.body);
    });

    it("hides another citizen's journey and intent (404 for every operation)", async () => {
      const eve = await signInWithHighAssurance(t);
      const { intentId } = await createBirthJourney(t, ada.token, 'I had a baby last week');
      const ops = [
        t.http.get(`/api/v1/journeys/${id}`).set(bearer(eve.token)),
        t.http.get(`/api/v1/journeys/${id}/plan`).set(bearer(eve.token)),
        t.http
          .post(`/api/v1/journeys/${id}/milestones/about-the-birth/complete`)
          .set(bearer(eve.token))
          .send({ answers: ABOUT_THE_BIRTH }),
        t.http.post(`/api/v1/journeys/${id}/evidence-refresh`).set(bearer(eve.token)),
      ];
      for (const res of await Promise.all(ops))
        expect([res.status, res.body.code]).toEqual([404, 'JOURNEY_NOT_FOUND']);
      const theirs = await t.http
        .post(`/api/v1/journeys/from-intent/${intentId}`)
        .set(bearer(eve.token))
        .expect(404);
      expect(theirs.body.code).toBe('INTENT_NOT_FOUND');
      expect(
        (await t.http.get(`/api/v1/intents/${intentId}`).set(bearer(eve.token)).expect(404)).body.code,
      ).toBe('INTENT_NOT_FOUND');
      expect((await t.http.get('/api/v1/journeys').set(bearer(eve.token)).expect(200)).body.items).toEqual(
        [],
      );
      // Ada's journey is untouched.
      expect(
        (await t.http.get(`/api/v1/journeys/${id}`).set(bearer(ada.token)).expect(200)).body
          .current_milestone_code,
      ).toBe('about-the-birth');
    });

    it('answers 404 for ids that are not UUIDs or unknown', async () => {
      expect(
        (await t.http.get('/api/v1/journeys/not-a-uuid').set(bearer(ada.token)).expect(404)).body.code,
      ).toBe('JOURNEY_NOT_FOUND');
      expect(
        (await t.http.get(`/api/v1/journeys/${randomUUID()}/plan`).set(bearer(ada.token)).expect(404)).body
          .code,
      ).toBe('JOURNEY_NOT_FOUND');
      expect(
        (await t.http.post('/api/v1/journeys/from-intent/123').set(bearer(ada.token)).expect(404)).body.code,
      ).toBe('INTENT_NOT_FOUND');
      expect(
        (await t.http.post(`/api/v1/journeys/from-intent/${randomUUID()}`).set(bearer(ada.token)).expect(404))
          .body.code,
      ).toBe('INTENT_NOT_FOUND');
    });

    it('requires a session (401) and, for creation, current HIGH assurance (403)', async () => {
      await t.http.get('/api/v1/journeys').expect(401);
      await t.http.post(`/api/v1/journeys/${id}/evidence-refresh`).expect(401);
      const low = await signIn(t);
      const intent = await compileIntent(t, low.token, 'we just had a baby');
      const res = await t.http
        .post(`/api/v1/journeys/from-intent/${intent.intent_id}`)
        .set(bearer(low.token))
        .expect(403);
      expect(res.body.code).toBe('ASSURANCE_REQUIRED');
    });

    it('refuses an unsupported intent (422 INTENT_NOT_SUPPORTED)', async () => {
      const intent = await compileIntent(t, ada.token, 'asdf qwerty zxcv');
      expect(intent.supported).toBe(false);
      const res = await t.http
        .post(`/api/v1/journeys/from-intent/${intent.intent_id}`)
        .set(bearer(ada.token))
        .expect(422);
      expect(res.body.code).toBe('INTENT_NOT_SUPPORTED');
    });
  });

  it('lists journeys by most recent activity first', async () => {
    const ada = await signInWithHighAssurance(t);
    const first = (await createBirthJourney(t, ada.token, 'we just had a baby')).journey.id;
    t.clock.advance(1000);
    const second = (await createBirthJourney(t, ada.token, 'I had a baby last week')).journey.id;
    let list = await t.http.get('/api/v1/journeys').set(bearer(ada.token)).expect(200);
    expect(list.body.items.map((j: { id: string }) => j.id)).toEqual([second, first]);
    t.clock.advance(1000);
    await complete(ada, first, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
    list = await t.http.get('/api/v1/journeys').set(bearer(ada.token)).expect(200);
    expect(list.body.items.map((j: { id: string }) => j.id)).toEqual([first, second]);
  });

  describe('concurrency', () => {
    it('creates one journey for concurrent calls on one intent: one 201, the rest 200 with the same journey', async () => {
      const ada = await signInWithHighAssurance(t);
      const intent = await compileIntent(t, ada.token, 'we just had a baby');
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.http.post(`/api/v1/journeys/from-intent/${intent.intent_id}`).set(bearer(ada.token)),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      const [{ count }] = await t.dataSource.query(
        'SELECT count(*)::int AS count FROM journeys WHERE intent_id = $1',
        [intent.intent_id],
      );
      expect(count).toBe(1);
    });

    it('advances once for concurrent completions of one milestone; all answer 200 with the same state', async () => {
      const ada = await signInWithHighAssurance(t);
      const id = (await createBirthJourney(t, ada.token)).journey.id;
      const results = await Promise.all(
        Array.from({ length: 6 }, () => complete(ada, id, 'about-the-birth', ABOUT_THE_BIRTH)),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(results[0].body.current_milestone_code).toBe('register-the-birth');
      const rows = await t.dataSource.query(
        'SELECT count(*)::int AS count FROM journey_milestones WHERE journey_id = $1',
        [id],
      );
      expect(rows[0].count).toBe(1);
      const events = await t.dataSource.query(
        "SELECT count(*)::int AS count FROM journey_events WHERE journey_id = $1 AND kind = 'MILESTONE_COMPLETED'",
        [id],
      );
      expect(events[0].count).toBe(1);
    });
  });
});
