import { listPackageFiles, type Skill } from '@skillport/core';

export interface SkillFile {
  /** Relative to the skill directory, `/`-separated. */
  path: string;
  /** Real path to read (a link inside the package resolved to its target). */
  source: string;
}

/** The MCP Skills extension's per-skill resource limit; one more is listed so callers can tell. */
export const MAX_SKILL_FILES = 512;

/**
 * The files of a skill as its package holds them (`listPackageFiles`, package scope): dependency and VCS
 * folders and local secrets are left out, and a link is kept only when it leads to a file inside the
 * skill, so nothing served from here can reach outside the package.
 */
export async function listSkillFiles(skill: Pick<Skill, 'dir'>): Promise<SkillFile[]> {
  const listing = await listPackageFiles(skill.dir, { scope: 'package', maxFiles: MAX_SKILL_FILES + 1 });
  const files: SkillFile[] = [];
  for (const file of listing.files) {
    if (file.kind === 'file') files.push({ path: file.path, source: file.source });
    else if (file.kind === 'symlink' && file.link?.status === 'inside' && !file.link.isDirectory) {
      files.push({ path: file.path, source: file.link.target });
    }
  }
  return files;
}
