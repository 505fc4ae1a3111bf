import { registerAs } from '@nestjs/config';
import type { ChatCompletionSettings } from '../common/llm/chat-completion.client';
import { int } from './env';
import { readLlmSettings } from './llm.config';

export interface IntentConfig {
  /** Below this classifier score (0–1) a message is not supported. INTENT_MIN_CONFIDENCE_PERCENT. */
  minConfidence: number;
  /** The optional language-model compiler; null when INTENT_LLM_BASE_URL is unset. */
  llm: ChatCompletionSettings | null;
}

export function readIntentConfig(env: NodeJS.ProcessEnv = process.env): IntentConfig {
  return {
    minConfidence: int(env, 'INTENT_MIN_CONFIDENCE_PERCENT', 55, 1, 100) / 100,
    llm: readLlmSettings(env, 'INTENT'),
  };
}

export const intentConfig = registerAs('intent', () => readIntentConfig());
