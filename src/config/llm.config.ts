import type { ChatCompletionSettings } from '../common/llm/chat-completion.client';
import { bytes, ConfigError, duration, str, url } from './env';

/**
 * The one shape of a language-model endpoint's settings (intent compiler, agent): `<PREFIX>_LLM_BASE_URL`
 * (an http(s) URL; unset turns the feature off: null), `_MODEL` (required with the URL), `_API_KEY`,
 * `_TIMEOUT` (10s) and `_MAX_RESPONSE_SIZE` (64kb).
 */
export function readLlmSettings(
  env: NodeJS.ProcessEnv,
  prefix: 'AGENT' | 'INTENT',
): ChatCompletionSettings | null {
  const baseUrl = url(env, `${prefix}_LLM_BASE_URL`);
  if (!baseUrl) return null;
  const model = str(env, `${prefix}_LLM_MODEL`);
  if (!model) throw new ConfigError(`${prefix}_LLM_MODEL`, `required when ${prefix}_LLM_BASE_URL is set`);
  if (!/^https?:$/.test(new URL(baseUrl).protocol))
    throw new ConfigError(`${prefix}_LLM_BASE_URL`, 'expected an http(s) URL');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: str(env, `${prefix}_LLM_API_KEY`),
    timeoutMs: duration(env, `${prefix}_LLM_TIMEOUT`, 10_000),
    maxResponseBytes: bytes(env, `${prefix}_LLM_MAX_RESPONSE_SIZE`, 64 * 1024),
  };
}
