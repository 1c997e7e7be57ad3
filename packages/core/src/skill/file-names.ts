/** The file that makes a folder a skill package (its frontmatter is the skill's metadata). */
export const SKILL_FILE = 'SKILL.md';
/** The optional execution settings beside SKILL.md. */
export const SKILL_CONFIG_FILE = 'skill.config.yaml';
