import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import { deadlines } from './deadlines';
import type { JourneyEvaluation, JourneyState } from './journey-engine';

describe('deadlines at the end of the calendar', () => {
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
});
