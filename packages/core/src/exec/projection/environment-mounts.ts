import { lstat, readlink, realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { ENVIRONMENTS_DIR, isManagedEnvironmentEntry } from '../../package/managed-environment.js';

export interface SkillMount {
  source: string;
  target: string;
}

const ENVIRONMENT_LINKS = ['.venv', 'node_modules'] as const;

/**
 * The prepared environments of a skill (`.venv`, `node_modules` linking into `.skillport/envs/`) as
 * read-only mounts over the empty folders a projection leaves for them (see materializeSkill): the
 * environment a run uses is the skill's own, complete, while the rest of the skill comes from the
 * enabled-only tree. A link whose real path leaves the skill's environments folder gives no mount.
 */
export async function environmentMounts(realDir: string, targetDir: string): Promise<SkillMount[]> {
  const mounts: SkillMount[] = [];
  const envs = join(await realpath(realDir), ENVIRONMENTS_DIR);
  for (const name of ENVIRONMENT_LINKS) {
    const path = join(realDir, name);
    const info = await lstat(path).catch(() => undefined);
    if (info?.isSymbolicLink() !== true) continue;
    const text = await readlink(path);
    if (!isManagedEnvironmentEntry(name, 'symlink', text)) continue;
    const real = await realpath(path).catch(() => undefined);
    if (real === undefined) continue;
    const rel = relative(envs, real);
    if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) continue;
    mounts.push({ source: real, target: join(targetDir, text) });
  }
  return mounts;
}
