import type { Skill } from '../src/skill/types.js';

/**
 * A loaded-skill value for unit tests of pure functions (prompt, search, activation, policy).
 * `description` and `allowedTools` are written to both the skill and its frontmatter.
 */
export function makeTestSkill(
  name: string,
  overrides: Partial<Skill> & { description?: string; allowedTools?: string[] } = {},
): Skill {
  const { allowedTools, ...rest } = overrides;
  const description = overrides.description ?? `Does ${name} things.`;
  return {
    name,
    description,
    category: 'public',
    dir: `/skills/${name}`,
    skillFile: `/skills/${name}/SKILL.md`,
    realDir: `/skills/${name}`,
    classification: 'prompt',
    enabled: true,
    hidden: false,
    userInvocable: true,
    frontmatter: {
      name,
      description,
      requiredSecrets: [],
      secretsAutonomous: true,
      disableModelInvocation: false,
      userInvocable: true,
      extra: {},
      ...(allowedTools === undefined ? {} : { allowedTools }),
    },
    configBroken: false,
    references: { required: [], optional: [], routes: [] },
    bodyOffset: 0,
    fingerprint: { mtimeMs: 0, size: 0 },
    ...rest,
  };
}
