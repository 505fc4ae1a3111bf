import { bearer, signInWithHighAssurance } from '../factories/auth.factory';
import { createBirthJourney, createJourneyTestApp, JourneyTestApp } from '../factories/journey.factory';

/** Free text is stored with national-identifier-like sequences replaced by [redacted] (DESIGN §12). */
describe('Redacted free text', () => {
  let t: JourneyTestApp;
  beforeAll(async () => {
    t = await createJourneyTestApp();
  });
  afterAll(() => t.close());

  it('stores intent and agent messages without the national identifiers typed into them, and still understands them', async () => {
    const who = await signInWithHighAssurance(t);
    const intent = await t.http
      .post('/api/v1/intents/compile')
      .set(bearer(who.token))
      .send({ message: 'we just had a baby on 2026-11-02, my national insurance number is AB 12 34 56 C' })
      .expect(201);
    expect(intent.body).toMatchObject({
      supported: true,
      workflow_code: 'birth-of-a-child',
      assessment: { facts: { birth_date: '2026-11-02' } },
    });
    const [stored] = await t.dataSource.query('SELECT message FROM intents WHERE id = $1', [
      intent.body.intent_id,
    ]);
    expect(stored.message).toBe(
      'we just had a baby on 2026-11-02, my national insurance number is [redacted]',
    );

    const { journey } = await createBirthJourney(t, who.token);
    await t.http
      .post(`/api/v1/journeys/${journey.id}/agent/messages`)
      .set(bearer(who.token))
      .send({ message: 'what documents do I need? my id is 850101-1234' })
      .expect(200);
    const texts = await t.dataSource.query(
      "SELECT text FROM agent_messages WHERE journey_id = $1 AND role = 'CITIZEN'",
      [journey.id],
    );
    expect(texts).toEqual([{ text: 'what documents do I need? my id is [redacted]' }]);
    const everything = JSON.stringify(
      await t.dataSource.query(
        'SELECT i.message, a.text FROM intents i, agent_messages a WHERE i.citizen_id = $1 AND a.citizen_id = $1',
        [who.citizenId],
      ),
    );
    expect(everything).not.toMatch(/AB 12 34 56 C|850101-1234/);
  });
});
