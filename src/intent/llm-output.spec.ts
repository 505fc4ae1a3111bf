import birth from '../workflow-template/templates/birth-of-a-child.json';
import type { WorkflowTemplateDefinition } from '../workflow-template/workflow-template.types';
import { LlmOutputInvalidError, parseLlmOutput } from './llm-output';

const active = [birth as unknown as WorkflowTemplateDefinition];

describe('language-model output validation', () => {
  it('keeps an active workflow code and only declared, well-typed facts', () => {
    const out = parseLlmOutput(
      '```json\n{"workflow_code":"birth-of-a-child","confidence":0.8,"facts":{"birth_date":"2026-11-02","multiple_birth":"true","born_abroad":false,"x":1},"summary":"http://evil"}\n```',
      active,
    );
    expect(out).toEqual({
      workflowCode: 'birth-of-a-child',
      confidence: 0.8,
      facts: { birth_date: '2026-11-02', born_abroad: false },
    });
  });

  it.each([
    ['not JSON', 'sure! here you go'],
    ['an unknown workflow', '{"workflow_code":"moving-home","confidence":0.9}'],
    ['a missing confidence', '{"workflow_code":"birth-of-a-child"}'],
    ['a confidence above 1', '{"workflow_code":"birth-of-a-child","confidence":2}'],
    ['facts that are not an object', '{"workflow_code":"birth-of-a-child","confidence":1,"facts":"all"}'],
    ['an array', '[]'],
  ])('refuses %s', (_what, content) => {
    expect(() => parseLlmOutput(content, active)).toThrow(LlmOutputInvalidError);
  });

  it('turns "none" into an unsupported assessment without facts', () => {
    expect(
      parseLlmOutput('{"workflow_code":null,"confidence":0.7,"facts":{"birth_date":"2026-01-01"}}', active),
    ).toEqual({
      workflowCode: null,
      confidence: 0.7,
      facts: {},
    });
  });
});
