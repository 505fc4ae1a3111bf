import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import { extractFacts, type FactValue } from './fact-extraction';
import { NluClassifier } from './nlu/nlu-classifier';

/** Friday 20 November 2026, midday: every relative date below is resolved against it. */
const today = new Date('2026-11-20T12:00:00Z');
const dir = join(__dirname, '../workflow-template/templates');
const templates = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as WorkflowTemplateDefinition);

/** Welsh message → facts, said on Friday 20 November 2026 (issue 24): Welsh cues, dates, numbers and negation. */
const TABLE: readonly [string, string, Record<string, FactValue>][] = [
  // Births: Welsh month names, mutated forms, relative days
  ['birth-of-a-child', 'ganwyd ein mab ar 2 Tachwedd', { birth_date: '2026-11-02' }],
  ['birth-of-a-child', 'ganwyd hi ar y 3ydd', { birth_date: '2026-11-03' }],
  ['birth-of-a-child', 'ganwyd ein merch ar y 3ydd o Fawrth', { birth_date: '2026-03-03' }],
  ['birth-of-a-child', 'cyrhaeddodd y babi ddoe', { birth_date: '2026-11-19' }],
  ['birth-of-a-child', 'ganwyd ein babi bythefnos yn ôl', { birth_date: '2026-11-06' }],
  ['birth-of-a-child', 'cawson ni fabi neithiwr', { birth_date: '2026-11-19' }],
  ['birth-of-a-child', 'ganwyd hi ddydd Llun', { birth_date: '2026-11-16' }],
  ['birth-of-a-child', 'ganwyd hi ym mis Mawrth 2025', { birth_date: '2025-03-01' }],
  ['birth-of-a-child', 'ganwyd y babi ar 31/10/2026', { birth_date: '2026-10-31' }],
  ['birth-of-a-child', 'ganwyd ar 31 Chwefror', {}],
  ['birth-of-a-child', 'cawson ni efeilliaid', { multiple_birth: true }],
  [
    'birth-of-a-child',
    'cawson ni efeilliaid ar 2 Tachwedd',
    { multiple_birth: true, birth_date: '2026-11-02' },
  ],
  ['birth-of-a-child', 'dim efeilliaid, un babi', {}],
  [
    'birth-of-a-child',
    'ganwyd ein mab dramor wythnos diwethaf',
    { born_abroad: true, birth_date: '2026-11-13' },
  ],
  ['birth-of-a-child', 'rydyn ni wedi cael babi', {}],
  ['birth-of-a-child', 'ges i fabi bach dydd Sul, genedigaeth yn iawn', { birth_date: '2026-11-15' }],
  // Last working days, children counted in Welsh, durations that are no dates
  ['losing-a-job', 'fy niwrnod olaf yw 30 Ebrill', { last_working_day: '2027-04-30' }],
  ['losing-a-job', 'fy niwrnod olaf oedd 30 Hydref', { last_working_day: '2026-10-30' }],
  ['losing-a-job', 'fy niwrnod olaf oedd dydd Gwener', { last_working_day: '2026-11-13' }],
  [
    'losing-a-job',
    'ces i fy niswyddo, mae gen i dri o blant',
    { made_redundant: true, number_of_children: 3 },
  ],
  ['losing-a-job', 'colli swydd, dim plant', { number_of_children: 0 }],
  ['losing-a-job', 'colli swydd ar ôl 12 mlynedd', {}],
  ['losing-a-job', 'di-waith ers dydd Llun', { last_working_day: '2026-11-16' }],
  // Moving home
  ['moving-home', 'symud ar 1 Rhagfyr', { move_date: '2026-12-01' }],
  ['moving-home', 'symudon ni ddoe', { move_date: '2026-11-19' }],
  ['moving-home', "rydyn ni'n rhentu gan landlord", { renting: true }],
  ['moving-home', "symud efo'r plant a fy nghar", { has_children: true, has_vehicle: true }],
  // Bereavement: a funeral's date dates no death
  ['bereavement', 'bu farw fy nhad ddoe', { date_of_death: '2026-11-19' }],
  ['bereavement', 'bu farw mam ar 2 Hydref', { date_of_death: '2026-10-02' }],
  ['bereavement', 'bu farw fy ngŵr dramor', { died_abroad: true }],
  ['bereavement', "dw i'n ysgutor", { is_executor: true }],
  ['bereavement', "bu farw dad nos Wener, mae'r angladd ddydd Iau", { date_of_death: '2026-11-13' }],
  // Marriage
  ['getting-married', "rydyn ni'n priodi ar 12 Mai", { ceremony_date: '2027-05-12' }],
  ['getting-married', 'priodas ym mis Mehefin', { ceremony_date: '2027-06-01' }],
  [
    'getting-married',
    'partneriaeth sifil ar 3 Mai',
    { civil_partnership: true, ceremony_date: '2027-05-03' },
  ],
  ['getting-married', 'mae fy nyweddi o dramor', { partner_from_abroad: true }],
  // Separating, retiring, starting a business
  ['separating', 'gwahanon ni fis diwethaf', { separation_date: '2026-10-01' }],
  ['separating', 'wedi gwahanu, mae gennym ni ddau o blant', { has_children: true }],
  ['retiring', "dw i'n ymddeol ar 31 Mawrth", { retirement_date: '2027-03-31' }],
  ['retiring', 'ymddeolais wythnos diwethaf', { retirement_date: '2026-11-13' }],
  ['retiring', 'mae gen i bensiwn gweithle', { has_workplace_pension: true }],
  ['retiring', 'symud i rywle llai ar ôl ymddeol', { downsizing: true }],
  ['starting-a-business', 'dechrau masnachu ar 1 Ionawr', { start_date: '2027-01-01' }],
  ['starting-a-business', 'dechreuais fasnachu 3 wythnos yn ôl', { start_date: '2026-10-30' }],
  ['starting-a-business', 'sefydlu cwmni cyfyngedig', { limited_company: true }],
  ['starting-a-business', 'eisiau cyflogi staff', { taking_on_staff: true }],
];

describe('Fact extraction in Welsh (issue 24)', () => {
  let classifier: NluClassifier;
  beforeAll(async () => {
    classifier = await NluClassifier.train(templates);
  });

  it('has a table of at least 40 Welsh phrasings', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('%s: %j → %j', (code, message, expected) => {
    const template = templates.find((t) => t.code === code)!;
    expect(classifier.language(message)).toBe('cy');
    expect(
      extractFacts(message, classifier.factsIn(template, 'cy'), today, classifier.factLanguage('cy')),
    ).toEqual(expected);
  });
});
