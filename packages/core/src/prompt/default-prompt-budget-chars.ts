import { SkillportError } from '../errors/index.js';

/** Share of the model's context window the skills block may take (SPEC §3.1). */
export const DEFAULT_PROMPT_BUDGET_FRACTION = 0.02;
/** A conservative average for English prose and identifiers; budgets are enforced in characters. */
export const CHARS_PER_TOKEN = 4;

/** Default character budget of the skills block: 2% of the context window at 4 characters per token. */
export function defaultPromptBudgetChars(contextWindowTokens: number): number {
  if (!Number.isFinite(contextWindowTokens) || contextWindowTokens <= 0) {
    throw new SkillportError(
      'PROMPT_BUDGET_INVALID',
      `Context window must be a positive number of tokens, got ${String(contextWindowTokens)}; pass the model's context size (e.g. 128000).`,
    );
  }
  return Math.floor(contextWindowTokens * DEFAULT_PROMPT_BUDGET_FRACTION * CHARS_PER_TOKEN);
}
