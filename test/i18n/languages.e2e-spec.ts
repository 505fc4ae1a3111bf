import { randomUUID } from 'node:crypto';
import { signIn, signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import {
  ABOUT_THE_BIRTH,
  bearer,
  createBirthJourney,
  createJourneyTestApp,
  JourneyTestApp,
} from '../factories/journey.factory';
import { eventually } from '../factories/eventually';
import { createOwnDatabase, OwnDatabase } from '../factories/own-database';

/** The fields of a plan a citizen reads: they change with the language, nothing else does (DESIGN §17). */
const TEXT_FIELDS = new Set([
  'title',
  'description',
  'why_applies',
  'label',
  'help',
  'why',
  'how_to_add',
  'name',
  'due_text',
]);

/**
 * Walks two answers in step: every text field differs (and is not empty), every other value — codes,
 * keys, enum values, numbers, dates, the citizen's own answers — is identical, and so is the shape.
 */
function compareLanguages(en: unknown, cy: unknown, path = '$'): { texts: number; problems: string[] } {
  const result = { texts: 0, problems: [] as string[] };
  const walk = (a: unknown, b: unknown, at: string, key: string | null) => {
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) result.problems.push(`${at}: ${a.length} items in en, ${b.length} in cy`);
      a.forEach((item, i) => walk(item, b[i], `${at}[${i}]`, key));
    } else if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
      const keys = Object.keys(a).sort().join(',');
      if (keys !== Object.keys(b).sort().join(',')) result.problems.push(`${at}: other fields in cy`);
      for (const k of Object.keys(a))
        walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`, k);
    } else if (key !== null && TEXT_FIELDS.has(key) && !at.includes('.answers') && a !== null) {
      result.texts++;
      if (typeof a !== 'string' || typeof b !== 'string' || !b.trim() || a === b)
        result.problems.push(`${at}: the same in both languages (${JSON.stringify(b)})`);
    } else if (a !== b) result.problems.push(`${at}: ${JSON.stringify(a)} in en, ${JSON.stringify(b)} in cy`);
  };
  walk(en, cy, path, null);
  return result;
}

describe('Languages: English and Welsh (DESIGN §17)', () => {
  let t: JourneyTestApp;
  let database: OwnDatabase;
  beforeAll(async () => {
    // The delivery worker takes jobs from its database's queue: a database of the suite's own, so that
    // the other suite running a worker (in another Jest worker) never takes this one's.
    database = await createOwnDatabase('cjs_languages', 'LANGUAGES_DATABASE_URL');
    t = await createJourneyTestApp({ env: { DELIVERY_WORKER: 'true', DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  /** A birth journey whose plan shows the most text: twins, working parents, a birth date (deadlines). */
  async function twinsJourney(who: SignedIn): Promise<string> {
    const { journey } = await createBirthJourney(t, who.token);
    await t.http
      .post(`/api/v1/journeys/${journey.id}/milestones/about-the-birth/complete`)
      .set(bearer(who.token))
      .send({ answers: { ...ABOUT_THE_BIRTH, number_of_babies: 2 } })
      .expect(200);
    return journey.id;
  }

  const inLanguage = (path: string, token: string | null, language?: string) => {
    const req = t.http.get(path);
    if (token) req.set(bearer(token));
    if (language) req.set('Accept-Language', language);
    return req;
  };

  it('answers the same plan in Welsh and English: every text differs, every code, key and number is identical', async () => {
    const ada = await signInWithHighAssurance(t);
    const id = await twinsJourney(ada);
    const en = await inLanguage(`/api/v1/journeys/${id}/plan`, ada.token, 'en').expect(200);
    const cy = await inLanguage(`/api/v1/journeys/${id}/plan`, ada.token, 'cy').expect(200);
    expect(en.headers['content-language']).toBe('en');
    expect(cy.headers['content-language']).toBe('cy');
    expect(cy.headers.vary).toMatch(/Accept-Language/i);

    const { texts, problems } = compareLanguages(en.body, cy.body);
    expect(problems).toEqual([]);
    // Titles, descriptions, questions, options, help, documents and deadline texts were all compared.
    expect(texts).toBeGreaterThan(60);
    const codes = (b: { milestones: { code: string }[] }) => b.milestones.map((m) => m.code);
    expect(codes(cy.body)).toContain('support-for-multiple-births');
    expect(cy.body.milestones.find((m: { code: string }) => m.code === 'register-the-birth')).toMatchObject({
      title: "Cofrestru'r enedigaeth",
      due_kind: 'LEGAL',
      due_text: expect.stringContaining('42 diwrnod'),
    });
  });

  it('gives the journey, the list of journeys and the life events their Welsh titles, codes unchanged', async () => {
    const ada = await signInWithHighAssurance(t);
    const id = await twinsJourney(ada);
    const en = await inLanguage(`/api/v1/journeys/${id}`, ada.token, 'en').expect(200);
    const cy = await inLanguage(`/api/v1/journeys/${id}`, ada.token, 'cy').expect(200);
    expect(compareLanguages(en.body, cy.body).problems).toEqual([]);
    expect(cy.body.title).toBe('Cael babi');
    expect(cy.headers.etag).toBe(en.headers.etag);

    const list = await inLanguage('/api/v1/journeys', ada.token, 'cy').expect(200);
    expect(list.body.items[0]).toMatchObject({ id, workflow_code: 'birth-of-a-child', title: 'Cael babi' });

    const workflowsEn = await inLanguage('/api/v1/workflows', null, 'en').expect(200);
    const workflowsCy = await inLanguage('/api/v1/workflows', null, 'cy').expect(200);
    expect(workflowsCy.headers['content-language']).toBe('cy');
    const summaries = { title: 0, summary: 0 };
    for (const [i, w] of (
      workflowsEn.body.items as { code: string; title: string; summary: string }[]
    ).entries()) {
      const welsh = workflowsCy.body.items[i];
      expect({ code: welsh.code, version: welsh.version }).toEqual({
        code: w.code,
        version: workflowsEn.body.items[i].version,
      });
      if (welsh.title !== w.title) summaries.title++;
      if (welsh.summary !== w.summary) summaries.summary++;
    }
    expect(summaries).toEqual({ title: 8, summary: 8 });
  });

  it('gives offers and what a journey shares with agencies in Welsh', async () => {
    const dai = await signInWithHighAssurance(t);
    const chosen = await t.http
      .post('/api/v1/intents')
      .set(bearer(dai.token))
      .send({ workflow_code: 'bereavement' })
      .expect(201);
    const journey = await t.http
      .post(`/api/v1/journeys/from-intent/${chosen.body.intent_id}`)
      .set(bearer(dai.token))
      .expect(201);
    await t.http
      .post(`/api/v1/journeys/${journey.body.id}/milestones/about-the-death/complete`)
      .set(bearer(dai.token))
      .send({
        answers: {
          date_of_death: '2026-11-01',
          relationship: 'parent',
          place_of_death: 'hospital',
          coroner_involved: false,
          is_executor: true,
          must_leave_home: true,
        },
      })
      .expect(200);

    const offersEn = await inLanguage('/api/v1/offers', dai.token, 'en').expect(200);
    const offersCy = await inLanguage('/api/v1/offers', dai.token, 'cy').expect(200);
    expect(offersCy.body.items).toHaveLength(1);
    expect(offersCy.body.items[0]).toMatchObject({
      workflow_code: 'moving-home',
      title: 'Symud tŷ',
      status: 'OPEN',
    });
    expect(offersCy.body.items[0].reason).toMatch(/^Dywedoch wrthym/);
    expect(offersCy.body.items[0].reason).not.toBe(offersEn.body.items[0].reason);

    const sharingEn = await inLanguage(`/api/v1/journeys/${journey.body.id}/sharing`, dai.token, 'en').expect(
      200,
    );
    const sharingCy = await inLanguage(`/api/v1/journeys/${journey.body.id}/sharing`, dai.token, 'cy').expect(
      200,
    );
    expect(sharingCy.body.items.length).toBeGreaterThan(0);
    sharingCy.body.items.forEach(
      (
        item: { agency_code: string; purpose: string; shares: { key: string; label: string }[] },
        i: number,
      ) => {
        const english = sharingEn.body.items[i];
        expect(item.agency_code).toBe(english.agency_code);
        expect(item.purpose).not.toBe(english.purpose);
        expect(item.shares.map((s) => s.key)).toEqual(english.shares.map((s: { key: string }) => s.key));
        item.shares.forEach((s, j) => expect(s.label).not.toBe(english.shares[j].label));
      },
    );
  });

  it('answers problems in Welsh with the same code, status and field errors', async () => {
    const ada = await signInWithHighAssurance(t);
    const missingEn = await inLanguage(`/api/v1/journeys/${randomUUID()}`, ada.token, 'en').expect(404);
    const missingCy = await inLanguage(`/api/v1/journeys/${randomUUID()}`, ada.token, 'cy').expect(404);
    expect(missingCy.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(missingCy.headers['content-language']).toBe('cy');
    expect(missingCy.headers.vary).toMatch(/Accept-Language/i);
    expect(missingCy.body).toMatchObject({
      code: 'JOURNEY_NOT_FOUND',
      status: 404,
      type: 'urn:problem:JOURNEY_NOT_FOUND',
    });
    expect(missingCy.body.title).not.toBe(missingEn.body.title);
    expect(missingCy.body.detail).not.toBe(missingEn.body.detail);

    // A route that does not exist, and no session at all: still Welsh, still the same codes.
    const noRoute = await inLanguage('/api/v1/nowhere', null, 'cy').expect(404);
    expect(noRoute.body).toMatchObject({ code: 'NOT_FOUND', title: 'Heb ddod o hyd iddo' });
    expect(noRoute.headers['content-language']).toBe('cy');
    const noSession = await inLanguage('/api/v1/journeys', null, 'cy').expect(401);
    expect(noSession.body).toMatchObject({ code: 'UNAUTHENTICATED', title: 'Mae angen dilysu' });

    // A detail with a count is a plural in the language's own forms (Welsh "two" here).
    const { journey } = await createBirthJourney(t, ada.token);
    const { parents_married: _married, parents_work: _work, ...twoMissing } = ABOUT_THE_BIRTH;
    const invalid = await t.http
      .post(`/api/v1/journeys/${journey.id}/milestones/about-the-birth/complete`)
      .set(bearer(ada.token))
      .set('Accept-Language', 'cy')
      .send({ answers: twoMissing })
      .expect(422);
    expect(invalid.body.code).toBe('ANSWERS_INVALID');
    expect(invalid.body.detail).toMatch(/^Mae dau ateb yn annilys: /);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'answers.parents_married',
      'answers.parents_work',
    ]);
  });

  it('negotiates Accept-Language among the supported languages (RFC 9110), else English', async () => {
    const path = '/api/v1/workflows';
    const language = async (header: string) =>
      (await inLanguage(path, null, header).expect(200)).headers['content-language'];
    expect(await language('cy-GB')).toBe('cy');
    expect(await language('fr-FR, cy;q=0.5, en;q=0.2')).toBe('cy');
    expect(await language('en-GB,en;q=0.9,cy;q=0.8')).toBe('en');
    expect(await language('fr')).toBe('en');
    expect(await language('*')).toBe('en');
    // Probes and pages outside /api are in English, and say so.
    const live = await t.http.get('/health/live').set('Accept-Language', 'cy').expect(200);
    expect(live.headers['content-language']).toBe('en');
    expect(live.headers.vary).toMatch(/Accept-Language/i);
  });

  describe('the stored preference', () => {
    it('is en until chosen, refuses an unsupported language without changing anything, and needs a session', async () => {
      const bea = await signIn(t);
      await t.http.get('/api/v1/me/preferences').expect(401);
      const before = await t.http.get('/api/v1/me/preferences').set(bearer(bea.token)).expect(200);
      expect(before.body).toEqual({ language: 'en' });
      for (const language of ['fr', 'CY', '', 42, null]) {
        const refused = await t.http
          .put('/api/v1/me/preferences')
          .set(bearer(bea.token))
          .send({ language })
          .expect(400);
        expect(refused.body.code).toBe('VALIDATION_FAILED');
      }
      await t.http
        .put('/api/v1/me/preferences')
        .set(bearer(bea.token))
        .send({ language: 'cy', x: 1 })
        .expect(400);
      expect((await t.http.get('/api/v1/me/preferences').set(bearer(bea.token)).expect(200)).body).toEqual({
        language: 'en',
      });
    });

    it('applies with no Accept-Language (problems too), yields to one that names a language, and is in the export', async () => {
      const cai = await signInWithHighAssurance(t);
      const id = await twinsJourney(cai);
      const set = await t.http
        .put('/api/v1/me/preferences')
        .set(bearer(cai.token))
        .send({ language: 'cy' })
        .expect(200);
      expect(set.body).toEqual({ language: 'cy' });
      expect(set.headers['content-language']).toBe('cy');

      const plan = await inLanguage(`/api/v1/journeys/${id}/plan`, cai.token).expect(200);
      expect(plan.headers['content-language']).toBe('cy');
      expect(plan.body.milestones[0].title).toBe('Dywedwch wrthym am yr enedigaeth');
      const problem = await inLanguage(`/api/v1/journeys/${randomUUID()}`, cai.token).expect(404);
      expect(problem.body).toMatchObject({ code: 'JOURNEY_NOT_FOUND', title: "Heb ddod o hyd i'r daith" });

      const english = await inLanguage(`/api/v1/journeys/${id}/plan`, cai.token, 'en').expect(200);
      expect(english.headers['content-language']).toBe('en');
      expect(english.body.milestones[0].title).toBe('Tell us about the birth');
      // A header naming no supported language leaves the choice to the preference.
      const french = await inLanguage(`/api/v1/journeys/${id}/plan`, cai.token, 'fr').expect(200);
      expect(french.headers['content-language']).toBe('cy');

      const exported = await t.http.get('/api/v1/me/export').set(bearer(cai.token)).expect(200);
      expect(exported.body.profile.language).toBe('cy');

      // What is sent later is in the stored language: a reminder carries the step's Welsh title and deadline.
      await t.http
        .put(`/api/v1/journeys/${id}/sharing/reminder-service`)
        .set(bearer(cai.token))
        .send({ consent: true })
        .expect(200);
      const born = new Date(t.clock.now().getTime() - 40 * 86_400_000).toISOString().slice(0, 10);
      await t.http
        .put(`/api/v1/journeys/${id}/milestones/about-the-birth/answers`)
        .set(bearer(cai.token))
        .send({ answers: { ...ABOUT_THE_BIRTH, number_of_babies: 2, birth_date: born } })
        .expect(200);
      type Reminder = { data: { journey_id: string; milestone_code?: string } & Record<string, unknown> };
      const registration = (items: Reminder[]) =>
        items.find((i) => i.data.journey_id === id && i.data.milestone_code === 'register-the-birth');
      const inbox = await eventually(
        async () =>
          (await t.http.get('/sandbox/agencies/reminder-service/inbox').expect(200)).body.items as Reminder[],
        (items) => !!registration(items),
      );
      expect(registration(inbox)?.data).toMatchObject({
        language: 'cy',
        milestone_title: "Cofrestru'r enedigaeth",
        due_text: expect.stringContaining('42 diwrnod'),
      });

      await t.http.put('/api/v1/me/preferences').set(bearer(cai.token)).send({ language: 'en' }).expect(200);
      const back = await inLanguage(`/api/v1/journeys/${id}/plan`, cai.token).expect(200);
      expect(back.headers['content-language']).toBe('en');
    });
  });
});
