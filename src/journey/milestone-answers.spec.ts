import { fieldMessage, fieldMessageOf } from '../common/i18n/messages';
import type { MilestoneDefinition } from '../workflow-template/workflow-template.types';
import { checkAnswers } from './milestone-answers';

const milestone = {
  code: 'm',
  questions: [
    { key: 'name', label: 'Name', input_type: 'text', required: true },
    { key: 'count', label: 'Count', input_type: 'number', required: true, min: 1, max: 9, integer: true },
    { key: 'born', label: 'Born', input_type: 'date', required: true, not_after: 'today' },
    { key: 'moved', label: 'Moved', input_type: 'date', required: true, not_before: '2020-01-01' },
    { key: 'ok', label: 'OK', input_type: 'boolean', required: true },
    {
      key: 'pick',
      label: 'Pick',
      input_type: 'single_choice',
      required: true,
      options: [{ value: 'a', label: 'A' }],
    },
    {
      key: 'many',
      label: 'Many',
      input_type: 'multi_choice',
      required: true,
      options: [
        { value: 'a', label: 'A' },
        { value: 'none', label: 'None of these', exclusive: true },
      ],
    },
    { key: 'other', label: 'Other', input_type: 'text', required: true },
  ],
} as unknown as MilestoneDefinition;

const now = new Date('2026-11-26T10:00:00Z');
const answerSets: Record<string, unknown>[] = [
  { name: 5, count: 'x', born: '2026-13-01', moved: 'soon', ok: 'yes', pick: 'b', many: 'a', pet: 1 },
  { name: '   ', count: 2.5, born: '2099-01-01', moved: '2019-12-31', many: ['b'] },
  { name: 'x'.repeat(2001), count: 0, many: ['a', 'a'] },
  { name: 'a\u0000', count: 10, many: [] },
  { name: '\ud800', many: ['a', 'none'] },
];

describe('answers validator in every language (issue 24)', () => {
  it('knows every message the answers validator writes, and answers it in Welsh', () => {
    const messages = answerSets.flatMap((a) =>
      checkAnswers(milestone, a, now).problems.map((p) => p.message),
    );
    expect(messages.length).toBeGreaterThan(15);
    for (const english of messages) {
      expect({ english, known: fieldMessageOf(english) !== undefined }).toEqual({ english, known: true });
      expect(fieldMessage(english, 'cy')).not.toBe(english);
      expect(fieldMessage(english, 'en')).toBe(english);
    }
  });
});

describe('date bounds relative to today (issue 20: a date of 1800 or 2999 is not an answer)', () => {
  const dated = {
    code: 'd',
    questions: [
      {
        key: 'when',
        label: 'When did you separate?',
        input_type: 'date',
        required: true,
        not_before: 'today-5y',
        not_after: 'today',
      },
      { key: 'plan', label: 'When?', input_type: 'date', required: true, not_after: 'today+2y' },
      { key: 'soon', label: 'When?', input_type: 'date', required: true, not_after: 'today+1m' },
      { key: 'days', label: 'When?', input_type: 'date', required: true, not_before: 'today-30d' },
    ],
  } as unknown as MilestoneDefinition;
  // Noon in London: today is the 26th in the earliest time zone (UTC−12), the 27th in the latest (UTC+14).
  const noon = new Date('2026-11-26T12:00:00Z');
  const check = (answers: Record<string, unknown>, at = noon) =>
    checkAnswers(dated, answers, at).problems.map((p) => `${p.field} ${p.message}`);
  const fine = { when: '2026-11-20', plan: '2027-06-01', soon: '2026-12-01', days: '2026-11-01' };

  it('accepts dates inside the bounds, the bounds themselves included', () => {
    expect(check(fine)).toEqual([]);
    expect(
      check({ ...fine, when: '2021-11-26', plan: '2028-11-27', soon: '2026-12-27', days: '2026-10-27' }),
    ).toEqual([]);
  });

  it('refuses dates beyond them, naming the date the bound stands for, in the time zone kinder to the citizen', () => {
    expect(
      check({ ...fine, when: '1800-01-01', plan: '2999-01-01', soon: '2026-12-28', days: '2026-10-26' }),
    ).toEqual([
      'answers.when must not be before 2021-11-26',
      'answers.plan must not be after 2028-11-27',
      'answers.soon must not be after 2026-12-27',
      'answers.days must not be before 2026-10-27',
    ]);
    expect(check({ ...fine, when: '2999-01-01' })).toEqual(['answers.when must not be in the future']);
  });

  it('ends a month that lacks the day at its last day (31 January and one month: 28 February)', () => {
    const endOfJanuary = new Date('2027-01-30T09:00:00Z'); // the 30th everywhere
    expect(
      check(
        { ...fine, when: '2027-01-30', plan: '2027-02-01', soon: '2027-03-01', days: '2027-01-30' },
        endOfJanuary,
      ),
    ).toEqual(['answers.soon must not be after 2027-02-28']);
  });

  it('is what the template schema accepts, and nothing else', () => {
    const { pattern } = jest.requireActual<{ definitions: { dateBound: { pattern: string } } }>(
      '../workflow-template/workflow-template.schema.json',
    ).definitions.dateBound;
    const bound = new RegExp(pattern);
    for (const ok of ['today', 'today-5y', 'today+2y', 'today+6m', 'today-30d', '2020-01-01'])
      expect({ ok, matches: bound.test(ok) }).toEqual({ ok, matches: true });
    for (const bad of ['tomorrow', 'today+0y', 'today+2w', 'today 2y', '-5y', 'today+12345d'])
      expect({ bad, matches: bound.test(bad) }).toEqual({ bad, matches: false });
  });
});

describe('an option chosen alone or not at all', () => {
  it('refuses "none" beside another option (was accepted: "nothing owed" and "final wages"), and takes it alone', () => {
    const problems = (many: string[]) =>
      checkAnswers(milestone, { many }, now).problems.filter((p) => p.field === 'answers.many');
    expect(problems(['a', 'none'])).toEqual([expect.objectContaining({ message: 'must choose none alone' })]);
    expect(problems(['none'])).toEqual([]);
    expect(problems(['a'])).toEqual([]);
  });
});

describe('a date bounded by another answer (a conditional order was accepted before its application)', () => {
  const death = { key: 'died', label: 'Died', input_type: 'date', required: true } as const;
  const funeral = {
    code: 'funeral',
    questions: [
      {
        key: 'held',
        label: 'Funeral',
        input_type: 'date',
        required: false,
        not_before: 'today-5y',
        not_after: 'today+1y',
        not_before_answer: 'died',
      },
    ],
  } as unknown as MilestoneDefinition;
  const about = { code: 'about', questions: [death] } as unknown as MilestoneDefinition;
  const others = (question: object, value: unknown) =>
    new Map([[(question as { key: string }).key, { question: question as never, value }]]);

  it('refuses a date before the answer it names, and takes the same day or later', () => {
    const died = others(death, '2026-11-02');
    expect(checkAnswers(funeral, { held: '2026-11-01' }, now, died).problems).toEqual([
      { field: 'answers.held', message: 'must not be before 2026-11-02' },
    ]);
    expect(checkAnswers(funeral, { held: '2026-11-02' }, now, died).problems).toEqual([]);
    // Not answered yet (or withdrawn): no bound.
    expect(checkAnswers(funeral, { held: '2026-11-01' }, now).problems).toEqual([]);
  });

  it('refuses moving the earlier answer past the one that names it, on the earlier answer', () => {
    const held = others(funeral.questions[0], '2026-11-10');
    expect(checkAnswers(about, { died: '2026-11-11' }, now, held).problems).toEqual([
      { field: 'answers.died', message: 'must not be after 2026-11-10' },
    ]);
    expect(checkAnswers(about, { died: '2026-11-10' }, now, held).problems).toEqual([]);
  });

  it('the other way round: a date of birth not after the death', () => {
    const born = { key: 'born', label: 'Born', input_type: 'date', required: true, not_after_answer: 'died' };
    const register = { code: 'register', questions: [born] } as unknown as MilestoneDefinition;
    expect(checkAnswers(register, { born: '2026-11-03' }, now, others(death, '2026-11-02')).problems).toEqual(
      [{ field: 'answers.born', message: 'must not be after 2026-11-02' }],
    );
    expect(checkAnswers(about, { died: '1950-01-01' }, now, others(born, '1950-01-02')).problems).toEqual([
      { field: 'answers.died', message: 'must not be before 1950-01-02' },
    ]);
  });
});
