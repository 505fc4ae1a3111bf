/** Settings of an OpenAI-compatible chat-completions endpoint (intent compiler, agent). */
export interface ChatCompletionSettings {
  /** Base URL (…/v1); requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Largest response read (bytes); the read stops there and the call fails. */
  maxResponseBytes: number;
}

/** Why a call gave nothing usable (status, size, not JSON, no content, timed out, unreachable). */
export class ChatCompletionError extends Error {
  override readonly name = 'ChatCompletionError';
}

/** Reads at most `limit` bytes of a response body; undefined when it is longer (the read is cancelled). */
async function readCapped(response: Response, limit: number): Promise<string | undefined> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function post(settings: ChatCompletionSettings, body: unknown): Promise<Response> {
  try {
    return await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs),
      headers: {
        'Content-Type': 'application/json',
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ChatCompletionError((error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable');
  }
}

/**
 * One system + user exchange asking for a JSON object. Returns the model's message content: untrusted
 * text that the caller must parse against its own strict schema. Throws {@link ChatCompletionError}.
 */
export async function requestChatCompletion(
  settings: ChatCompletionSettings,
  system: string,
  user: string,
): Promise<string> {
  const response = await post(settings, {
    model: settings.model,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
  });
  if (!response.ok) throw new ChatCompletionError(`status ${response.status}`);
  let text: string | undefined;
  try {
    text = await readCapped(response, settings.maxResponseBytes);
  } catch (error) {
    throw new ChatCompletionError((error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable');
  }
  if (text === undefined) throw new ChatCompletionError('response too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ChatCompletionError('response is not JSON');
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string') throw new ChatCompletionError('no message content');
  return content;
}
