import birth from '../workflow-template/templates/birth-of-a-child.json';
import job from '../workflow-template/templates/losing-a-job.json';
import moving from '../workflow-template/templates/moving-home.json';
import type { FactDeclaration } from '../workflow-template/workflow-template.types';
import { extractFacts, isIsoDate, leadingDate } from './fact-extraction';

const today = new Date('2026-11-20T12:00:00Z');
const facts = (t: { facts: unknown }) => t.facts as FactDeclaration[];

describe('fact extraction', () => {
  it.each([
    ['2026-03-02', '2026-03-02'],
    ['2 March', '2026-03-02'],
    ['the 2nd of March 2025', '2025-03-02'],
    ['March 2nd, 2025', '2025-03-02'],
    ['sept 9', '2026-09-09'],
    ['yesterday', '2026-11-19'],
    ['31 February', undefined],
    ['soon', undefined],
  ])('reads a leading date in %j', (text, expected) => {
    expect(leadingDate(text, today)).toBe(expected);
  });

  it('reads dates after their cues, the longest cue first', () => {
    expect(extractFacts('Our son was born on 2 November', facts(birth), today)).toEqual({
      birth_date: '2026-11-02',
    });
    expect(extractFacts('my last day is 30 April', facts(job), today)).toEqual({
      last_working_day: '2026-04-30',
    });
    expect(extractFacts('the baby arrived yesterday', facts(birth), today)).toEqual({
      birth_date: '2026-11-19',
    });
  });

  it('reads yes/no facts from their cues, not when negated', () => {
    expect(extractFacts('we had twins', facts(birth), today)).toEqual({ multiple_birth: true });
    expect(extractFacts('moving with my kids and my car to a rental', facts(moving), today)).toEqual({
      renting: true,
      has_children: true,
      has_vehicle: true,
    });
    expect(extractFacts('moving house, no kids and without a car', facts(moving), today)).toEqual({});
  });

  it('reads counts before their nouns', () => {
    expect(extractFacts('I lost my job and have 3 children', facts(job), today)).toEqual({
      number_of_children: 3,
    });
    expect(extractFacts('laid off, two young kids at home', facts(job), today)).toEqual({
      made_redundant: true,
      number_of_children: 2,
    });
    expect(extractFacts('fired, no children', facts(job), today)).toEqual({ number_of_children: 0 });
  });

  it('checks calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });
});
