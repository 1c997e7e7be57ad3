import type { Skill } from '@skillport/core';

/** The JSON shape of one skill in `list --json` and `search --json` (SPEC §9). */
export function toSkillEntry(s: Skill) {
  return {
    name: s.name,
    description: s.description,
    category: s.category,
    path: s.dir,
    classification: s.classification,
    enabled: s.enabled,
    hidden: s.hidden,
  };
}
