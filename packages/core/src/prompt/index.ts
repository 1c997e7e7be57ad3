export { compileSearchPattern, MAX_PATTERN_STATES } from './compile-search-pattern.js';
export {
  CHARS_PER_TOKEN,
  DEFAULT_PROMPT_BUDGET_FRACTION,
  defaultPromptBudgetChars,
} from './default-prompt-budget-chars.js';
export { escapeXml } from './escape-xml.js';
export { formatInputSummary, MAX_INPUT_SUMMARY_CHARS } from './format-input-summary.js';
export {
  NO_SKILL_DETAILS_HINT,
  type RenderSkillDetailsOptions,
  renderSkillDetails,
} from './render-skill-details.js';
export {
  INDEX_HINT,
  MIN_DESCRIPTION_CHARS,
  type PromptMode,
  type RenderedSkillsPrompt,
  type RenderSkillsPromptOptions,
  renderSkillsPrompt,
} from './render-skills-prompt.js';
export {
  DEFAULT_SEARCH_LIMIT,
  SEARCH_DESCRIPTION_CHARS,
  type SearchCatalogOptions,
  searchCatalog,
} from './search-catalog.js';
export { sortSkillsByName } from './sort-skills-by-name.js';
export { toPromptLine } from './to-prompt-line.js';
export { truncateWithEllipsis } from './truncate-with-ellipsis.js';
