import type { Skill } from '../skill/types.js';

function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Catalog order: by name in UTF-16 code-unit order (locale-independent, so every host renders the
 * same bytes), ties broken by SKILL.md path and then description. A new array; the input is untouched.
 */
export function sortSkillsByName(skills: readonly Skill[]): Skill[] {
  return [...skills].sort(
    (a, b) =>
      compareCodeUnits(a.name, b.name) ||
      compareCodeUnits(a.skillFile, b.skillFile) ||
      compareCodeUnits(a.description, b.description),
  );
}
