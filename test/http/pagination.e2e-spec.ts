import type { SignedIn } from '../factories/auth.factory';
import {
  bearer,
  createBirthJourney,
  createJourneyTestAppWithCitizen,
  JourneyTestApp,
} from '../factories/journey.factory';

/** Every page of a list, following next_cursor. */
async function allPages(t: JourneyTestApp, token: string, path: string, limit: number) {
  const pages: { items: { id?: string; seq?: string }[]; next_cursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=${limit}&cursor=${cursor}` : `?limit=${limit}`;
    const res = await t.http.get(`${path}${query}`).set(bearer(token)).expect(200);
    pages.push(res.body);
    cursor = res.body.next_cursor as string | null;
  } while (cursor && pages.length < 50);
  return pages;
}

describe('Lists a page at a time: limit, opaque cursor, next_cursor (DESIGN §18, issue 20)', () => {
  let t: JourneyTestApp;
  let ada: SignedIn;

  beforeAll(async () => {
    ({ t, citizen: ada } = await createJourneyTestAppWithCitizen());
  });
  afterAll(() => t.close());

  it('pages the journeys without losing or repeating one, and keeps the active journey on every page', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await createBirthJourney(t, ada.token)).journey.id);
      t.clock.advance(1_000);
    }
    const all = await t.http.get('/api/v1/journeys').set(bearer(ada.token)).expect(200);
    expect(all.body.next_cursor).toBeNull();
    const pages = await allPages(t, ada.token, '/api/v1/journeys', 2);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.items.map((j) => j.id))).toEqual(
      all.body.items.map((j: { id: string }) => j.id),
    );
    expect(pages[2].next_cursor).toBeNull();
    // The newest journey is the active one; pages without it still name it.
    const second = await t.http
      .get(`/api/v1/journeys?limit=2&cursor=${pages[0].next_cursor}`)
      .set(bearer(ada.token));
    expect(second.body.active_journey_id).toBe(ids[4]);
  });

  it('pages the agent conversation past any fixed cap, oldest first', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    for (const message of ['what next?', 'how far am I?', 'why do I need a birth certificate?'])
      await t.http
        .post(`/api/v1/journeys/${journey.id}/agent/messages`)
        .set(bearer(ada.token))
        .send({ message })
        .expect(200);
    const pages = await allPages(t, ada.token, `/api/v1/journeys/${journey.id}/agent/messages`, 4);
    expect(pages.map((p) => p.items.length)).toEqual([4, 2]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
    ['cursor=not*a*cursor', 'cursor'],
    [`cursor=${Buffer.from('["x"]').toString('base64url')}`, 'cursor'],
    ['page=2', 'page'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const res = await t.http.get(`/api/v1/journeys?${query}`).set(bearer(ada.token));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body.errors ?? [])).toContain(field);
  });
});
