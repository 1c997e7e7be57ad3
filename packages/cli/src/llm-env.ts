import { createChatCompleter } from '@skillport/agent';
import { type LlmReviewer, llmReview } from '@skillport/core';

/** The OpenAI-compatible endpoint from SKILLPORT_LLM_* (falling back to OPENAI_*), if configured. */
export function llmFromEnv(env: NodeJS.ProcessEnv): LlmReviewer | undefined {
  const baseUrl = env.SKILLPORT_LLM_BASE_URL || env.OPENAI_BASE_URL;
  const model = env.SKILLPORT_LLM_MODEL;
  if (!baseUrl || !model) return undefined;
  const apiKey = env.SKILLPORT_LLM_API_KEY || env.OPENAI_API_KEY;
  return llmReview({ complete: createChatCompleter({ baseUrl, model, ...(apiKey ? { apiKey } : {}) }) });
}
