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
      options: [{ value: 'a', label: 'A' }],
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
  { name: '\ud800' },
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
