import type { SignedIn } from '../factories/auth.factory';
import { bearer, createIntentTestApp, JourneyTestApp } from '../factories/journey.factory';

/** DESIGN §17: POST /intents/compile understands Welsh as it understands English (issue 24). */
describe('Intents: compile in Welsh', () => {
  let t: JourneyTestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    ({ t, citizen: ada } = await createIntentTestApp());
  });
  afterAll(() => t.close());

  const compile = (message: string, language?: string) => {
    const req = t.http.post('/api/v1/intents/compile').set(bearer(ada.token));
    return (language ? req.set('Accept-Language', language) : req).send({ message });
  };

  it.each([
    ['Mae ein babi bach wedi cyrraedd bore ma', 'birth-of-a-child'],
    ["Dw i wedi cael fy niswyddo o'r ffatri", 'losing-a-job'],
    ["Rydyn ni'n symud tŷ i Aberystwyth", 'moving-home'],
    ['Bu farw fy nhad neithiwr', 'bereavement'],
    ["Rydyn ni'n priodi yn y gwanwyn", 'getting-married'],
    ["Mae fy ngŵr a fi'n gwahanu", 'separating'],
    ["Dw i'n ymddeol ar ôl 40 mlynedd", 'retiring'],
    ["Dw i'n dechrau busnes fel plymwr", 'starting-a-business'],
  ])('a Welsh message about a supported life event finds its workflow: %j → %s', async (message, code) => {
    const res = await compile(message, 'cy').expect(201);
    expect(res.body).toMatchObject({ supported: true, workflow_code: code });
    expect(res.body.assessment.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('extracts Welsh facts: Welsh month names, relative days, cues and counts', async () => {
    const twins = await compile('Cawson ni efeilliaid ar 2 Tachwedd').expect(201);
    expect(twins.body.workflow_code).toBe('birth-of-a-child');
    expect(twins.body.assessment.facts).toEqual({ birth_date: '2026-11-02', multiple_birth: true });
    const job = await compile('Ces i fy niswyddo ddoe, mae gen i dri o blant').expect(201);
    expect(job.body.workflow_code).toBe('losing-a-job');
    expect(job.body.assessment.facts).toEqual({
      last_working_day: '2026-11-19',
      made_redundant: true,
      number_of_children: 3,
    });
  });

  it('lets Welsh negation decide, as English negation does', async () => {
    const res = await compile('Nid babi sydd gen i, dw i wedi colli fy swydd').expect(201);
    expect(res.body.workflow_code).toBe('losing-a-job');
  });

  it('answers an unrelated Welsh message, or a Welsh near miss, as not supported', async () => {
    for (const message of ['Mae fy ffôn wedi marw', 'Sut mae adnewyddu fy mhasbort?', 'Diolch yn fawr']) {
      const res = await compile(message, 'cy').expect(201);
      expect(res.body).toMatchObject({ supported: false, workflow_code: null });
    }
  });

  it('reads the message in its own language whatever the request asks the answer in', async () => {
    const english = await compile('we just had a baby', 'cy').expect(201);
    expect(english.body.workflow_code).toBe('birth-of-a-child');
    const welsh = await compile('Mae fy mam wedi marw', 'en').expect(201);
    expect(welsh.body.workflow_code).toBe('bereavement');
  });
});
