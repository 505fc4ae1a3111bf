import { registerAs } from '@nestjs/config';
import { bytes, ConfigError, duration, str, url } from './env';

export interface AgentLlmSettings {
  /** OpenAI-compatible base URL (…/v1); the agent posts to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Largest model response read (bytes); the read stops there and the answer is dropped. */
  maxResponseBytes: number;
}

export interface AgentConfig {
  /** The optional language-model agent; null (offline agent only) when AGENT_LLM_BASE_URL is unset. */
  llm: AgentLlmSettings | null;
}

export function readAgentConfig(env: NodeJS.ProcessEnv = process.env): AgentConfig {
  const baseUrl = url(env, 'AGENT_LLM_BASE_URL');
  if (!baseUrl) return { llm: null };
  const model = str(env, 'AGENT_LLM_MODEL');
  if (!model) throw new ConfigError('AGENT_LLM_MODEL', 'required when AGENT_LLM_BASE_URL is set');
  if (!/^https?:$/.test(new URL(baseUrl).protocol))
    throw new ConfigError('AGENT_LLM_BASE_URL', 'expected an http(s) URL');
  return {
    llm: {
      baseUrl: baseUrl.replace(/\/+$/, ''),
      model,
      apiKey: str(env, 'AGENT_LLM_API_KEY'),
      timeoutMs: duration(env, 'AGENT_LLM_TIMEOUT', 10_000),
      maxResponseBytes: bytes(env, 'AGENT_LLM_MAX_RESPONSE_SIZE', 64 * 1024),
    },
  };
}

export const agentConfig = registerAs('agent', () => readAgentConfig());
