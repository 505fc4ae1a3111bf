import type { IntentDto } from './dto/intent.dto';
import type { IntentEntity, IntentSuggestion } from './intent.entity';

/** What an answer shows in the request's language (English: what is stored). */
export interface IntentTexts {
  summary: string;
  suggestions: IntentSuggestion[];
}

export function toIntentDto(intent: IntentEntity, texts?: IntentTexts): IntentDto {
  return {
    intent_id: intent.id,
    supported: intent.supported,
    workflow_code: intent.workflowCode,
    assessment: {
      life_event: intent.lifeEvent,
      summary: texts?.summary ?? intent.summary,
      facts: intent.facts as Record<string, boolean | number | string>,
      confidence: intent.confidence,
      alternatives: intent.alternatives,
    },
    suggestions: texts?.suggestions ?? intent.suggestions,
    created_at: intent.createdAt,
  };
}
