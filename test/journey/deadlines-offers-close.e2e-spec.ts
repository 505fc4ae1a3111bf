import { JourneyRepository } from '../../src/journey/journey.repository';
import { signIn, signInWithHighAssurance, type SignedIn } from '../factories/auth.factory';
import {
  ABOUT_THE_BIRTH,
  answersFor,
  bearer,
  createBirthJourney,
  createJourneyTestAppWithCitizen,
  JourneyTestApp,
  type PlanQuestion,
  startChosenJourney,
} from '../factories/journey.factory';

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('A journey that keeps time and leads on (DESIGN §16)', () => {
  let t: JourneyTestApp;
  let ada: SignedIn;

  beforeAll(async () => {
    ({ t, citizen: ada } = await createJourneyTestAppWithCitizen());
  });
  afterAll(() => t.close());

  const plan = async (id: string) =>
    (await t.http.get(`/api/v1/journeys/${id}/plan`).set(bearer(ada.token)).expect(200)).body as {
      milestones: {
        code: string;
        due_date: string | null;
        due_kind: string | null;
        overdue: boolean;
        due_text: string | null;
      }[];
    };
  const milestone = async (id: string, code: string) =>
    (await plan(id)).milestones.find((m) => m.code === code)!;
  const complete = (id: string, code: string, answers: object) =>
    t.http
      .post(`/api/v1/journeys/${id}/milestones/${code}/complete`)
      .set(bearer(ada.token))
      .send({ answers });

  it('shows the birth registration due 42 days after the birth, and overdue once the answer moves it into the past', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    const now = t.clock.now();
    const born = day(new Date(now.getTime() - 40 * DAY));
    const done = await complete(journey.id, 'about-the-birth', {
      ...ABOUT_THE_BIRTH,
      birth_date: born,
    }).expect(200);
    const registration = await milestone(journey.id, 'register-the-birth');
    expect(registration).toMatchObject({
      due_date: day(new Date(now.getTime() + 2 * DAY)),
      due_kind: 'LEGAL',
      overdue: false,
    });
    expect(registration.due_text).toMatch(/42 days/);
    expect(done.body.next_due_date).toBe(registration.due_date);
    const earlier = day(new Date(now.getTime() - 50 * DAY));
    const changed = await t.http
      .put(`/api/v1/journeys/${journey.id}/milestones/about-the-birth/answers`)
      .set(bearer(ada.token))
      .send({ answers: { ...ABOUT_THE_BIRTH, birth_date: earlier } })
      .expect(200);
    const overdue = await milestone(journey.id, 'register-the-birth');
    expect(overdue).toMatchObject({ due_date: day(new Date(now.getTime() - 8 * DAY)), overdue: true });
    expect(changed.body.next_due_date).toBe(overdue.due_date);
    // A step without a deadline says so.
    expect(await milestone(journey.id, 'add-the-birth-certificate')).toMatchObject({
      due_date: null,
      due_kind: null,
      overdue: false,
    });
  });

  it('a plan composed once is answered again only for the same version and day: a change written by another replica, or the next day, is read at once', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    const now = t.clock.now();
    await complete(journey.id, 'about-the-birth', {
      ...ABOUT_THE_BIRTH,
      birth_date: day(new Date(now.getTime() - 41 * DAY)),
    }).expect(200);
    expect(await milestone(journey.id, 'register-the-birth')).toMatchObject({
      due_date: day(new Date(now.getTime() + DAY)),
      overdue: false,
    });
    // Another replica's change: the answer and the version, as its locked write leaves them.
    const moveBirth = (birthDate: string) =>
      t.dataSource.query(
        `UPDATE journey_milestones SET answers = jsonb_set(answers, '{birth_date}', to_jsonb($2::text))
          WHERE journey_id = $1 AND milestone_code = 'about-the-birth'`,
        [journey.id, birthDate],
      );
    await moveBirth(day(new Date(now.getTime() - 50 * DAY)));
    // The same version is the same plan: this replica answers what it composed (the cache is used).
    expect(await milestone(journey.id, 'register-the-birth')).toMatchObject({
      due_date: day(new Date(now.getTime() + DAY)),
    });
    await t.dataSource.query('UPDATE journeys SET version = version + 1 WHERE id = $1', [journey.id]);
    expect(await milestone(journey.id, 'register-the-birth')).toMatchObject({
      due_date: day(new Date(now.getTime() - 8 * DAY)),
      overdue: true,
    });
    // Back to a deadline tomorrow; the day after tomorrow it is overdue with no change to the journey.
    await moveBirth(day(new Date(now.getTime() - 41 * DAY)));
    await t.dataSource.query('UPDATE journeys SET version = version + 1 WHERE id = $1', [journey.id]);
    expect(await milestone(journey.id, 'register-the-birth')).toMatchObject({ overdue: false });
    t.clock.set(new Date(now.getTime() + 2 * DAY));
    try {
      // Two days on, the morning's session has lapsed: the same citizen signs in again.
      const again = await signIn(t, { national_id: ada.nationalId });
      const later = await t.http
        .get(`/api/v1/journeys/${journey.id}/plan`)
        .set(bearer(again.token))
        .expect(200);
      expect(
        later.body.milestones.find((m: { code: string }) => m.code === 'register-the-birth'),
      ).toMatchObject({
        overdue: true,
      });
    } finally {
      t.clock.set(now);
    }
    // In Welsh, the same version: its own plan, not the English one.
    const welsh = await t.http
      .get(`/api/v1/journeys/${journey.id}/plan`)
      .set(bearer(ada.token))
      .set('Accept-Language', 'cy')
      .expect(200);
    const english = await t.http
      .get(`/api/v1/journeys/${journey.id}/plan`)
      .set(bearer(ada.token))
      .expect(200);
    expect(welsh.headers['content-language']).toBe('cy');
    expect(english.headers['content-language']).toBe('en');
    expect(welsh.body.milestones[0].title).not.toBe(english.body.milestones[0].title);
  });

  it('a plan is read in one query when none of the journey is remembered (the first read, and the first after a change here), and in two only to check a remembered one', async () => {
    const repository = t.app.get(JourneyRepository);
    const versionReads = jest.spyOn(repository, 'ownedVersion');
    const fullReads = jest.spyOn(repository, 'findOwnedWithMilestones');
    const reads = () => {
      const counted = [versionReads.mock.calls.length, fullReads.mock.calls.length];
      versionReads.mockClear();
      fullReads.mockClear();
      return counted;
    };
    try {
      const { journey } = await createBirthJourney(t, ada.token);
      reads();
      await plan(journey.id);
      expect(reads()).toEqual([0, 1]);
      await plan(journey.id);
      expect(reads()).toEqual([1, 0]);
      // Another citizen is answered 404 whether the plan is remembered (the version read finds the
      // journey is not theirs) or not (the full read does).
      const bo = await signInWithHighAssurance(t);
      const other = await startChosenJourney(t, bo.token, 'moving-home');
      reads();
      await t.http.get(`/api/v1/journeys/${journey.id}/plan`).set(bearer(bo.token)).expect(404);
      expect(reads()).toEqual([1, 0]);
      await t.http.get(`/api/v1/journeys/${other.id}/plan`).set(bearer(ada.token)).expect(404);
      expect(reads()).toEqual([0, 1]);
      await complete(journey.id, 'about-the-birth', ABOUT_THE_BIRTH).expect(200);
      reads();
      expect((await milestone(journey.id, 'about-the-birth')).code).toBe('about-the-birth');
      expect(reads()).toEqual([0, 1]);
    } finally {
      versionReads.mockRestore();
      fullReads.mockRestore();
    }
  });

  it('a date far in the past or at the end of the calendar is refused with the bound its template declares (was 1800 and 9999 accepted, 9999 once a 500)', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    const old = await complete(journey.id, 'about-the-birth', {
      ...ABOUT_THE_BIRTH,
      birth_date: '1990-01-01',
    }).expect(422);
    expect(old.body).toMatchObject({
      code: 'ANSWERS_INVALID',
      errors: [
        {
          field: 'answers.birth_date',
          message: expect.stringMatching(/^must not be before \d{4}-\d{2}-\d{2}$/),
        },
      ],
    });
    const moving = await startChosenJourney(t, ada.token, 'moving-home');
    const far = await complete(moving.id, 'about-your-move', {
      move_date: '9999-12-31',
      housing: 'renting',
      same_council_area: false,
      household: ['just_me'],
      owns_vehicle: false,
    }).expect(422);
    expect(far.body.errors).toEqual([
      { field: 'answers.move_date', message: expect.stringMatching(/^must not be after \d{4}-\d{2}-\d{2}$/) },
    ]);
    // Nothing changed: the journeys still wait for their first answers.
    expect((await plan(moving.id)).milestones[0]).toMatchObject({
      code: 'about-your-move',
      status: 'CURRENT',
    });
  });

  it('closes a journey: CLOSED, never active, refuses completion and change, closing again is 200', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    const bad = await t.http
      .post(`/api/v1/journeys/${journey.id}/close`)
      .set(bearer(ada.token))
      .send({ reason: 'BORED' });
    expect(bad.status).toBe(400);
    const closed = await t.http
      .post(`/api/v1/journeys/${journey.id}/close`)
      .set(bearer(ada.token))
      .send({ reason: 'CREATED_BY_MISTAKE' })
      .expect(200);
    expect(closed.body).toMatchObject({
      status: 'CLOSED',
      current_milestone_code: null,
      close_reason: 'CREATED_BY_MISTAKE',
      closed_at: expect.any(String),
      next_due_date: null,
    });
    const again = await t.http
      .post(`/api/v1/journeys/${journey.id}/close`)
      .set(bearer(ada.token))
      .send({ reason: 'NO_LONGER_NEEDED' })
      .expect(200);
    expect(again.body.close_reason).toBe('CREATED_BY_MISTAKE');
    const list = await t.http.get('/api/v1/journeys').set(bearer(ada.token)).expect(200);
    expect(list.body.items.map((j: { id: string }) => j.id)).toContain(journey.id);
    expect(list.body.active_journey_id).not.toBe(journey.id);
    const refused = await complete(journey.id, 'about-the-birth', ABOUT_THE_BIRTH);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('JOURNEY_CLOSED');
  });

  it('offers the next journey when one completes; accepting twice gives one journey; declined offers stay closed', async () => {
    const { journey } = await createBirthJourney(t, ada.token, 'we just had a baby, born abroad');
    t.evidence.give(
      ada.citizenId,
      'birth-notification',
      'identity-document',
      'birth-certificate',
      'foreign-birth-certificate',
    );
    // Walk every step the plan shows, answering each question with a valid value.
    for (let i = 0; i < 12; i++) {
      const current = (await t.http.get(`/api/v1/journeys/${journey.id}`).set(bearer(ada.token))).body;
      if (current.status === 'COMPLETED') break;
      const step = (await plan(journey.id)).milestones.find(
        (m) => m.code === current.current_milestone_code,
      )!;
      const answers =
        step.code === 'about-the-birth'
          ? ABOUT_THE_BIRTH
          : answersFor((step as unknown as { questions: PlanQuestion[] }).questions);
      await complete(journey.id, step.code, answers).expect(200);
    }
    const offers = await t.http.get('/api/v1/offers').set(bearer(ada.token)).expect(200);
    const offer = offers.body.items.find(
      (o: { from_journey_id: string }) => o.from_journey_id === journey.id,
    );
    expect(offer).toMatchObject({ workflow_code: 'moving-home', status: 'OPEN', title: 'Moving home' });
    const first = await t.http.post(`/api/v1/offers/${offer.id}/accept`).set(bearer(ada.token)).expect(201);
    const second = await t.http.post(`/api/v1/offers/${offer.id}/accept`).set(bearer(ada.token)).expect(200);
    expect(second.body.id).toBe(first.body.id);
    expect(first.body.workflow_code).toBe('moving-home');
    const declined = await t.http.post(`/api/v1/offers/${offer.id}/decline`).set(bearer(ada.token));
    expect(declined.status).toBe(409);
    expect(declined.body.code).toBe('OFFER_NOT_OPEN');
    const unknown = await t.http
      .post('/api/v1/offers/00000000-0000-4000-8000-000000000000/accept')
      .set(bearer(ada.token));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('OFFER_NOT_FOUND');
    // Closing a completed journey is refused.
    const close = await t.http
      .post(`/api/v1/journeys/${journey.id}/close`)
      .set(bearer(ada.token))
      .send({ reason: 'DONE_ELSEWHERE' });
    expect(close.status).toBe(409);
    expect(close.body.code).toBe('JOURNEY_ALREADY_COMPLETED');
  });
});
