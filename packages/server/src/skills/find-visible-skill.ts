import { type Skill, SkillportError } from '@skillport/core';
import type { Caller } from '../auth/index.js';
import type { AccessControl } from '../authz/index.js';
import type { SkillView } from './create-skill-catalog.js';

/**
 * The skill of that name in the caller's view, if they may list it. Missing and hidden are one
 * answer, built from the requested name only, so a response cannot tell them apart.
 */
export function findVisibleSkill(
  access: AccessControl,
  caller: Caller,
  view: SkillView,
  name: string,
): Skill {
  const skill = view.get(name);
  if (skill !== undefined && access.visibleSkills(caller, [skill]).length === 1) return skill;
  throw new SkillportError(
    'SKILL_NOT_FOUND',
    `No skill named ${JSON.stringify(name)}; list skills with GET /api/skills.`,
    {
      details: { name },
    },
  );
}
