import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';

/**
 * A file a skill names in its config (setup script, requirements file), resolved: relative, without a
 * `..` segment, and with a real path that stays inside the skill's real folder, so neither a hand-built
 * config nor a symlink planted in the package can point the platform at a host file. Returns the path
 * through `skillDir`, or a reason it was refused.
 */
export async function resolveSkillFile(
  skillDir: string,
  skillRealDir: string,
  file: string,
): Promise<{ path: string; relative: string } | { refused: string }> {
  const normalised = file.replaceAll('\\', '/');
  if (normalised === '' || isAbsolute(normalised) || /^[A-Za-z]:/.test(normalised)) {
    return { refused: 'is not a relative path inside the skill' };
  }
  if (normalised.split('/').some((part) => part === '..')) return { refused: 'climbs out with ".."' };
  if (normalised.includes('\0')) return { refused: 'holds a NUL character' };
  let real: string;
  try {
    real = await realpath(join(skillRealDir, normalised));
  } catch {
    return { refused: 'does not exist' };
  }
  const rel = relative(skillRealDir, real);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    return { refused: 'resolves outside the skill (a link leads out)' };
  }
  if (!(await stat(real)).isFile()) return { refused: 'is not a file' };
  return { path: join(skillDir, normalised), relative: normalised };
}
