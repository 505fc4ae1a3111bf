import { signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import {
  ABOUT_THE_BIRTH,
  bearer,
  createBirthJourney,
  createJourneyTestApp,
  JourneyTestApp,
  REGISTER_THE_BIRTH,
} from '../factories/journey.factory';
import { answersFor } from '../factories/vault.factory';

/** Every document the birth journey asks for. */
const ALL_BIRTH_DOCUMENTS = [
  'birth-notification',
  'identity-document',
  'birth-certificate',
  'foreign-birth-certificate',
];

interface PlanMilestone {
  code: string;
  status: string;
  questions: {
    key: string;
    input_type: string;
    required: boolean;
    options?: { value: string }[];
    min?: number;
    max?: number;
    integer?: boolean;
  }[];
  answers?: Record<string, unknown>;
  completed_at?: string;
}

describe('The active journey, answers a citizen can check and change (DESIGN §11)', () => {
  let t: JourneyTestApp;
  beforeAll(async () => {
    t = await createJourneyTestApp();
  });
  afterAll(() => t.close());

  const list = async (who: SignedIn) =>
    (await t.http.get('/api/v1/journeys').set(bearer(who.token)).expect(200)).body as {
      items: { id: string; status: string }[];
      active_journey_id: string | null;
    };
  const plan = async (who: SignedIn, id: string) =>
    (await t.http.get(`/api/v1/journeys/${id}/plan`).set(bearer(who.token)).expect(200)).body as {
      milestones: PlanMilestone[];
    };
  const complete = (who: SignedIn, id: string, code: string, answers: unknown) =>
    t.http
      .post(`/api/v1/journeys/${id}/milestones/${code}/complete`)
      .set(bearer(who.token))
      .send({ answers });
  const changeAnswers = (who: SignedIn, id: string, code: string, answers: unknown) =>
    t.http.put(`/api/v1/journeys/${id}/milestones/${code}/answers`).set(bearer(who.token)).send({ answers });
  const events = (id: string): Promise<{ kind: string; milestone_code: string | null; detail: unknown }[]> =>
    t.dataSource.query(
      'SELECT kind, milestone_code, detail FROM journey_events WHERE journey_id = $1 ORDER BY sequence',
      [id],
    );
  const journeyRow = async (id: string) =>
    (
      await t.dataSource.query(
        'SELECT status, progress, current_milestone_code, last_activity_at FROM journeys WHERE id = $1',
        [id],
      )
    )[0] as {
      status: string;
      progress: number;
      current_milestone_code: string | null;
      last_activity_at: Date;
    };

  /** A new birth journey; one minute later on the clock than whatever came before. */
  async function newJourney(who: SignedIn): Promise<string> {
    t.clock.advance(60_000);
    return (await createBirthJourney(t, who.token)).journey.id;
  }
  /** Completes every milestone of the journey as a generic client would. */
  async function completeAll(who: SignedIn, id: string): Promise<void> {
    t.evidence.give(who.citizenId, ...ALL_BIRTH_DOCUMENTS);
    await t.http.post(`/api/v1/journeys/${id}/evidence-refresh`).set(bearer(who.token)).expect(200);
    for (let i = 0; i < 10; i += 1) {
      const current = (await plan(who, id)).milestones.find((m) => m.status === 'CURRENT');
      if (!current) return;
      const answers = current.code === 'about-the-birth' ? ABOUT_THE_BIRTH : answersFor(current);
      await complete(who, id, current.code, answers).expect(200);
    }
  }
  /** about-the-birth answered with no documents in the vault: the next milestone blocks the journey. */
  async function blockedJourney(who: SignedIn): Promise<string> {
    const id = await newJourney(who);
    const res = await complete(who, id, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
    expect(res.body.status).toBe('BLOCKED');
    return id;
  }

  describe('active_journey_id in GET /journeys', () => {
    it('is null with no journey at all', async () => {
      const who = await signInWithHighAssurance(t);
      expect(await list(who)).toEqual({ items: [], active_journey_id: null, next_cursor: null });
    });

    it('is the ACTIVE journey, or the BLOCKED one, when it is the only one', async () => {
      const a = await signInWithHighAssurance(t);
      const active = await newJourney(a);
      expect((await list(a)).active_journey_id).toBe(active);
      const b = await signInWithHighAssurance(t);
      const blocked = await blockedJourney(b);
      expect((await list(b)).active_journey_id).toBe(blocked);
    });

    it('is null when every journey is COMPLETED, which stay listed', async () => {
      const who = await signInWithHighAssurance(t);
      const id = await newJourney(who);
      await completeAll(who, id);
      const l = await list(who);
      expect(l.items.map((j) => [j.id, j.status])).toEqual([[id, 'COMPLETED']]);
      expect(l.active_journey_id).toBeNull();
    });

    it('is the most recently active of ACTIVE and BLOCKED journeys, never a COMPLETED one', async () => {
      const who = await signInWithHighAssurance(t);
      const blocked = await blockedJourney(who);
      const active = await newJourney(who);
      expect((await list(who)).active_journey_id).toBe(active);
      // Acting on the blocked journey makes it the most recently active one.
      t.clock.advance(60_000);
      t.evidence.give(who.citizenId, 'birth-notification', 'identity-document');
      await t.http.post(`/api/v1/journeys/${blocked}/evidence-refresh`).set(bearer(who.token)).expect(200);
      expect((await list(who)).active_journey_id).toBe(blocked);
      // A journey completed most recently is skipped.
      const completed = await newJourney(who);
      await completeAll(who, completed);
      const l = await list(who);
      expect(l.items[0].id).toBe(completed);
      expect(l.active_journey_id).toBe(blocked);
    });

    it.each(['ACTIVE', 'BLOCKED'] as const)(
      'is the %s journey beside a COMPLETED one, whichever was active last',
      async (status) => {
        const who = await signInWithHighAssurance(t);
        const open = status === 'ACTIVE' ? await newJourney(who) : await blockedJourney(who);
        const completed = await newJourney(who);
        await completeAll(who, completed);
        const l = await list(who);
        expect(l.items.map((j) => [j.id, j.status])).toEqual([
          [completed, 'COMPLETED'],
          [open, status],
        ]);
        expect(l.active_journey_id).toBe(open);
      },
    );
  });

  describe('answers in the plan', () => {
    it('shows what the citizen answered and when, on completed milestones only; number bounds on questions', async () => {
      const who = await signInWithHighAssurance(t);
      t.evidence.give(who.citizenId, 'birth-notification', 'identity-document');
      const id = await newJourney(who);
      const before = await plan(who, id);
      const about = before.milestones.find((m) => m.code === 'about-the-birth')!;
      expect(about.answers).toBeUndefined();
      expect(about.questions.find((q) => q.key === 'number_of_babies')).toMatchObject({
        input_type: 'number',
        min: 1,
        max: 8,
        integer: true,
      });
      await complete(who, id, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
      const after = await plan(who, id);
      expect(after.milestones.find((m) => m.code === 'about-the-birth')).toMatchObject({
        status: 'COMPLETED',
        answers: ABOUT_THE_BIRTH,
        completed_at: t.clock.now().toISOString(),
      });
      for (const m of after.milestones.filter((x) => x.status !== 'COMPLETED')) {
        expect(m.answers).toBeUndefined();
        expect(m.completed_at).toBeUndefined();
      }
    });

    it.each([-1, 0, 0.5, 9, 1e308])(
      'refuses %p babies with 422 ANSWERS_INVALID and stores nothing',
      async (n) => {
        const who = await signInWithHighAssurance(t);
        const id = await newJourney(who);
        const res = await complete(who, id, 'about-the-birth', { ...ABOUT_THE_BIRTH, number_of_babies: n });
        expect(res.status).toBe(422);
        expect(res.body.code).toBe('ANSWERS_INVALID');
        expect(res.body.errors).toEqual([{ field: 'answers.number_of_babies', message: expect.any(String) }]);
        expect((await plan(who, id)).milestones[0].status).toBe('CURRENT');
      },
    );
  });

  describe('PUT /journeys/{journey_id}/milestones/{milestone_code}/answers', () => {
    it('changes answers and re-evaluates: a milestone that now applies becomes current, one that no longer applies leaves', async () => {
      const who = await signInWithHighAssurance(t);
      t.evidence.give(who.citizenId, 'birth-notification', 'identity-document');
      const id = await newJourney(who);
      await complete(who, id, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
      await complete(who, id, 'register-the-birth', REGISTER_THE_BIRTH).expect(200);
      expect((await plan(who, id)).milestones.map((m) => m.code)).not.toContain(
        'support-for-multiple-births',
      );

      // Twins: the support milestone (position 7) now applies; the current one stays the first not done.
      t.clock.advance(60_000);
      const twins = await changeAnswers(who, id, 'about-the-birth', {
        ...ABOUT_THE_BIRTH,
        number_of_babies: 2,
      });
      expect(twins.status).toBe(200);
      expect(twins.body).toMatchObject({
        id,
        status: 'BLOCKED',
        current_milestone_code: 'add-the-birth-certificate',
      });
      expect(twins.body.last_activity_at).toBe(t.clock.now().toISOString());
      const p = await plan(who, id);
      expect(p.milestones.map((m) => m.code)).toContain('support-for-multiple-births');
      expect(p.milestones[0].answers).toMatchObject({ number_of_babies: 2 });

      // Born abroad: registering in the country no longer applies (withdrawn, kept in the history), the
      // foreign registration applies before the current milestone and becomes current.
      const abroad = await changeAnswers(who, id, 'about-the-birth', {
        ...ABOUT_THE_BIRTH,
        number_of_babies: 2,
        birth_location: 'abroad',
      });
      expect(abroad.status).toBe(200);
      expect(abroad.body.current_milestone_code).toBe('record-a-birth-abroad');
      const p2 = await plan(who, id);
      expect(p2.milestones.map((m) => m.code)).not.toContain('register-the-birth');
      expect(p2.milestones.find((m) => m.code === 'record-a-birth-abroad')!.status).toBe('CURRENT');
      const history = await events(id);
      expect(history.slice(-3).map((e) => [e.kind, e.milestone_code])).toEqual([
        ['ANSWERS_CHANGED', 'about-the-birth'],
        ['MILESTONE_WITHDRAWN', 'register-the-birth'],
        ['JOURNEY_BLOCKED', 'record-a-birth-abroad'],
      ]);
      expect(history.at(-2)!.detail).toEqual({ answers: REGISTER_THE_BIRTH });
    });

    it('answers 200 unchanged for the same answers, with no event and no activity', async () => {
      const who = await signInWithHighAssurance(t);
      const id = await newJourney(who);
      await complete(who, id, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
      const before = await journeyRow(id);
      const n = (await events(id)).length;
      t.clock.advance(60_000);
      const again = await changeAnswers(who, id, 'about-the-birth', ABOUT_THE_BIRTH);
      expect(again.status).toBe(200);
      expect(await journeyRow(id)).toEqual(before);
      expect(await events(id)).toHaveLength(n);
    });

    it('refuses invalid answers (422), a milestone not completed (409), a completed journey (409), unknown ids (404), and changes nothing', async () => {
      const who = await signInWithHighAssurance(t);
      const id = await newJourney(who);
      await complete(who, id, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
      const before = await journeyRow(id);
      const n = (await events(id)).length;

      const invalid = await changeAnswers(who, id, 'about-the-birth', {
        ...ABOUT_THE_BIRTH,
        number_of_babies: -1,
      });
      expect([invalid.status, invalid.body.code]).toEqual([422, 'ANSWERS_INVALID']);
      const unknownKey = await changeAnswers(who, id, 'about-the-birth', {
        ...ABOUT_THE_BIRTH,
        constructor: 1,
      });
      expect([unknownKey.status, unknownKey.body.code]).toEqual([422, 'ANSWERS_INVALID']);
      const notDone = await changeAnswers(who, id, 'register-the-birth', REGISTER_THE_BIRTH);
      expect([notDone.status, notDone.body.code]).toEqual([409, 'MILESTONE_NOT_COMPLETED']);
      const unknown = await changeAnswers(who, id, 'no-such-milestone', {});
      expect([unknown.status, unknown.body.code]).toEqual([404, 'MILESTONE_NOT_FOUND']);
      const noBody = await t.http
        .put(`/api/v1/journeys/${id}/milestones/about-the-birth/answers`)
        .set(bearer(who.token))
        .send({});
      expect([noBody.status, noBody.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const other = await signInWithHighAssurance(t);
      const stranger = await changeAnswers(other, id, 'about-the-birth', ABOUT_THE_BIRTH);
      expect([stranger.status, stranger.body.code]).toEqual([404, 'JOURNEY_NOT_FOUND']);
      const notUuid = await changeAnswers(who, 'not-a-uuid', 'about-the-birth', ABOUT_THE_BIRTH);
      expect([notUuid.status, notUuid.body.code]).toEqual([404, 'JOURNEY_NOT_FOUND']);
      const anonymous = await t.http
        .put(`/api/v1/journeys/${id}/milestones/about-the-birth/answers`)
        .send({ answers: {} });
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      expect(await journeyRow(id)).toEqual(before);
      expect(await events(id)).toHaveLength(n);

      const done = await newJourney(who);
      await completeAll(who, done);
      const completed = await changeAnswers(who, done, 'about-the-birth', {
        ...ABOUT_THE_BIRTH,
        number_of_babies: 2,
      });
      expect([completed.status, completed.body.code]).toEqual([409, 'JOURNEY_ALREADY_COMPLETED']);
    });

    it('repeating a completion with other answers is 409 pointing to the change, with the same answers 200', async () => {
      const who = await signInWithHighAssurance(t);
      const id = await newJourney(who);
      const first = await complete(who, id, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
      const same = await complete(who, id, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
      expect(same.body).toEqual(first.body);
      const other = await complete(who, id, 'about-the-birth', { ...ABOUT_THE_BIRTH, number_of_babies: 2 });
      expect([other.status, other.body.code]).toEqual([409, 'MILESTONE_NOT_CURRENT']);
      expect(other.body.detail).toMatch(/PUT .*\/answers/);
    });
  });

  describe('evidence refresh', () => {
    it('a refresh that changes nothing records no event and is not activity', async () => {
      const who = await signInWithHighAssurance(t);
      const id = await newJourney(who);
      const before = await journeyRow(id);
      const n = (await events(id)).length;
      const newer = await newJourney(who);
      for (let i = 0; i < 3; i += 1) {
        t.clock.advance(60_000);
        await t.http.post(`/api/v1/journeys/${id}/evidence-refresh`).set(bearer(who.token)).expect(200);
      }
      expect(await journeyRow(id)).toEqual(before);
      expect(await events(id)).toHaveLength(n);
      const l = await list(who);
      expect(l.items.map((j) => j.id)).toEqual([newer, id]);
    });
  });
});
