import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, rename, rm, stat, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ENVIRONMENTS_DIR } from '../../package/managed-environment.js';

export interface EnvironmentGeneration {
  /** Absolute folder the installer fills. */
  dir: string;
  /** Points `<skill>/<link>` at `<dir>/<link>` in one rename and removes older generations. */
  commit: () => Promise<void>;
  /** Removes the folder: nothing of a failed install stays behind. */
  discard: () => Promise<void>;
}

/**
 * A fresh generation folder for one environment (`.venv`, `node_modules`) of a skill. The environment is
 * built at its final path (venv scripts record absolute paths, so a built venv cannot be moved) and only
 * becomes visible when the skill's link is swapped to it by a rename: a run sees the old environment or
 * the new one, never a half-installed one.
 */
export async function createEnvironmentGeneration(
  skillDir: string,
  link: '.venv' | 'node_modules',
  worldWritable: boolean,
): Promise<EnvironmentGeneration> {
  const envs = join(skillDir, ENVIRONMENTS_DIR);
  const kind = link === '.venv' ? 'python' : 'node';
  const dir = join(envs, `${kind}-${Date.now()}-${randomBytes(4).toString('hex')}`);
  await withOwnerWrite(skillDir, async () => {
    await mkdir(envs, { recursive: true, mode: 0o755 });
    await mkdir(dir, { mode: 0o755 });
  });
  // As root the sandboxed installer runs as an unprivileged uid of its own and must be able to write here.
  if (worldWritable) await chmod(dir, 0o777);
  return {
    dir,
    commit: async () => {
      await chmod(dir, 0o755);
      const name = dir.slice(envs.length + 1);
      const target = join(ENVIRONMENTS_DIR, name, link);
      const temp = join(envs, `.link-${randomBytes(4).toString('hex')}`);
      const final = join(skillDir, link);
      await withOwnerWrite(skillDir, async () => {
        await symlink(target, temp);
        const existing = await lstat(final).catch(() => undefined);
        if (existing?.isDirectory() === true) {
          // A real folder (made by hand) cannot be replaced by a rename; move it aside first.
          await rename(final, join(envs, `replaced-${randomBytes(4).toString('hex')}`));
        }
        await rename(temp, final);
      });
      for (const entry of await readdir(envs)) {
        // Only older generations: a newer one may still be filling for a prepare that runs alongside.
        if (entry.startsWith(`${kind}-`) ? entry < name : entry.startsWith('replaced-')) {
          await rm(join(envs, entry), { recursive: true, force: true, maxRetries: 3 });
        }
      }
    },
    discard: () => rm(dir, { recursive: true, force: true, maxRetries: 3 }),
  };
}

/**
 * Installed skills are read-only (0555); the owner may still add the environment link. The folder's
 * mode is restored afterwards.
 */
async function withOwnerWrite(dir: string, action: () => Promise<void>): Promise<void> {
  const mode = (await stat(dir)).mode & 0o7777;
  const needs = (mode & 0o200) === 0;
  if (needs) await chmod(dir, mode | 0o200);
  try {
    await action();
  } finally {
    if (needs) await chmod(dir, mode);
  }
}

/**
 * Creates a generation, lets `build` fill it (returning why it failed, or undefined), and commits or
 * discards it. File-system failures (a skill folder the caller cannot write) come back as the reason
 * too: preparing an environment reports, it does not throw.
 */
export async function buildEnvironment(
  skillDir: string,
  link: '.venv' | 'node_modules',
  worldWritable: boolean,
  build: (dir: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  let generation: EnvironmentGeneration;
  try {
    generation = await createEnvironmentGeneration(skillDir, link, worldWritable);
  } catch (error) {
    return `cannot create ${join(skillDir, ENVIRONMENTS_DIR)} (${(error as Error).message})`;
  }
  try {
    const failure = await build(generation.dir);
    if (failure === undefined) {
      await generation.commit();
      return undefined;
    }
    await generation.discard();
    return failure;
  } catch (error) {
    await generation.discard().catch(() => {});
    return `preparing ${link} failed (${(error as Error).message})`;
  }
}
