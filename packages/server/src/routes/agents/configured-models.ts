/** One OpenAI-compatible model the gateway can run agents on. */
export interface ConfiguredModel {
  name: string;
  baseUrl: string;
  apiKey?: string;
}

/**
 * The gateway's models: the default one from SKILLPORT_LLM_BASE_URL / SKILLPORT_LLM_MODEL (falling back
 * to OPENAI_BASE_URL), with SKILLPORT_LLM_API_KEY (or OPENAI_API_KEY). Read per request, so a test or an
 * operator can change the environment without a restart.
 */
export function configuredModels(env: NodeJS.ProcessEnv = process.env): ConfiguredModel[] {
  const baseUrl = env.SKILLPORT_LLM_BASE_URL || env.OPENAI_BASE_URL;
  const name = env.SKILLPORT_LLM_MODEL;
  if (!baseUrl || !name) return [];
  const apiKey = env.SKILLPORT_LLM_API_KEY || env.OPENAI_API_KEY;
  return [{ name, baseUrl, ...(apiKey ? { apiKey } : {}) }];
}
