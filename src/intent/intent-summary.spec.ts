import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import { summarizeIntent } from './intent-summary';

describe('the summary a citizen reads of their message', () => {
  const birth = {
    title: 'Having a baby',
    facts: [
      { key: 'birth_date', type: 'date', label: 'Date of birth of the baby', cues: [] },
      { key: 'twins', type: 'boolean', label: 'More than one baby', cues: [] },
    ],
  } as unknown as WorkflowTemplateDefinition;
  const separating = {
    title: 'Separating, divorce or ending a civil partnership',
  } as unknown as WorkflowTemplateDefinition;

  it('writes dates out as people read them, in their language (was 2026-11-02)', () => {
    const facts = { birth_date: '2026-11-02', twins: true };
    expect(summarizeIntent(birth, facts, [])).toBe(
      'Having a baby. You told us: Date of birth of the baby: 2 November 2026; More than one baby: yes.',
    );
    expect(summarizeIntent(birth, facts, [], 'cy')).toContain('2 Tachwedd 2026');
  });

  it('separates the life events it offers with semicolons, as their titles hold commas', () => {
    expect(summarizeIntent(undefined, {}, [birth, separating])).toBe(
      'We could not match your message to a life event we can help with yet. We can help with: ' +
        'Having a baby; Separating, divorce or ending a civil partnership.',
    );
  });
});
