import type { SignedIn } from '../factories/auth.factory';
import {
  ABOUT_THE_BIRTH,
  bearer,
  createJourneyTestAppWithCitizen,
  JourneyTestApp,
} from '../factories/journey.factory';

describe('Concurrency control and created resources (DESIGN §18, issue 20)', () => {
  let t: JourneyTestApp;
  let ada: SignedIn;

  beforeAll(async () => {
    ({ t, citizen: ada } = await createJourneyTestAppWithCitizen());
  });
  afterAll(() => t.close());

  async function newJourney(): Promise<string> {
    const intent = await t.http
      .post('/api/v1/intents/compile')
      .set(bearer(ada.token))
      .send({ message: 'we just had a baby' })
      .expect(201);
    expect(intent.headers.location).toBe(`/api/v1/intents/${intent.body.intent_id}`);
    const created = await t.http
      .post(`/api/v1/journeys/from-intent/${intent.body.intent_id}`)
      .set(bearer(ada.token))
      .expect(201);
    expect(created.headers.location).toBe(`/api/v1/journeys/${created.body.id}`);
    // The new journey's ETag comes with it, as with every answer that is a journey (was missing).
    const read = await t.http.get(created.headers.location).set(bearer(ada.token)).expect(200);
    expect(created.headers.etag).toMatch(/^"[0-9a-f]{8}-v[0-9]+"$/);
    expect(created.headers.etag).toBe(read.headers.etag);
    // The same intent again: 200 with the same journey and its ETag, and no Location (nothing was created).
    const again = await t.http
      .post(`/api/v1/journeys/from-intent/${intent.body.intent_id}`)
      .set(bearer(ada.token))
      .expect(200);
    expect(again.headers.location).toBeUndefined();
    expect(again.headers.etag).toBe(read.headers.etag);
    return created.body.id as string;
  }

  it('gives a Location with every 201 that creates something a client can read', async () => {
    await newJourney();
    const chosen = await t.http
      .post('/api/v1/intents')
      .set(bearer(ada.token))
      .send({ workflow_code: 'moving-home' })
      .expect(201);
    expect(chosen.headers.location).toBe(`/api/v1/intents/${chosen.body.intent_id}`);
  });

  it('refuses a change made from a stale read (412 PRECONDITION_FAILED) and changes nothing', async () => {
    const id = await newJourney();
    const read = await t.http.get(`/api/v1/journeys/${id}`).set(bearer(ada.token)).expect(200);
    const etag = read.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{8}-v[0-9]+"$/);
    // Another device completes the first step with the same ETag: allowed, the journey moves on.
    const first = await t.http
      .post(`/api/v1/journeys/${id}/milestones/about-the-birth/complete`)
      .set(bearer(ada.token))
      .set('If-Match', etag)
      .send({ answers: ABOUT_THE_BIRTH })
      .expect(200);
    expect(first.headers.etag).not.toBe(etag);
    // This device still holds the old ETag: its change is refused and nothing is written.
    const stale = await t.http
      .put(`/api/v1/journeys/${id}/milestones/about-the-birth/answers`)
      .set(bearer(ada.token))
      .set('If-Match', etag)
      .send({ answers: { ...ABOUT_THE_BIRTH, number_of_babies: 2 } });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    const plan = await t.http.get(`/api/v1/journeys/${id}/plan`).set(bearer(ada.token)).expect(200);
    expect(plan.body.milestones[0].answers.number_of_babies).toBe(1);
    const close = await t.http
      .post(`/api/v1/journeys/${id}/close`)
      .set(bearer(ada.token))
      .set('If-Match', etag)
      .send({ reason: 'NO_LONGER_NEEDED' });
    expect(close.status).toBe(412);
    // With the current ETag, or `*`, or without If-Match, the change is made.
    await t.http
      .put(`/api/v1/journeys/${id}/milestones/about-the-birth/answers`)
      .set(bearer(ada.token))
      .set('If-Match', first.headers.etag)
      .send({ answers: { ...ABOUT_THE_BIRTH, number_of_babies: 2 } })
      .expect(200);
    await t.http
      .post(`/api/v1/journeys/${id}/close`)
      .set(bearer(ada.token))
      .set('If-Match', '*')
      .send({ reason: 'NO_LONGER_NEEDED' })
      .expect(200);
  });
});
