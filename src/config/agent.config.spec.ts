import { readAgentConfig } from './agent.config';
import { readIntentConfig } from './intent.config';

describe('agent settings', () => {
  it('is offline when no language model is configured', () => {
    expect(readAgentConfig({})).toEqual({ llm: null });
  });

  it('reads the language-model settings', () => {
    expect(
      readAgentConfig({
        AGENT_LLM_BASE_URL: 'http://127.0.0.1:8080/v1/',
        AGENT_LLM_MODEL: 'm',
        AGENT_LLM_TIMEOUT: '5s',
      }),
    ).toEqual({
      llm: {
        baseUrl: 'http://127.0.0.1:8080/v1',
        model: 'm',
        apiKey: undefined,
        timeoutMs: 5000,
        maxResponseBytes: 64 * 1024,
      },
    });
  });

  it.each([
    [{ AGENT_LLM_BASE_URL: 'http://127.0.0.1:8080/v1' }, 'AGENT_LLM_MODEL'],
    [{ AGENT_LLM_BASE_URL: 'not a url', AGENT_LLM_MODEL: 'm' }, 'AGENT_LLM_BASE_URL'],
    [{ AGENT_LLM_BASE_URL: 'file:///etc/passwd', AGENT_LLM_MODEL: 'm' }, 'AGENT_LLM_BASE_URL'],
    [
      { AGENT_LLM_BASE_URL: 'http://x', AGENT_LLM_MODEL: 'm', AGENT_LLM_TIMEOUT: 'soon' },
      'AGENT_LLM_TIMEOUT',
    ],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => readAgentConfig(env)).toThrow(new RegExp(`Invalid setting ${variable}`));
  });
});

describe('intent compiler settings', () => {
  it('has the same language-model settings shape as the agent, under INTENT_', () => {
    expect(
      readIntentConfig({
        INTENT_LLM_BASE_URL: 'http://127.0.0.1:8080/v1/',
        INTENT_LLM_MODEL: 'm',
        INTENT_LLM_MAX_RESPONSE_SIZE: '32kb',
      }).llm,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'm',
      apiKey: undefined,
      timeoutMs: 10_000,
      maxResponseBytes: 32 * 1024,
    });
    expect(readIntentConfig({}).llm).toBeNull();
    expect(() => readIntentConfig({ INTENT_LLM_BASE_URL: 'ftp://x', INTENT_LLM_MODEL: 'm' })).toThrow(
      /Invalid setting INTENT_LLM_BASE_URL/,
    );
  });
});
