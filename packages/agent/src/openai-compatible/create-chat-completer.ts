import type { ChatCompleter } from '@skillport/core';

export interface ChatCompleterOptions {
  /** OpenAI-compatible base URL, e.g. `http://127.0.0.1:8080/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Injected for tests and custom transports; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * A chat completion over any OpenAI-compatible endpoint, at temperature 0. Rejects with a message that
 * says what failed (HTTP status, unreachable endpoint, no message content); never logs the key.
 */
export function createChatCompleter(options: ChatCompleterOptions): ChatCompleter {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async (messages, signal) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey !== undefined) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: options.model, temperature: 0, messages }),
        signal,
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') throw error;
      throw new Error(`the model endpoint is unreachable (${(error as Error).message})`);
    }
    if (!response.ok) throw new Error(`the model endpoint answered HTTP ${response.status}`);
    const json = (await response.json().catch(() => undefined)) as
      | { choices?: { message?: { content?: unknown } }[] }
      | undefined;
    const content = json?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('the model answer has no message content');
    return content;
  };
}
