/** Canonical skill name: lowercase ASCII words joined by single hyphens (SPEC §1.1). */
export const SKILL_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_SKILL_NAME_CHARS = 64;
export const MAX_DESCRIPTION_CHARS = 1024;
export const MAX_COMPATIBILITY_CHARS = 500;
export const SECRET_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function isCanonicalSkillName(name: string): boolean {
  return name.length <= MAX_SKILL_NAME_CHARS && SKILL_NAME_PATTERN.test(name);
}
