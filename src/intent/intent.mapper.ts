import type { IntentDto } from './dto/intent.dto';
import type { IntentEntity } from './intent.entity';

export function toIntentDto(intent: IntentEntity): IntentDto {
  return {
    intent_id: intent.id,
    supported: intent.supported,
    workflow_code: intent.workflowCode,
    assessment: {
      life_event: intent.lifeEvent,
      summary: intent.summary,
      facts: intent.facts as Record<string, boolean | number | string>,
      confidence: intent.confidence,
      alternatives: intent.alternatives,
    },
    suggestions: intent.suggestions,
    created_at: intent.createdAt,
  };
}
