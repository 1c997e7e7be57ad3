import { SkillportError } from '../errors/index.js';
import type { Skill } from '../skill/types.js';
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
/** Longer patterns are searched literally: no one types a 200-character regex by hand. */
export const MAX_REGEX_PATTERN_CHARS = 128;
/** Description prefix searched per skill (the strict description limit), bounding work per query. */
export const SEARCH_DESCRIPTION_CHARS = 1024;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a user pattern is safe to run as a regex. Queries and descriptions can both come from
 * untrusted users, and a backtracking pattern such as `(a+)+$` or `.*.*x` would pin the gateway's
 * event loop. Allowed: at most one unbounded quantifier (`*`, `+`, `{n,}`), at most two quantifiers
 * in all, no quantified groups, no backreferences. Anything else is searched as literal text, which
 * is always linear.
 */
function isLinearEnough(pattern: string): boolean {
  if (pattern.length > MAX_REGEX_PATTERN_CHARS) return false;
  let quantifiers = 0;
  let unbounded = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    const next = pattern[i + 1] ?? '';
    if (ch === '\\') {
      if (/[1-9k]/.test(next)) return false;
      i++;
    } else if (inClass) {
      inClass = ch !== ']';
    } else if (ch === '[') {
      inClass = true;
    } else if (ch === '(' && next === '?') {
      i++;
    } else if (ch === ')' && /[*+?{]/.test(next)) {
      return false;
    } else if (ch === '*' || ch === '+' || ch === '{') {
      quantifiers++;
      unbounded++;
    } else if (ch === '?') {
      quantifiers++;
    }
  }
  return quantifiers <= 2 && unbounded <= 1;
}

/** Case-insensitive matcher for free text: a regex when valid and cheap, otherwise the literal text. */
function compileQuery(text: string): RegExp {
  if (isLinearEnough(text)) {
    try {
      return new RegExp(text, 'i');
    } catch {
      // Invalid regex syntax (e.g. "c++" or "[draft"): the user meant the characters themselves.
    }
  }
  return new RegExp(escapeRegExp(text), 'i');
}

/** 0 = name equals the query, 1 = name matches, 2 = description matches, 3 = no match. */
function matchTier(skill: Skill, query: string, pattern: RegExp): number {
  if (skill.name.toLowerCase() === query.toLowerCase()) return 0;
  if (pattern.test(skill.name)) return 1;
  if (pattern.test(skill.description.slice(0, SEARCH_DESCRIPTION_CHARS))) return 2;
  return 3;
}

/** Stable ranking by tier; catalog order breaks ties. */
function rank(skills: readonly Skill[], text: string, keepUnmatched: boolean): Skill[] {
  const pattern = compileQuery(text);
  return skills
    .map((skill) => ({ skill, tier: matchTier(skill, text, pattern) }))
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
 * - anything else → a case-insensitive regex (literal when invalid or too costly) over name and
 *   description, name hits first.
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
