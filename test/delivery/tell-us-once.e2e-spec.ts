import { Webhook } from 'standardwebhooks';
import { sandboxAgencySecret } from '../../src/config/agencies.config';
import { signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import {
  ABOUT_THE_BIRTH,
  answersFor,
  bearer,
  birthWithReminders,
  createBirthJourney,
  createJourneyTestApp,
  JourneyTestApp,
  type PlanMilestone,
  REGISTER_THE_BIRTH,
  startChosenJourney,
} from '../factories/journey.factory';
import { eventually } from '../factories/eventually';
import { createOwnDatabase, OwnDatabase } from '../factories/own-database';

interface InboxItem {
  id: string;
  type: string;
  signature_valid: boolean;
  data: { journey_id: string; milestone_code?: string; shared: Record<string, unknown> };
}

describe('Tell us once: journey events delivered to agencies with consent (DESIGN §15)', () => {
  let t: JourneyTestApp;
  let database: OwnDatabase;
  let ada: SignedIn;

  beforeAll(async () => {
    // The delivery worker takes jobs from its database's queue: a database of the suite's own, so that
    // the other suite running a worker (in another Jest worker) never takes this one's.
    database = await createOwnDatabase('cjs_deliveries', 'DELIVERIES_DATABASE_URL');
    t = await createJourneyTestApp({ env: { DELIVERY_WORKER: 'true', DATABASE_URL: database.url } });
    ada = await signInWithHighAssurance(t, { given_name: 'Ada', family_name: 'Lovelace' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const inbox = async (code: string, journeyId: string): Promise<InboxItem[]> => {
    const res = await t.http.get(`/sandbox/agencies/${code}/inbox`).expect(200);
    return (res.body.items as InboxItem[]).filter((i) => i.data.journey_id === journeyId);
  };

  async function registeredBirth(consents: Record<string, boolean>) {
    const { journey } = await createBirthJourney(t, ada.token);
    for (const [agency, consent] of Object.entries(consents))
      await t.http
        .put(`/api/v1/journeys/${journey.id}/sharing/${agency}`)
        .set(bearer(ada.token))
        .send({ consent })
        .expect(200);
    t.evidence.give(ada.citizenId, 'birth-notification', 'identity-document');
    const complete = (code: string, answers: object) =>
      t.http
        .post(`/api/v1/journeys/${journey.id}/milestones/${code}/complete`)
        .set(bearer(ada.token))
        .send({ answers })
        .expect(200);
    await complete('about-the-birth', ABOUT_THE_BIRTH);
    await complete('register-the-birth', REGISTER_THE_BIRTH);
    return journey.id;
  }

  it('lists the agencies, their purpose and exactly what they get, not asked yet', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    const res = await t.http.get(`/api/v1/journeys/${journey.id}/sharing`).set(bearer(ada.token)).expect(200);
    const benefits = res.body.items.find((i: { agency_code: string }) => i.agency_code === 'benefits-agency');
    expect(benefits).toMatchObject({ agency_name: 'The benefits agency', consent: null, decided_at: null });
    // In Welsh, the agencies' Welsh names (the catalogue's `names`), codes unchanged.
    const welsh = await t.http
      .get(`/api/v1/journeys/${journey.id}/sharing`)
      .set(bearer(ada.token))
      .set('Accept-Language', 'cy')
      .expect(200);
    expect(
      welsh.body.items.find((i: { agency_code: string }) => i.agency_code === 'benefits-agency'),
    ).toMatchObject({ agency_name: 'Yr asiantaeth budd-daliadau' });
    expect(benefits.purpose).toMatch(/child benefit/);
    expect(benefits.shares.map((s: { key: string }) => s.key)).toEqual([
      'given_name',
      'family_name',
      'child_given_names',
      'child_family_name',
      'birth_date',
      'number_of_babies',
    ]);
    expect(benefits.shares[0].label).toBe('Your first name');
  });

  it('tells a consenting agency only when the answers say so, and the sharing list says when', async () => {
    const auth = bearer(ada.token);
    const journey = await startChosenJourney(t, ada.token, 'bereavement');
    for (const agency of ['benefits-agency', 'pensions-service', 'tax-agency'])
      await t.http
        .put(`/api/v1/journeys/${journey.id}/sharing/${agency}`)
        .set(auth)
        .send({ consent: true })
        .expect(200);
    const sharing = (await t.http.get(`/api/v1/journeys/${journey.id}/sharing`).set(auth).expect(200)).body
      .items as { agency_code: string; when: string }[];
    const when = Object.fromEntries(sharing.map((i) => [i.agency_code, i.when]));
    expect(when['benefits-agency']).toBe('When you finish "Tell government once", if they got benefits');
    expect(when['tax-agency']).toBe('When you finish "Tell government once"');
    expect(when['reminder-service']).toBe('A few days before a step is due. When a step is late');
    const welsh = await t.http
      .get(`/api/v1/journeys/${journey.id}/sharing`)
      .set(auth)
      .set('Accept-Language', 'cy')
      .expect(200);
    expect(
      welsh.body.items.find((i: { agency_code: string }) => i.agency_code === 'benefits-agency').when,
    ).toMatch(/^Pan fyddwch chi'n gorffen ".+", os oedden nhw'n cael budd-daliadau$/);

    // Walk to "Tell government once" and say the person had a State Pension and nothing else.
    let status = journey.status;
    for (let turn = 0; turn < 20; turn++) {
      const plan = (await t.http.get(`/api/v1/journeys/${journey.id}/plan`).set(auth).expect(200)).body as {
        milestones: PlanMilestone[];
      };
      const current = plan.milestones.find((m) => m.status === 'CURRENT')!;
      if (status === 'BLOCKED') {
        t.evidence.give(ada.citizenId, ...current.required_documents.map((d) => d.document_code));
        status = (await t.http.post(`/api/v1/journeys/${journey.id}/evidence-refresh`).set(auth).expect(200))
          .body.status;
        continue;
      }
      const answers = answersFor(current.questions);
      if (current.code === 'tell-us-once') answers.offices_to_tell = ['state_pension'];
      const res = await t.http
        .post(`/api/v1/journeys/${journey.id}/milestones/${current.code}/complete`)
        .set(auth)
        .send({ answers })
        .expect(200);
      status = res.body.status;
      if (current.code === 'tell-us-once') break;
    }
    const pensions = await eventually(
      () => inbox('pensions-service', journey.id),
      (l) => l.length > 0,
      5_000,
    );
    expect(pensions).toHaveLength(1);
    expect(await inbox('tax-agency', journey.id)).toHaveLength(1);
    // Consent was given, but the answers say the person had no benefits: the benefits agency hears nothing.
    expect(await inbox('benefits-agency', journey.id)).toEqual([]);
    const told = (await t.http.get(`/api/v1/journeys/${journey.id}/notifications`).set(auth).expect(200)).body
      .items as { agency_code: string }[];
    expect(told.map((i) => i.agency_code).sort()).toEqual(['pensions-service', 'tax-agency']);
  });

  it('delivers to the agencies with consent only, signed, with exactly the declared keys; "who we told" shows it', async () => {
    const journeyId = await registeredBirth({
      'benefits-agency': true,
      'health-service': true,
      'reminder-service': false,
    });
    const benefits = await eventually(
      () => inbox('benefits-agency', journeyId),
      (l) => l.length > 0,
      5_000,
    );
    expect(benefits).toHaveLength(1);
    expect(benefits[0]).toMatchObject({
      type: 'gov.citizen-journey.milestone.completed',
      signature_valid: true,
    });
    expect(benefits[0].data.milestone_code).toBe('register-the-birth');
    expect(benefits[0].data.shared).toEqual({
      given_name: 'Ada',
      family_name: 'Lovelace',
      child_given_names: 'Grace',
      child_family_name: 'Hopper',
      birth_date: ABOUT_THE_BIRTH.birth_date,
      number_of_babies: 1,
    });
    const health = await eventually(
      () => inbox('health-service', journeyId),
      (l) => l.length > 0,
      5_000,
    );
    expect(Object.keys(health[0].data.shared).sort()).toEqual([
      'birth_date',
      'child_family_name',
      'child_given_names',
    ]);
    const told = await eventually(
      async () =>
        (await t.http.get(`/api/v1/journeys/${journeyId}/notifications`).set(bearer(ada.token)).expect(200))
          .body.items,
      (items: { status: string }[]) => items.length === 2 && items.every((i) => i.status === 'DELIVERED'),
    );
    expect(told).toHaveLength(2);
    for (const item of told)
      expect(item).toMatchObject({ status: 'DELIVERED', attempts: 1, delivered_at: expect.any(String) });
    // "Who we told" in Welsh names them in Welsh.
    const welsh = await t.http
      .get(`/api/v1/journeys/${journeyId}/notifications`)
      .set(bearer(ada.token))
      .set('Accept-Language', 'cy')
      .expect(200);
    expect(welsh.body.items.map((i: { agency_name: string }) => i.agency_name).sort()).toEqual([
      'Y gwasanaeth iechyd',
      'Yr asiantaeth budd-daliadau',
    ]);
  });

  it('sends nothing to an agency the citizen declined or was never asked about', async () => {
    const journeyId = await registeredBirth({ 'benefits-agency': false });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await inbox('benefits-agency', journeyId)).toEqual([]);
    expect(await inbox('health-service', journeyId)).toEqual([]);
    const told = await t.http
      .get(`/api/v1/journeys/${journeyId}/notifications`)
      .set(bearer(ada.token))
      .expect(200);
    expect(told.body.items).toEqual([]);
  });

  it('retries with the same event id while the agency fails, then delivers', async () => {
    await t.http.put('/sandbox/agencies/health-service/behaviour').send({ answer: 500 }).expect(200);
    const journeyId = await registeredBirth({ 'health-service': true });
    const pending = await eventually(
      async () =>
        (await t.http.get(`/api/v1/journeys/${journeyId}/notifications`).set(bearer(ada.token))).body.items,
      (items: { attempts: number }[]) => items[0]?.attempts >= 1,
    );
    expect(pending[0]).toMatchObject({ status: 'PENDING', delivered_at: null });
    await t.http.put('/sandbox/agencies/health-service/behaviour').send({ answer: 200 }).expect(200);
    const told = await eventually(
      async () =>
        (await t.http.get(`/api/v1/journeys/${journeyId}/notifications`).set(bearer(ada.token))).body.items,
      (items: { status: string; attempts: number; id: string }[]) => items[0]?.status === 'DELIVERED',
      20_000,
    );
    expect(told[0].status).toBe('DELIVERED');
    expect(told[0].attempts).toBeGreaterThanOrEqual(2);
    const received = await inbox('health-service', journeyId);
    expect(received.map((r) => r.id)).toEqual([told[0].id]);
  }, 40_000);

  it('signs so that an agency holding the secret verifies with the standardwebhooks library', () => {
    const wh = new Webhook(sandboxAgencySecret('council'));
    const body = JSON.stringify({ hello: 'council' });
    const at = new Date();
    const signature = wh.sign('msg_1', at, body);
    expect(
      wh.verify(body, {
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      }),
    ).toEqual({ hello: 'council' });
  });

  it("the sandbox inbox refuses a delivery not signed with the agency's secret: 400 problem+json, nothing kept", async () => {
    const before = (await t.http.get('/sandbox/agencies/council/inbox').expect(200)).body.items.length;
    const body = JSON.stringify({ id: 'evt_forged', type: 'forged', data: { journey_id: 'x' } });
    const wrong = new Webhook(sandboxAgencySecret('tax-agency'));
    const at = new Date();
    for (const headers of [
      {},
      {
        'webhook-id': 'evt_forged',
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': wrong.sign('evt_forged', at, body),
      },
    ]) {
      const res = await t.http
        .post('/sandbox/agencies/council/inbox')
        .set({ 'Content-Type': 'application/cloudevents+json', ...headers })
        .send(body)
        .expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await t.http.get('/sandbox/agencies/council/inbox').expect(200)).body.items).toHaveLength(before);
  });

  it('refuses an agency the journey does not name (404 AGENCY_NOT_FOUND) and a consent that is not boolean (400)', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    const unknown = await t.http
      .put(`/api/v1/journeys/${journey.id}/sharing/council`)
      .set(bearer(ada.token))
      .send({ consent: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('AGENCY_NOT_FOUND');
    const bad = await t.http
      .put(`/api/v1/journeys/${journey.id}/sharing/benefits-agency`)
      .set(bearer(ada.token))
      .send({ consent: 'yes' });
    expect(bad.status).toBe(400);
    const after = await t.http
      .get(`/api/v1/journeys/${journey.id}/sharing`)
      .set(bearer(ada.token))
      .expect(200);
    expect(after.body.items.every((i: { consent: unknown }) => i.consent === null)).toBe(true);
  });

  it('sends the due-soon reminder to the reminder agency with consent when its time comes, and none once closed', async () => {
    // Born 40 days ago: registration due in 2 days, inside the 7-day reminder window, so the reminder is due now.
    const { journey, born } = await birthWithReminders(t, ada.token, 40);
    // Registering the birth (LEGAL, 42 days) and with a doctor (ADVISED, 42 days) are both due in 2 days.
    const registration = (l: InboxItem[]) => l.find((i) => i.data.milestone_code === 'register-the-birth');
    const reminders = await eventually(
      () => inbox('reminder-service', journey.id),
      (l) => !!registration(l),
      10_000,
    );
    expect(registration(reminders)).toMatchObject({
      type: 'gov.citizen-journey.milestone.due_soon',
      signature_valid: true,
      data: {
        shared: { given_name: 'Ada' },
        language: 'en',
        milestone_title: 'Register the birth',
        due_text: 'You must register the birth within 42 days of the day your baby was born.',
      },
    });
    // Sent once: the journey's next change keeps it as sent (it was deleted when sent, and so
    // scheduled and sent again after every change).
    const dueSoonRows = () =>
      t.dataSource.query<{ milestone_code: string; job_id: string; sent: boolean }[]>(
        `SELECT milestone_code, job_id, sent_at IS NOT NULL AS sent FROM journey_reminders
         WHERE journey_id = $1 AND kind = 'DUE_SOON' ORDER BY milestone_code`,
        [journey.id],
      );
    // Registering the birth and with a doctor are both due now (child benefit later): wait for both
    // sent and both received, so what is counted before the change is all there will be (counting
    // after the first alone raced the doctor's).
    const dueNow = ['register-the-birth', 'register-with-a-doctor'];
    const sentRows = await eventually(dueSoonRows, (rows) =>
      dueNow.every((code) => rows.some((r) => r.milestone_code === code && r.sent)),
    );
    expect(sentRows.filter((r) => r.sent).map((r) => r.milestone_code)).toEqual(dueNow);
    const dueSoon = (l: InboxItem[]) => l.filter((i) => i.type === 'gov.citizen-journey.milestone.due_soon');
    const received = await eventually(
      () => inbox('reminder-service', journey.id),
      (l) => dueSoon(l).length >= dueNow.length,
      10_000,
    );
    const before = dueSoon(received).length;
    expect(before).toBe(dueNow.length);
    await t.http
      .put(`/api/v1/journeys/${journey.id}/milestones/about-the-birth/answers`)
      .set(bearer(ada.token))
      .send({ answers: { ...ABOUT_THE_BIRTH, birth_date: born, parents_married: false } })
      .expect(200);
    expect(await dueSoonRows()).toEqual(sentRows);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(dueSoon(await inbox('reminder-service', journey.id))).toHaveLength(before);
    const closedOne = await createBirthJourney(t, ada.token);
    await t.http
      .put(`/api/v1/journeys/${closedOne.journey.id}/sharing/reminder-service`)
      .set(bearer(ada.token))
      .send({ consent: true })
      .expect(200);
    const scheduled = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM journey_reminders WHERE journey_id = $1`,
      [closedOne.journey.id],
    );
    expect(scheduled[0].n).toBe(0);
    const farBorn = new Date(t.clock.now().getTime() - 5 * 86_400_000).toISOString().slice(0, 10);
    await t.http
      .post(`/api/v1/journeys/${closedOne.journey.id}/milestones/about-the-birth/complete`)
      .set(bearer(ada.token))
      .send({ answers: { ...ABOUT_THE_BIRTH, birth_date: farBorn } })
      .expect(200);
    const planned = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM journey_reminders WHERE journey_id = $1`,
      [closedOne.journey.id],
    );
    expect(planned[0].n).toBeGreaterThan(0);
    await t.http
      .post(`/api/v1/journeys/${closedOne.journey.id}/close`)
      .set(bearer(ada.token))
      .send({ reason: 'NO_LONGER_NEEDED' })
      .expect(200);
    const left = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM journey_reminders WHERE journey_id = $1`,
      [closedOne.journey.id],
    );
    expect(left[0].n).toBe(0);
    // Deadlines known first, consent given after: no reminder before the yes, the reminders after it.
    const later = await createBirthJourney(t, ada.token);
    await t.http
      .post(`/api/v1/journeys/${later.journey.id}/milestones/about-the-birth/complete`)
      .set(bearer(ada.token))
      .send({ answers: { ...ABOUT_THE_BIRTH, birth_date: farBorn } })
      .expect(200);
    const count = async () =>
      (
        await t.dataSource.query(`SELECT count(*)::int AS n FROM journey_reminders WHERE journey_id = $1`, [
          later.journey.id,
        ])
      )[0].n as number;
    expect(await count()).toBe(0);
    await t.http
      .put(`/api/v1/journeys/${later.journey.id}/sharing/reminder-service`)
      .set(bearer(ada.token))
      .send({ consent: true })
      .expect(200);
    expect(await count()).toBeGreaterThan(0);
  }, 30_000);

  it("tells the reminder service, with consent, on the day a divorce's final order can be asked for", async () => {
    // The service's clock stays as it is (agencies check a signature's time against theirs).
    const now = t.clock.now();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    // The last opening day whose reminder (09:00 UTC) is due now: today from 09:00, else yesterday.
    const lastDue = now.getUTCHours() >= 9 ? 0 : -1;
    {
      const bea = await signInWithHighAssurance(t, { given_name: 'Bea', family_name: 'Jones' });
      const auth = bearer(bea.token);
      const journey = await startChosenJourney(t, bea.token, 'separating');
      await t.http
        .put(`/api/v1/journeys/${journey.id}/sharing/reminder-service`)
        .set(auth)
        .send({ consent: true })
        .expect(200);
      for (let turn = 0; turn < 10; turn++) {
        const plan = (await t.http.get(`/api/v1/journeys/${journey.id}/plan`).set(auth).expect(200)).body as {
          milestones: PlanMilestone[];
        };
        const current = plan.milestones.find((m) => m.status === 'CURRENT')!;
        if (current.code === 'apply-for-conditional-order') break;
        const missing = current.required_documents.filter((d) => !d.provided).map((d) => d.document_code);
        if (missing.length) {
          t.evidence.give(bea.citizenId, ...missing);
          await t.http.post(`/api/v1/journeys/${journey.id}/evidence-refresh`).set(auth).expect(200);
        }
        await t.http
          .post(`/api/v1/journeys/${journey.id}/milestones/${current.code}/complete`)
          .set(auth)
          .send({ answers: answersFor(current.questions, day(-200)) })
          .expect(200);
      }
      const reminders = () =>
        t.dataSource.query<{ milestone_code: string; kind: string; day: string }[]>(
          `SELECT milestone_code, kind, due_date::text AS day FROM journey_reminders WHERE journey_id = $1 ORDER BY milestone_code`,
          [journey.id],
        );
      // The conditional order opened long ago (200 days after the application): nothing to send.
      expect(await reminders()).toEqual([]);
      // The conditional order 10 days ago: the final order opens in 33 days, and is reminded of then.
      const conditional = `/api/v1/journeys/${journey.id}/milestones/apply-for-conditional-order`;
      await t.http
        .post(`${conditional}/complete`)
        .set(auth)
        .send({ answers: { conditional_order_date: day(-10) } })
        .expect(200);
      expect(await reminders()).toEqual([
        { milestone_code: 'apply-for-final-order', kind: 'OPENS', day: day(33) },
      ]);
      expect(await inbox('reminder-service', journey.id)).toEqual([]);
      // Corrected to 43 days before the last day whose reminder is due: the reminder moves, and goes now.
      await t.http
        .put(`${conditional}/answers`)
        .set(auth)
        .send({ answers: { conditional_order_date: day(lastDue - 43) } })
        .expect(200);
      const sent = await eventually(
        () => inbox('reminder-service', journey.id),
        (l) => l.length > 0,
        10_000,
      );
      expect(sent).toEqual([
        expect.objectContaining({
          type: 'gov.citizen-journey.milestone.opens',
          signature_valid: true,
          data: expect.objectContaining({
            milestone_code: 'apply-for-final-order',
            opens_on: day(lastDue),
            opens_text: 'You can ask for the final order from 6 weeks and 1 day after the conditional order.',
            milestone_title: 'Apply for the final order',
            language: 'en',
            shared: { given_name: 'Bea' },
          }),
        }),
      ]);
      expect(sent[0].data).not.toHaveProperty('due_date');
      // Changed and changed back: the same reminder of the same day is not sent again.
      for (const date of [day(lastDue - 44), day(lastDue - 43)])
        await t.http
          .put(`${conditional}/answers`)
          .set(auth)
          .send({ answers: { conditional_order_date: date } })
          .expect(200);
      await new Promise((r) => setTimeout(r, 3_000));
      expect(await inbox('reminder-service', journey.id)).toHaveLength(1);
    }
  }, 30_000);
});
