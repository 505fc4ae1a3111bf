import { registerAs } from '@nestjs/config';
import { ConfigError, duration, int, str, url } from './env';

export interface IntentConfig {
  /** Below this classifier score (0–1) a message is not supported. INTENT_MIN_CONFIDENCE_PERCENT. */
  minConfidence: number;
  /** The optional language-model compiler; null when INTENT_LLM_BASE_URL is unset. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
}

export function readIntentConfig(env: NodeJS.ProcessEnv = process.env): IntentConfig {
  const baseUrl = url(env, 'INTENT_LLM_BASE_URL');
  const model = str(env, 'INTENT_LLM_MODEL');
  if (baseUrl && !model)
    throw new ConfigError('INTENT_LLM_MODEL', 'required when INTENT_LLM_BASE_URL is set');
  return {
    minConfidence: int(env, 'INTENT_MIN_CONFIDENCE_PERCENT', 60, 1, 100) / 100,
    llm: baseUrl
      ? {
          baseUrl: baseUrl.replace(/\/+$/, ''),
          model: model!,
          apiKey: str(env, 'INTENT_LLM_API_KEY'),
          timeoutMs: duration(env, 'INTENT_LLM_TIMEOUT', 10_000),
        }
      : null,
  };
}

export const intentConfig = registerAs('intent', () => readIntentConfig());
