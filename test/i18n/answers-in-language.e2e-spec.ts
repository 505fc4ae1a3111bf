import { signInWithHighAssurance, SignedIn } from '../factories/auth.factory';
import {
  ABOUT_THE_BIRTH,
  bearer,
  createBirthJourney,
  REGISTER_THE_BIRTH,
  createJourneyTestApp,
  JourneyTestApp,
} from '../factories/journey.factory';

/** Every text the API answers is in the request's language, codes and fields unchanged (issue 24, DESIGN §17). */
describe('Answers in the request’s language: intents, the agent, field errors (issue 24)', () => {
  let t: JourneyTestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createJourneyTestApp();
    ada = await signInWithHighAssurance(t);
  });
  afterAll(() => t.close());

  const compile = (message: unknown, language: string) =>
    t.http
      .post('/api/v1/intents/compile')
      .set(bearer(ada.token))
      .set('Accept-Language', language)
      .send({ message });
  const read = (id: string, language: string) =>
    t.http.get(`/api/v1/intents/${id}`).set(bearer(ada.token)).set('Accept-Language', language).expect(200);

  it('answers a Welsh compile with a Welsh summary, the same codes and facts, and reads it back in either language', async () => {
    const message = 'we just had twins, born on 2026-11-01';
    const en = (await compile(message, 'en').expect(201)).body;
    const cy = (await compile(message, 'cy').expect(201)).body;
    expect(cy).toMatchObject({
      supported: true,
      workflow_code: 'birth-of-a-child',
      assessment: { life_event: 'BIRTH_OF_A_CHILD', facts: en.assessment.facts },
    });
    expect(Object.keys(en.assessment.facts).length).toBeGreaterThan(0);
    expect(en.assessment.summary).toMatch(/^Having a baby\. You told us: /);
    expect(cy.assessment.summary).toMatch(/^Cael babi\. Dywedoch wrthym: /);

    // Stored once; each read is in the language it asks for.
    expect((await read(cy.intent_id, 'en')).body.assessment.summary).toBe(en.assessment.summary);
    const again = await read(en.intent_id, 'cy');
    expect(again.headers['content-language']).toBe('cy');
    expect(again.body.assessment.summary).toBe(cy.assessment.summary);
    expect({ ...again.body.assessment, summary: '' }).toEqual({ ...en.assessment, summary: '' });
  });

  it('offers the same life events with Welsh titles when a message is not understood', async () => {
    const message = 'help with my pension paperwork';
    const en = (await compile(message, 'en').expect(201)).body;
    const cy = (await compile(message, 'cy').expect(201)).body;
    const codes = (b: { suggestions: { workflow_code: string }[] }) =>
      b.suggestions.map((s) => s.workflow_code);
    expect(codes(en).length).toBeGreaterThan(0);
    expect(codes(cy)).toEqual(codes(en));
    expect(cy.suggestions[0]).toEqual({ workflow_code: 'retiring', title: 'Ymddeol' });
    for (const [i, s] of cy.suggestions.entries()) expect(s.title).not.toBe(en.suggestions[i].title);
    expect(cy.assessment.summary).toMatch(/^Nid oeddem yn gallu paru eich neges/);
    expect(cy.assessment.summary).toContain('Cael babi');
    expect((await read(en.intent_id, 'cy')).body.suggestions).toEqual(cy.suggestions);

    // A life event chosen from the list is answered in the language too.
    const chosen = await t.http
      .post('/api/v1/intents')
      .set(bearer(ada.token))
      .set('Accept-Language', 'cy')
      .send({ workflow_code: 'retiring' })
      .expect(201);
    expect(chosen.body.assessment.summary).toBe('Ymddeol.');
  });

  it('has the journey agent reply in Welsh, with the same actions and Welsh labels', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    const ask = (message: string, language: string) =>
      t.http
        .post(`/api/v1/journeys/${journey.id}/agent/messages`)
        .set(bearer(ada.token))
        .set('Accept-Language', language)
        .send({ message })
        .expect(200);
    const en = await ask('what now?', 'en');
    const cy = await ask('what now?', 'cy');
    expect(cy.headers['content-language']).toBe('cy');
    expect(en.body.reply).toMatch(/^Your next step is "Tell us about the birth"/);
    expect(cy.body.reply).toMatch(/^Eich cam nesaf yw "Dywedwch wrthym am yr enedigaeth"/);
    const shape = (actions: { type: string; href: string; method: string; milestone_code?: string }[]) =>
      actions.map(({ type, href, method, milestone_code }) => ({ type, href, method, milestone_code }));
    expect(shape(cy.body.actions)).toEqual(shape(en.body.actions));
    expect(cy.body.actions[0].label).toBe('Cwblhau "Dywedwch wrthym am yr enedigaeth"');

    // A question asked in Welsh is understood as the English one is.
    expect((await ask("Beth yw'r cam nesaf?", 'cy')).body.reply).toBe(cy.body.reply);
    const progress = await ask('how far am I?', 'cy');
    expect(progress.body.reply).toMatch(
      /^Rydych chi 0% o'r ffordd drwy "Cael babi": mae 0 o \d+ cam wedi'u gwneud\./,
    );
    expect((await ask('Can you book me a flight?', 'cy')).body.reply).toMatch(/^Nid wyf yn gwybod\./);
  });

  it('names documents in Welsh, never by their codes: the plan, the agent and the problem of a step waiting for them', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    const at = `/api/v1/journeys/${journey.id}`;
    await t.http
      .post(`${at}/milestones/about-the-birth/complete`)
      .set(bearer(ada.token))
      .send({ answers: ABOUT_THE_BIRTH })
      .expect(200);
    const codes = /birth-notification|identity-document|birth notification|identity document/;
    const notice = "hysbysiad geni gan yr ysbyty neu'r fydwraig";

    const plan = (language: string) =>
      t.http.get(`${at}/plan`).set(bearer(ada.token)).set('Accept-Language', language).expect(200);
    const documents = (await plan('cy')).body.milestones[1].required_documents;
    expect(documents).toEqual([
      expect.objectContaining({ document_code: 'birth-notification', name: notice }),
      expect.objectContaining({ document_code: 'identity-document', name: 'prawf o bwy ydych chi' }),
    ]);
    expect((await plan('en')).body.milestones[1].required_documents).toEqual([
      expect.objectContaining({ name: 'notice of birth from the hospital or midwife' }),
      expect.objectContaining({ name: 'proof of identity' }),
    ]);

    const ask = async (message: string) =>
      (
        await t.http
          .post(`${at}/agent/messages`)
          .set(bearer(ada.token))
          .set('Accept-Language', 'cy')
          .send({ message })
          .expect(200)
      ).body as { reply: string; actions: { label: string }[] };
    const next = await ask('Beth nesaf?');
    expect(next.reply).toContain(`eich ${notice} (`);
    expect(next.reply).toContain('eich prawf o bwy ydych chi (');
    expect(next.actions.map((a) => a.label)).toContain(`Uwchlwytho eich ${notice}`);
    // Asked by its Welsh name, the agent finds the document and says how to add it.
    const how = await ask('Sut mae uwchlwytho prawf o bwy ydych chi?');
    expect(how.reply).toContain(documents[1].how_to_add);
    for (const answer of [next, how]) {
      expect(answer.reply).not.toMatch(codes);
      for (const a of answer.actions) expect(a.label).not.toMatch(codes);
    }

    const refused = await t.http
      .post(`${at}/milestones/register-the-birth/complete`)
      .set(bearer(ada.token))
      .set('Accept-Language', 'cy')
      .send({ answers: REGISTER_THE_BIRTH })
      .expect(409);
    expect(refused.body.code).toBe('DOCUMENTS_MISSING');
    expect(refused.body.detail).toContain(`${notice}, prawf o bwy ydych chi`);
    expect(refused.body.detail).toMatch(/^Mae'r cam "Cofrestru'r enedigaeth" angen dwy ddogfen/);
    expect(refused.body.detail).not.toMatch(codes);
    expect(refused.body.detail).not.toContain('register-the-birth');
  });

  it('answers 422 ANSWERS_INVALID with Welsh field messages and the same fields as the English', async () => {
    const { journey } = await createBirthJourney(t, ada.token);
    const invalid = {
      birth_date: '2026-13-01',
      number_of_babies: 'two',
      birth_location: 'on the moon',
      parents_married: 'yes',
      pet: 'cat',
    };
    const complete = (language: string) =>
      t.http
        .post(`/api/v1/journeys/${journey.id}/milestones/about-the-birth/complete`)
        .set(bearer(ada.token))
        .set('Accept-Language', language)
        .send({ answers: invalid })
        .expect(422);
    const en = (await complete('en')).body;
    const cy = (await complete('cy')).body;
    expect(cy.code).toBe('ANSWERS_INVALID');
    type FieldError = { field: string; message: string };
    expect(cy.errors.map((e: FieldError) => e.field)).toEqual(en.errors.map((e: FieldError) => e.field));
    expect(en.errors.length).toBeGreaterThanOrEqual(5);
    (cy.errors as FieldError[]).forEach((e, i) => {
      expect(e.message).not.toBe(en.errors[i].message);
      expect(e.message.trim()).not.toBe('');
    });
    expect(cy.errors).toContainEqual({ field: 'answers.parents_work', message: 'mae angen hwn' });
    expect(en.errors).toContainEqual({ field: 'answers.parents_work', message: 'is required' });
    expect(cy.errors).toContainEqual({
      field: 'answers.pet',
      message: "nid yw'n un o gwestiynau'r garreg filltir hon",
    });
  });

  it('answers 400 VALIDATION_FAILED (the request’s own checks) with Welsh field messages', async () => {
    const en = (await compile(5, 'en').expect(400)).body;
    const cy = (await compile(5, 'cy').expect(400)).body;
    expect(cy.errors.map((e: { field: string }) => e.field)).toEqual(
      en.errors.map((e: { field: string }) => e.field),
    );
    expect(en.errors).toContainEqual({ field: 'message', message: 'must be a string' });
    expect(cy.errors).toContainEqual({ field: 'message', message: 'rhaid iddo fod yn destun' });
    const extra = await t.http
      .post('/api/v1/intents/compile')
      .set(bearer(ada.token))
      .set('Accept-Language', 'cy')
      .send({ message: 'we just had a baby', admin: true })
      .expect(400);
    expect(extra.body.errors).toEqual([{ field: 'admin', message: 'ni chaniateir hwn' }]);
  });
});
