import { SkillportError } from '../errors/index.js';
import type { Skill } from '../skill/types.js';
import { compileSearchPattern } from './compile-search-pattern.js';
import { sortSkillsByName } from './sort-skills-by-name.js';

export interface SearchCatalogOptions {
  /** Result cap for `+tok` and free-text queries (`select:` is never capped). Default 5. */
  limit?: number;
  /**
   * Also return model-hidden skills (`disable-model-invocation: true`). Off by default because search
   * backs `describe_skill`, the model's tool, and a hidden skill must not reach the model that way.
   */
  includeHidden?: boolean;
}

export const DEFAULT_SEARCH_LIMIT = 5;
/** Description prefix searched per skill (the strict description limit), bounding work per query. */
export const SEARCH_DESCRIPTION_CHARS = 1024;

/**
 * Case-insensitive matcher for free text: a linear-time regex when the pattern is valid and
 * supported (`compileSearchPattern`), otherwise the literal text, so "c++" or "[draft" still work.
 */
function compileQuery(text: string): (haystack: string) => boolean {
  const pattern = compileSearchPattern(text);
  if (pattern !== undefined) return pattern;
  const needle = text.toLowerCase();
  return (haystack) => haystack.toLowerCase().includes(needle);
}

/** 0 = name equals the query, 1 = name matches, 2 = description matches, 3 = no match. */
function matchTier(skill: Skill, query: string, matches: (haystack: string) => boolean): number {
  if (skill.name.toLowerCase() === query.toLowerCase()) return 0;
  if (matches(skill.name)) return 1;
  if (matches(skill.description.slice(0, SEARCH_DESCRIPTION_CHARS))) return 2;
  return 3;
}

/** Stable ranking by tier; catalog order breaks ties. */
function rank(skills: readonly Skill[], text: string, keepUnmatched: boolean): Skill[] {
  const matches = compileQuery(text);
  return skills
    .map((skill) => ({ skill, tier: matchTier(skill, text, matches) }))
    .filter((hit) => keepUnmatched || hit.tier < 3)
    .sort((a, b) => a.tier - b.tier)
    .map((hit) => hit.skill);
}

function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new SkillportError(
      'SEARCH_LIMIT_INVALID',
      `Search limit must be a positive integer, got ${String(limit)}; omit it for the default of ${DEFAULT_SEARCH_LIMIT}.`,
    );
  }
}

/**
 * Catalog search behind `describe_skill`, `/api/catalog/search` and `skillport search` (SPEC §3.2).
 * Only enabled skills are searched; catalog order is name order.
 * - `select:a,b` → exactly the enabled skills with those names, in catalog order, uncapped;
 * - `+tok rest` → skills whose name contains `tok` (case-insensitive), ranked by `rest`;
 * - anything else → a case-insensitive regex, matched in linear time (literal text when invalid or
 *   unsupported), over name and description, name hits first. A multi-word query is one pattern:
 *   `pdf|form` finds either word, `pdf form` only that phrase.
 */
export function searchCatalog(
  skills: readonly Skill[],
  query: string,
  options: SearchCatalogOptions = {},
): Skill[] {
  const { limit = DEFAULT_SEARCH_LIMIT, includeHidden = false } = options;
  checkLimit(limit);
  const catalog = sortSkillsByName(
    skills.filter((skill) => skill.enabled && (includeHidden || !skill.hidden)),
  );
  const trimmed = query.trim();
  if (trimmed === '') return [];

  if (trimmed.startsWith('select:')) {
    const wanted = new Set(
      trimmed
        .slice('select:'.length)
        .split(',')
        .map((name) => name.trim()),
    );
    return catalog.filter((skill) => wanted.has(skill.name));
  }

  if (trimmed.startsWith('+')) {
    const [token = '', ...restWords] = trimmed.slice(1).split(/\s+/);
    const needle = token.toLowerCase();
    const named = catalog.filter((skill) => skill.name.toLowerCase().includes(needle));
    const rest = restWords.join(' ');
    return (rest === '' ? named : rank(named, rest, true)).slice(0, limit);
  }

  return rank(catalog, trimmed, false).slice(0, limit);
}
