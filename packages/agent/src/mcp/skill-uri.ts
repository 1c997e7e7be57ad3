import type { Skill } from '@skillport/core';

export const SKILL_URI_SCHEME = 'skill://';

/**
 * The resource URI of a skill file (MCP Skills extension): `skill://<name>/<path>`; a plugin skill
 * `plugin:name` lives at `skill://<plugin>/<name>/<path>`, because the last segment of the skill path
 * must be the frontmatter name. Every segment is percent-encoded, so a file name cannot add segments.
 */
export function skillFileUri(skill: Pick<Skill, 'name' | 'plugin'>, path: string): string {
  return `${skillRootUri(skill)}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The skill's root directory resource (no trailing slash). */
export function skillRootUri(skill: Pick<Skill, 'name' | 'plugin'>): string {
  const bare =
    skill.plugin !== undefined && skill.name.startsWith(`${skill.plugin}:`)
      ? skill.name.slice(skill.plugin.length + 1)
      : skill.name;
  const segments = skill.plugin === undefined ? [bare] : [skill.plugin, bare];
  return `${SKILL_URI_SCHEME}${segments.map(encodeURIComponent).join('/')}`;
}
