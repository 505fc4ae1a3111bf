import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import { deadlines, openings } from './deadlines';
import type { JourneyEvaluation, JourneyState } from './journey-engine';

describe('deadlines', () => {
  const move = {
    code: 'tell-the-council',
    due: { from: 'answer:move_date', days: 30, kind: 'LEGAL', text: 'Within 30 days.', source: 'A rule.' },
  };
  const evaluation = {
    milestones: [{ definition: move, status: 'CURRENT' }],
  } as unknown as JourneyEvaluation;
  const template = { milestones: [move] } as unknown as WorkflowTemplateDefinition;
  const today = new Date('2026-11-27T12:00:00Z');

  // An answer is bounded by its question (not_after), but a fact read from a message is not.
  it('shows a deadline past 9999-12-31 as the last day there is, never an error (was a 500)', () => {
    const told: JourneyState = { facts: { move_date: '9999-12-30' }, completed: [], documents: [] };
    expect(deadlines(template, told, evaluation, today, today).get('tell-the-council')).toEqual({
      dueDate: '9999-12-31',
      kind: 'LEGAL',
      text: 'Within 30 days.',
      overdue: false,
    });
  });

  it('counts calendar months and month ends as the templates’ texts say them', () => {
    const due = (rule: object, answered: string) => {
      const m = { code: 'm', due: { from: 'answer:when', kind: 'LEGAL', text: 't', ...rule } };
      const state: JourneyState = {
        facts: {},
        documents: [],
        completed: [{ code: 'a', answers: { when: answered }, completedAt: today, automatic: false }],
      };
      const evaluated = {
        milestones: [{ definition: m, status: 'CURRENT' }],
      } as unknown as JourneyEvaluation;
      const t = { milestones: [m] } as unknown as WorkflowTemplateDefinition;
      return deadlines(t, state, evaluated, today, today).get('m')?.dueDate;
    };
    // "Within 3 months of the birth": 20 November → 20 February (90 days would be 18 February).
    expect(due({ months: 3 }, '2026-11-20')).toBe('2027-02-20');
    // A month without the day: its last day.
    expect(due({ months: 3 }, '2026-11-30')).toBe('2027-02-28');
    // "By the end of the sixth month after the death": a death in November → 31 May.
    expect(due({ months: 6, to_end_of_month: true }, '2026-11-20')).toBe('2027-05-31');
    // "Within 30 days of the end of the month your sales went over": from 30 November.
    expect(due({ days: 30, from_end_of_month: true }, '2026-11-03')).toBe('2026-12-30');
    expect(due({ days: 42 }, '2026-11-20')).toBe('2027-01-01');
  });

  it('shows no deadline while its rule does not hold (a coroner is looking into the death)', () => {
    const register = {
      code: 'register-the-death',
      due: {
        from: 'answer:date_of_death',
        days: 5,
        applies_when: { '!=': [{ var: 'answers.about-the-death.coroner_involved' }, true] },
        kind: 'LEGAL',
        text: 'Within 5 days, unless a coroner is looking into the death.',
      },
    };
    const t = { milestones: [register] } as unknown as WorkflowTemplateDefinition;
    const evaluated = {
      milestones: [{ definition: register, status: 'CURRENT' }],
    } as unknown as JourneyEvaluation;
    const told = (coroner: boolean): JourneyState => ({
      facts: {},
      documents: [],
      completed: [
        {
          code: 'about-the-death',
          answers: { date_of_death: '2026-11-01', coroner_involved: coroner },
          completedAt: today,
          automatic: false,
        },
      ],
    });
    expect(deadlines(t, told(true), evaluated, today, today).has('register-the-death')).toBe(false);
    expect(deadlines(t, told(false), evaluated, today, today).get('register-the-death')).toMatchObject({
      dueDate: '2026-11-06',
      overdue: true,
    });
  });

  it('gives the first day a step opens, counted like a deadline, and no deadline with it', () => {
    const finalOrder = {
      code: 'apply-for-final-order',
      opens: {
        from: 'answer:conditional_order_date',
        days: 43,
        text: 'From 6 weeks and 1 day.',
        source: 'A law.',
      },
    };
    const later = {
      code: 'later',
      opens: { from: 'answer:not_answered', months: 1, text: 't', source: 's' },
    };
    const evaluated = {
      milestones: [
        { definition: finalOrder, status: 'CURRENT' },
        { definition: later, status: 'UPCOMING' },
      ],
    } as unknown as JourneyEvaluation;
    const state: JourneyState = {
      facts: {},
      documents: [],
      completed: [
        {
          code: 'apply-for-conditional-order',
          answers: { conditional_order_date: '2026-09-01' },
          completedAt: today,
          automatic: false,
        },
      ],
    };
    const opens = openings(state, evaluated, today);
    // Long past (today is 2026-11-27), and still only a first day: no deadline is made of it.
    expect(opens.get('apply-for-final-order')).toEqual({
      opensOn: '2026-10-14',
      text: 'From 6 weeks and 1 day.',
    });
    // Its start not known yet: no day.
    expect(opens.has('later')).toBe(false);
    const t = { milestones: [finalOrder, later] } as unknown as WorkflowTemplateDefinition;
    expect(deadlines(t, state, evaluated, today, today).size).toBe(0);
  });
});
