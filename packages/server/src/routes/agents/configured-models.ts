import type { GatewayConfig } from '../../config/index.js';

/** One OpenAI-compatible model the gateway can run agents on. */
export interface ConfiguredModel {
  name: string;
  baseUrl: string;
  apiKey?: string;
}

/**
 * The gateway's models, the default first: SKILLPORT_LLM_BASE_URL / SKILLPORT_LLM_MODEL (falling back to
 * OPENAI_BASE_URL) with SKILLPORT_LLM_API_KEY (or OPENAI_API_KEY), then the `models` of the gateway
 * options in their order (a name already listed is skipped: the first definition wins). Read per request,
 * so a test or an operator can change the environment without a restart.
 */
export function configuredModels(
  config: Pick<GatewayConfig, 'models'>,
  env: NodeJS.ProcessEnv = process.env,
): ConfiguredModel[] {
  const models: ConfiguredModel[] = [];
  const baseUrl = env.SKILLPORT_LLM_BASE_URL || env.OPENAI_BASE_URL;
  const name = env.SKILLPORT_LLM_MODEL;
  if (baseUrl && name) {
    const apiKey = env.SKILLPORT_LLM_API_KEY || env.OPENAI_API_KEY;
    models.push({ name, baseUrl, ...(apiKey ? { apiKey } : {}) });
  }
  for (const model of config.models) {
    if (models.some((known) => known.name === model.name)) continue;
    const apiKey = model.apiKeyEnv === undefined ? undefined : env[model.apiKeyEnv];
    models.push({ name: model.name, baseUrl: model.baseUrl, ...(apiKey ? { apiKey } : {}) });
  }
  return models;
}
