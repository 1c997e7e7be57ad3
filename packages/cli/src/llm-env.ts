import { createChatCompleter } from '@skillport/agent';
import { type LlmReviewer, llmReview } from '@skillport/core';

/** The OpenAI-compatible endpoint from SKILLPORT_LLM_* (falling back to OPENAI_*), if configured. */
export function llmFromEnv(): LlmReviewer | undefined {
  const baseUrl = process.env.SKILLPORT_LLM_BASE_URL || process.env.OPENAI_BASE_URL;
  const model = process.env.SKILLPORT_LLM_MODEL;
  if (!baseUrl || !model) return undefined;
  const apiKey = process.env.SKILLPORT_LLM_API_KEY || process.env.OPENAI_API_KEY;
  return llmReview({ complete: createChatCompleter({ baseUrl, model, ...(apiKey ? { apiKey } : {}) }) });
}
