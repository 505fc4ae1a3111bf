import { createTestApp, TestApp } from '../factories/app.factory';
import { signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import { answersFor, type PlanMilestone, startChosenJourney } from '../factories/journey.factory';
import { bearer, uploadDocument } from '../factories/vault.factory';

/**
 * Issue 23, "done when": each of the eight life events is walked over HTTP to COMPLETED, started by
 * choosing it from the list, answering every milestone and uploading every document the real vault
 * asks for, followed by an evidence refresh (the web app's and the SDK's path).
 */
describe('Eight life events, each walked to COMPLETED over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-11-20T09:00:00Z'));
  });
  afterAll(() => t.close());

  /** Walks a journey to COMPLETED, or until the step `until` is the current one. */
  const walk = async (who: SignedIn, workflowCode: string, until?: string, on = '2026-11-02') => {
    const auth = bearer(who.token);
    let journey = await startChosenJourney(t, who.token, workflowCode);
    const seen = {
      completed: [] as string[],
      uploaded: [] as string[],
      dated: 0,
      plans: [] as PlanMilestone[][],
    };
    for (let turn = 0; turn < 60 && journey.status !== 'COMPLETED'; turn++) {
      const plan = (await t.http.get(`/api/v1/journeys/${journey.id}/plan`).set(auth).expect(200)).body as {
        milestones: PlanMilestone[];
      };
      // A step with a date: a deadline, or the first day it can be done.
      seen.dated = plan.milestones.filter((m) => m.due_date !== null || m.opens_on !== undefined).length;
      const current = plan.milestones.find((m) => m.status === 'CURRENT');
      if (!current) throw new Error(`no current milestone in ${JSON.stringify(plan)}`);
      if (current.code === until) break;
      if (journey.status === 'BLOCKED') {
        for (const d of current.required_documents.filter((x) => !x.provided)) {
          await uploadDocument(t, who.token, d.document_code);
          seen.uploaded.push(d.document_code);
        }
        journey = (await t.http.post(`/api/v1/journeys/${journey.id}/evidence-refresh`).set(auth).expect(200))
          .body;
        continue;
      }
      const res = await t.http
        .post(`/api/v1/journeys/${journey.id}/milestones/${current.code}/complete`)
        .set(auth)
        .send({ answers: answersFor(current.questions, on) });
      if (res.status !== 200) throw new Error(`${current.code}: ${res.status} ${JSON.stringify(res.body)}`);
      journey = res.body;
      seen.completed.push(current.code);
    }
    return { journey, seen };
  };

  it.each(['bereavement', 'getting-married', 'separating', 'retiring', 'starting-a-business'])(
    '%s: chosen from the list, every step done, every document uploaded',
    async (code) => {
      const who = await signInWithHighAssurance(t);
      const { journey, seen } = await walk(who, code);
      expect(journey).toMatchObject({ workflow_code: code, status: 'COMPLETED', progress: 100 });
      expect(seen.completed.length).toBeGreaterThanOrEqual(4);
      expect(seen.uploaded.length).toBeGreaterThanOrEqual(1);
      expect(seen.dated).toBeGreaterThanOrEqual(1);
      // Who may be told, and why (DESIGN §15): the template's agencies with a purpose each.
      const sharing = await t.http.get(`/api/v1/journeys/${journey.id}/sharing`).set(bearer(who.token));
      expect(sharing.status).toBe(200);
      expect(sharing.body.items.length).toBeGreaterThanOrEqual(2);
      for (const item of sharing.body.items) expect(item.purpose).toEqual(expect.any(String));
    },
  );

  it.each(['birth-of-a-child', 'losing-a-job', 'moving-home'])(
    '%s: the first three still walk to COMPLETED the same way',
    async (code) => {
      const who = await signInWithHighAssurance(t);
      const { journey } = await walk(who, code);
      expect(journey).toMatchObject({ workflow_code: code, status: 'COMPLETED', progress: 100 });
    },
  );

  it('bereavement: a date of death after today is refused (422 ANSWERS_INVALID), and nothing changes', async () => {
    const who = await signInWithHighAssurance(t);
    const auth = bearer(who.token);
    const journey = await startChosenJourney(t, who.token, 'bereavement');
    const plan = (await t.http.get(`/api/v1/journeys/${journey.id}/plan`).set(auth).expect(200)).body as {
      milestones: PlanMilestone[];
    };
    const first = plan.milestones.find((m) => m.status === 'CURRENT')!;
    const refused = await t.http
      .post(`/api/v1/journeys/${journey.id}/milestones/${first.code}/complete`)
      .set(auth)
      .send({ answers: { ...answersFor(first.questions, '2026-11-02'), date_of_death: '2026-11-21' } });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('ANSWERS_INVALID');
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'answers.date_of_death' })]);
    const after = (await t.http.get(`/api/v1/journeys/${journey.id}`).set(auth).expect(200)).body;
    expect(after.version).toBe(journey.version);
  });

  it('separating: the conditional and final orders show the first day they can be asked for, never a deadline', async () => {
    const who = await signInWithHighAssurance(t);
    const auth = bearer(who.token);
    // Every date answered 2026-06-01 (the service's clock: 2026-11-20): the conditional order opened
    // 20 weeks after the application was issued, on 2026-10-19.
    const { journey } = await walk(who, 'separating', 'apply-for-conditional-order', '2026-06-01');
    const plan = async () => {
      const body = (await t.http.get(`/api/v1/journeys/${journey.id}/plan`).set(auth).expect(200)).body as {
        milestones: PlanMilestone[];
      };
      return (code: string) => body.milestones.find((m) => m.code === code);
    };
    const before = await plan();
    // Past its first day: no deadline, nothing overdue (it was "due 2026-10-19", overdue).
    expect(before('apply-for-conditional-order')).toMatchObject({
      status: 'CURRENT',
      opens_on: '2026-10-19',
      opens_text: expect.stringContaining('20 weeks'),
      due_date: null,
      overdue: false,
    });
    // The final order's start (the conditional order's date) is not known yet.
    expect(before('apply-for-final-order')).not.toHaveProperty('opens_on');
    const now = (await t.http.get(`/api/v1/journeys/${journey.id}`).set(auth).expect(200)).body as {
      next_due_date: string | null;
    };
    expect(now.next_due_date).toBeNull();

    await t.http
      .post(`/api/v1/journeys/${journey.id}/milestones/apply-for-conditional-order/complete`)
      .set(auth)
      .send({ answers: { conditional_order_date: '2026-11-01' } })
      .expect(200);
    // 6 weeks and 1 day after the conditional order.
    expect((await plan())('apply-for-final-order')).toMatchObject({
      status: 'CURRENT',
      opens_on: '2026-12-14',
      opens_text: expect.stringContaining('6 weeks and 1 day'),
      due_date: null,
      overdue: false,
    });
  });

  it('separating and bereavement: a date before the one it follows is refused, either way round (a conditional order before the application was accepted)', async () => {
    const who = await signInWithHighAssurance(t);
    const auth = bearer(who.token);
    // The application issued 2026-06-01 (every date of the walk).
    const { journey } = await walk(who, 'separating', 'apply-for-conditional-order', '2026-06-01');
    // The plan says which answer bounds the date, so a client can name it when a date is refused.
    const planned = (await t.http.get(`/api/v1/journeys/${journey.id}/plan`).set(auth).expect(200)).body as {
      milestones: PlanMilestone[];
    };
    expect(
      planned.milestones.find((m) => m.code === 'apply-for-conditional-order')!.questions[0],
    ).toMatchObject({ key: 'conditional_order_date', not_before_answer: 'application_issued_on' });
    const early = await t.http
      .post(`/api/v1/journeys/${journey.id}/milestones/apply-for-conditional-order/complete`)
      .set(auth)
      .send({ answers: { conditional_order_date: '2026-05-31' } });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      code: 'ANSWERS_INVALID',
      errors: [{ field: 'answers.conditional_order_date', message: 'must not be before 2026-06-01' }],
    });
    await t.http
      .post(`/api/v1/journeys/${journey.id}/milestones/apply-for-conditional-order/complete`)
      .set(auth)
      .send({ answers: { conditional_order_date: '2026-06-01' } })
      .expect(200);

    // A death on 2026-11-02 (the walk's date) and the funeral that day: moving the death after the
    // funeral is refused on the date of death, and nothing changes.
    const other = await signInWithHighAssurance(t);
    const mourning = await walk(other, 'bereavement', 'deal-with-the-estate', '2026-11-02');
    expect(mourning.seen.completed).toContain('arrange-the-funeral');
    const before = (await t.http.get(`/api/v1/journeys/${mourning.journey.id}`).set(bearer(other.token)))
      .body as { version: number };
    const about = (
      await t.http.get(`/api/v1/journeys/${mourning.journey.id}/plan`).set(bearer(other.token)).expect(200)
    ).body.milestones.find((m: PlanMilestone) => m.code === 'about-the-death') as PlanMilestone;
    const moved = await t.http
      .put(`/api/v1/journeys/${mourning.journey.id}/milestones/about-the-death/answers`)
      .set(bearer(other.token))
      .send({ answers: { ...answersFor(about.questions, '2026-11-02'), date_of_death: '2026-11-03' } });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual([
      { field: 'answers.date_of_death', message: 'must not be after 2026-11-02' },
    ]);
    const after = (await t.http.get(`/api/v1/journeys/${mourning.journey.id}`).set(bearer(other.token))).body;
    expect(after.version).toBe(before.version);
  });

  it('losing a job: "nothing owed" is chosen alone — the plan says so, and choosing it with another is 422', async () => {
    const who = await signInWithHighAssurance(t);
    const auth = bearer(who.token);
    const journey = await startChosenJourney(t, who.token, 'losing-a-job');
    const plan = (await t.http.get(`/api/v1/journeys/${journey.id}/plan`).set(auth).expect(200)).body as {
      milestones: (PlanMilestone & { questions: { key: string; options?: object[] }[] })[];
    };
    const first = plan.milestones.find((m) => m.status === 'CURRENT')!;
    const owed = first.questions.find((q) => q.key === 'money_still_owed')!;
    expect(owed.options).toContainEqual({
      value: 'nothing_owed',
      label: expect.any(String),
      exclusive: true,
    });
    expect(owed.options).toContainEqual({ value: 'final_wages', label: expect.any(String) });
    const refused = await t.http
      .post(`/api/v1/journeys/${journey.id}/milestones/${first.code}/complete`)
      .set(auth)
      .send({
        answers: {
          ...answersFor(first.questions, '2026-11-02'),
          money_still_owed: ['final_wages', 'nothing_owed'],
        },
      });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'answers.money_still_owed', message: 'must choose nothing_owed alone' },
    ]);
  });
});
