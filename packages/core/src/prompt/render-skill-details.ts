import type { Skill } from '../skill/types.js';
import { escapeXml } from './escape-xml.js';
import { skillEntry } from './skill-entry.js';

export interface RenderSkillDetailsOptions {
  /** Path the agent can read for a skill (e.g. a sandbox mount). Default: `skill.skillFile`. */
  locationFor?: (skill: Skill) => string;
}

export const NO_SKILL_DETAILS_HINT =
  'No enabled skill matches. Try other words, "+part" to match names, or "select:a,b" for exact names.';

/**
 * The answer to a `describe_skill` call: one `<skill>` element per given skill, in the given (ranked)
 * order, with full descriptions, in the same escaped format as the prompt's `full` mode. Pass the
 * result of `searchCatalog`, which has already applied enabled/hidden filtering.
 */
export function renderSkillDetails(
  skills: readonly Skill[],
  options: RenderSkillDetailsOptions = {},
): string {
  const { locationFor = (skill: Skill) => skill.skillFile } = options;
  if (skills.length === 0) return `<skill_details>\n${NO_SKILL_DETAILS_HINT}\n</skill_details>`;
  const body = skills
    .map((skill) => {
      const entry = skillEntry(skill, locationFor(skill));
      return entry.render(escapeXml(entry.description));
    })
    .join('');
  return `<skill_details>\n${body}</skill_details>`;
}
