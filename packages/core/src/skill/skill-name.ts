/** Canonical skill name: lowercase ASCII words joined by single hyphens (SPEC §1.1). */
export const SKILL_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_SKILL_NAME_CHARS = 64;
export const MAX_DESCRIPTION_CHARS = 1024;
export const MAX_COMPATIBILITY_CHARS = 500;
export const SECRET_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function isCanonicalSkillName(name: string): boolean {
  return name.length <= MAX_SKILL_NAME_CHARS && SKILL_NAME_PATTERN.test(name);
}

/** The canonical form closest to `name`: lowercase ASCII words joined by single hyphens, cut to 64. */
export function suggestSkillName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let suggestion = '';
  for (const word of words) {
    const next = suggestion === '' ? word : `${suggestion}-${word}`;
    if (next.length > MAX_SKILL_NAME_CHARS) break;
    suggestion = next;
  }
  return suggestion || 'skill';
}

/** Which rules of the canonical form a name breaks, in words, or `undefined` when it is canonical. */
export function describeNameProblem(name: string): string | undefined {
  if (SKILL_NAME_PATTERN.test(name)) return undefined;
  const problems: string[] = [];
  if (/[A-Z]/.test(name)) problems.push('uppercase letters');
  if (/\s/.test(name)) problems.push('spaces');
  if (/[^\x00-\x7f]/.test(name)) problems.push('non-ASCII characters');
  const other = [...new Set(name.replace(/[A-Za-z0-9\s-]|[^\x00-\x7f]/g, ''))];
  if (other.length > 0)
    problems.push(
      `characters other than letters, digits and hyphens (${other.map((c) => JSON.stringify(c)).join(', ')})`,
    );
  if (/^-|-$/.test(name)) problems.push('a leading or trailing hyphen');
  if (/--/.test(name)) problems.push('consecutive hyphens');
  return `it has ${problems.join(' and ')}`;
}
