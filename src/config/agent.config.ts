import { registerAs } from '@nestjs/config';
import type { ChatCompletionSettings } from '../common/llm/chat-completion.client';
import { readLlmSettings } from './llm.config';

export interface AgentConfig {
  /** The optional language-model agent; null (offline agent only) when AGENT_LLM_BASE_URL is unset. */
  llm: ChatCompletionSettings | null;
}

export function readAgentConfig(env: NodeJS.ProcessEnv = process.env): AgentConfig {
  return { llm: readLlmSettings(env, 'AGENT') };
}

export const agentConfig = registerAs('agent', () => readAgentConfig());
