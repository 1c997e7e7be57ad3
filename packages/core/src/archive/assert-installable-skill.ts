import path from 'node:path';
import { SkillportError } from '../errors/index.js';
import { loadSkillPackage } from '../skill/index.js';

/**
 * Applies the install rules (SPEC §5.2: strict frontmatter, canonical name equal to the directory) to an
 * extracted package and refuses it with `SKILL_INVALID` listing every error-level diagnostic.
 */
export async function assertInstallableSkill(dir: string): Promise<void> {
  const { skill, diagnostics } = await loadSkillPackage(dir, { strict: true });
  // Staging paths mean nothing to the user; report paths inside the package.
  const relative = diagnostics.map((d) => ({ ...d, path: path.relative(dir, d.path) || '.' }));
  const errors = relative.filter((d) => d.level === 'error');
  if (skill !== undefined && errors.length === 0) return;
  const summary = errors.map((d) => `${d.code}: ${d.message}`).join('; ');
  throw new SkillportError(
    'SKILL_INVALID',
    `Skill "${path.basename(dir)}" does not meet the install rules (${summary || 'SKILL.md could not be loaded'}). Fix SKILL.md, or install under another name with rename.`,
    { details: { skill: path.basename(dir), diagnostics: relative } },
  );
}
