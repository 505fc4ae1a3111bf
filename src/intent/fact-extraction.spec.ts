import birth from '../workflow-template/templates/birth-of-a-child.json';
import job from '../workflow-template/templates/losing-a-job.json';
import moving from '../workflow-template/templates/moving-home.json';
import bereavement from '../workflow-template/templates/bereavement.json';
import marriage from '../workflow-template/templates/getting-married.json';
import separating from '../workflow-template/templates/separating.json';
import retiring from '../workflow-template/templates/retiring.json';
import business from '../workflow-template/templates/starting-a-business.json';
import type { FactDeclaration } from '../workflow-template/workflow-template.types';
import { extractFacts, FactValue, isIsoDate } from './fact-extraction';

/** Friday 20 November 2026, midday: every relative date below is resolved against it. */
const today = new Date('2026-11-20T12:00:00Z');
const templates = { birth, job, moving, bereavement, marriage, separating, retiring, business } as const;
type Template = keyof typeof templates;
const facts = (t: Template) => templates[t].facts as FactDeclaration[];

/** Message → facts, said on Friday 20 November 2026 (issue 12: at least 40 rows). */
const TABLE: readonly [Template, string, Record<string, FactValue>][] = [
  // Birth dates: absolute, partial, relative, on the past side of today
  ['birth', 'Our son was born on 2 November', { birth_date: '2026-11-02' }],
  ['birth', 'our daughter was born on 2026-10-28', { birth_date: '2026-10-28' }],
  ['birth', 'the baby arrived yesterday', { birth_date: '2026-11-19' }],
  ['birth', 'she was born on the 3rd', { birth_date: '2026-11-03' }],
  ['birth', 'he was born on the 25th', { birth_date: '2026-10-25' }],
  ['birth', 'our baby was born 2 weeks ago', { birth_date: '2026-11-06' }],
  ['birth', 'we had a baby last night', { birth_date: '2026-11-19' }],
  ['birth', 'our girl was born on Monday', { birth_date: '2026-11-16' }],
  ['birth', 'born 12 Nov at the city hospital', { birth_date: '2026-11-12' }],
  ['birth', 'was born on 25 December', { birth_date: '2025-12-25' }],
  ['birth', 'our son was born in March 2025', { birth_date: '2025-03-01' }],
  ['birth', 'the baby was born on 31/10/2026', { birth_date: '2026-10-31' }],
  ['birth', 'my wife gave birth on the 2nd of November', { birth_date: '2026-11-02' }],
  ['birth', 'she was born three days ago', { birth_date: '2026-11-17' }],
  ['birth', 'our son arrived this morning', { birth_date: '2026-11-20' }],
  ['birth', 'the baby was born on 31 February', {}],
  ['birth', 'we had a baby', {}],
  // Birth yes/no facts
  ['birth', 'we had twins', { multiple_birth: true }],
  ['birth', 'triplets were born on 1 November', { birth_date: '2026-11-01', multiple_birth: true }],
  ['birth', 'I gave birth abroad last week', { born_abroad: true, birth_date: '2026-11-13' }],
  ['birth', 'not twins, just one baby', {}],
  // Last working days: the future unless the sentence says it is over
  ['job', 'my last day is 30 April', { last_working_day: '2027-04-30' }],
  ['job', 'my last day was 30 October', { last_working_day: '2026-10-30' }],
  ['job', 'my last day is 2026-12-18', { last_working_day: '2026-12-18' }],
  ['job', 'my last day was Friday', { last_working_day: '2026-11-13' }],
  ['job', 'my last day is next Friday', { last_working_day: '2026-11-27' }],
  ['job', 'I finish on the 30th and my last day is the 30th', { last_working_day: '2026-11-30' }],
  ['job', 'contract ends on 15 January', { last_working_day: '2027-01-15' }],
  [
    'job',
    'I was made redundant and finished on 2 November',
    { made_redundant: true, last_working_day: '2026-11-02' },
  ],
  ['job', 'working until the end of the month', { last_working_day: '2026-11-30' }],
  // Counts and yes/no facts of a lost job
  ['job', 'I lost my job and have 3 children', { number_of_children: 3 }],
  ['job', 'laid off, two young kids at home', { made_redundant: true, number_of_children: 2 }],
  ['job', 'fired, no children', { number_of_children: 0 }],
  ['job', 'I was made redundant and have four kids', { made_redundant: true, number_of_children: 4 }],
  ['job', 'I got fired', {}],
  // Move dates: the future unless the sentence says it happened
  ['moving', 'we are moving on 15 June', { move_date: '2027-06-15' }],
  [
    'moving',
    'we sold the house and are renting in Bristol from June',
    { move_date: '2027-06-01', renting: true },
  ],
  ['moving', 'we moved on 2 November', { move_date: '2026-11-02' }],
  ['moving', 'moving on the 3rd', { move_date: '2026-12-03' }],
  ['moving', 'we move in on Saturday', { move_date: '2026-11-21' }],
  ['moving', 'we are moving tomorrow', { move_date: '2026-11-21' }],
  [
    'moving',
    "We're moving on 2026-12-15 to a rental flat, no kids",
    { move_date: '2026-12-15', renting: true },
  ],
  ['moving', 'relocating in January', { move_date: '2027-01-01' }],
  ['moving', 'we moved last weekend to a rented flat', { renting: true, move_date: '2026-11-15' }],
  // Yes/no facts of a move, negation
  [
    'moving',
    'moving with my kids and my car to a rental',
    { renting: true, has_children: true, has_vehicle: true },
  ],
  ['moving', 'moving house, no kids and without a car', {}],
  ['moving', 'I do not have a car', {}],
];

/** The date fact of each template, for the date table. */
const DATE_FACT: Record<Template, string> = {
  birth: 'birth_date',
  job: 'last_working_day',
  moving: 'move_date',
  bereavement: 'date_of_death',
  marriage: 'ceremony_date',
  separating: 'separation_date',
  retiring: 'retirement_date',
  business: 'start_date',
};

/**
 * Issue 23, dates right or absent (said on Friday 20 November 2026): the date a message says, or
 * none when it says none. Durations are never dates, "since" and "last" look back, "now" is no date,
 * and a date that belongs to another thing (a funeral, an appointment) does not date the event.
 */
const DATES: readonly [Template, string, string | null][] = [
  ['job', 'made redundant after 12 years', null],
  ['job', 'I was made redundant after 12 years with the firm', null],
  ['job', 'I worked there for 5 years and got sacked', null],
  ['job', 'out of work since Monday', '2026-11-16'],
  ['job', 'unemployed since last Friday', '2026-11-13'],
  ['job', 'I lost my job last Friday', '2026-11-13'],
  ['job', 'I lost my job 2 years ago', '2024-11-20'],
  ['job', 'laid off, what now', null],
  ['job', 'I lost my job, my interview for a new one is on Monday', null],
  ['job', 'my last day is in 2 weeks', '2026-12-04'],
  ['birth', 'we just had a baby, what now', null],
  ['birth', 'I have just given birth', null],
  ['birth', 'our baby is 3 months old', null],
  ['birth', 'my son was born today', '2026-11-20'],
  ['birth', 'had a baby on Tuesday', '2026-11-17'],
  ['birth', 'baby born since Monday and not registered', '2026-11-16'],
  ['birth', 'we had a baby, the check up is on Monday', null],
  ['moving', 'we are moving house, what now', null],
  ['moving', 'we have lived here for 10 years and are moving', null],
  ['moving', 'we moved last Friday', '2026-11-13'],
  ['moving', 'we are moving in 10 days', '2026-11-30'],
  ['bereavement', 'my dad died last Friday', '2026-11-13'],
  ['bereavement', 'my mother passed away on 2 November', '2026-11-02'],
  ['bereavement', 'my husband died yesterday', '2026-11-19'],
  ['bereavement', 'my wife died, we were married for 40 years', null],
  ['bereavement', 'my mum died, the funeral is on Friday', null],
  ['bereavement', 'my grandad passed away 3 weeks ago', '2026-10-30'],
  ['bereavement', 'my dad died, what now', null],
  ['bereavement', 'I lost my mum on the 3rd', '2026-11-03'],
  ['marriage', 'we are getting married on 12 June', '2027-06-12'],
  ['marriage', 'we got married last Saturday', '2026-11-14'],
  ['marriage', 'we have been together for 6 years and want to marry', null],
  ['marriage', 'our wedding is next summer', null],
  ['separating', 'we separated in March', '2026-03-01'],
  ['separating', 'we split up after 15 years', null],
  ['separating', 'my husband left me on Sunday', '2026-11-15'],
  ['separating', 'I want a divorce', null],
  ['retiring', 'I retire on 31 March', '2027-03-31'],
  ['retiring', 'I retired last month after 40 years', '2026-10-01'],
  ['retiring', 'retiring after 30 years of service', null],
  ['business', 'I started trading on Monday', '2026-11-16'],
  ['business', 'going self-employed from 1 January', '2027-01-01'],
  ['business', 'I have been a plumber for 20 years and want to work for myself', null],
  ['business', 'I want to start a business', null],
];

describe('dates right or absent (issue 23)', () => {
  it('has a table of at least 40 phrasings', () => {
    expect(DATES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(DATES)('%s: %j → %s', (template, message, expected) => {
    expect(extractFacts(message, facts(template), today)[DATE_FACT[template]]).toBe(expected ?? undefined);
  });
});

describe('fact extraction', () => {
  it('has a table of at least 40 messages', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('%s: %j', (template, message, expected) => {
    expect(extractFacts(message, facts(template), today)).toEqual(expected);
  });

  it('checks calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });
});
