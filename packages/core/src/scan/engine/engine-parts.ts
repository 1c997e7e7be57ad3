import { EXHAUSTIVE_LANGUAGES, LANGUAGES, shellFacts } from '../languages/index.js';
import { RULES } from '../rules/index.js';
import type { EngineParts } from './analyse-package.js';
import { buildRulePrefilter } from './rule-prefilter.js';

const parts: Partial<Record<'default' | 'exhaustive', EngineParts>> = {};

/** The engine's parts, built once per process on first use (the prefilter automaton is not free). */
export function engineParts(exhaustive: boolean): EngineParts {
  const mode = exhaustive ? 'exhaustive' : 'default';
  parts[mode] ??= {
    rules: RULES,
    prefilter: buildRulePrefilter(RULES, { exhaustive }),
    languages: exhaustive ? EXHAUSTIVE_LANGUAGES : LANGUAGES,
    shellFacts,
  };
  return parts[mode];
}
