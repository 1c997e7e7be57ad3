import { copyFile, link, mkdir, readdir, readlink, realpath, symlink } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ENVIRONMENTS_DIR, isManagedEnvironmentEntry } from '../../package/managed-environment.js';

const LEFT_OUT = new Set(['.git', '.hg', '.svn']);

/**
 * Mirrors a skill folder into `target`: folders are created, files hard-linked (copied when the
 * projection lives on another file system), links recreated only when they resolve inside the skill. A
 * link leading out would hand a sandbox that mounts the projection a path of the host, so it is left out.
 * Prepared environments (`.venv`, `node_modules` linking into `.skillport/envs/`) are not copied: their
 * interpreter links lead out of the skill by design, and a venv holds thousands of files. Their link is
 * kept and its target is an empty folder, the mount point for `environmentMounts`.
 */
export async function materializeSkill(source: string, target: string): Promise<void> {
  await mkdir(target, { mode: 0o755 });
  await mirror(source, source, target);
}

async function mirror(root: string, from: string, to: string): Promise<void> {
  const atRoot = from === root;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (LEFT_OUT.has(entry.name)) continue;
    const src = join(from, entry.name);
    const dst = join(to, entry.name);
    if (relative(root, src) === ENVIRONMENTS_DIR) continue;
    if (entry.isDirectory()) {
      // recursive: an environment's mount point may already have made `.skillport`.
      await mkdir(dst, { recursive: true, mode: 0o755 });
      await mirror(root, src, dst);
    } else if (entry.isFile()) {
      await link(src, dst).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM' && error.code !== 'EMLINK') throw error;
        await copyFile(src, dst);
      });
    } else if (entry.isSymbolicLink()) {
      const text = await readlink(src);
      if (atRoot && isManagedEnvironmentEntry(entry.name, 'symlink', text)) {
        await mkdir(join(to, text), { recursive: true, mode: 0o755 });
        await symlink(text, dst);
        continue;
      }
      const resolved = resolve(dirname(src), text);
      const rel = relative(root, resolved);
      if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) continue;
      // The target may itself lead out through further links; its real path decides.
      if (!(await staysInside(root, resolved))) continue;
      await symlink(relative(dirname(src), resolved), dst);
    }
  }
}

async function staysInside(root: string, path: string): Promise<boolean> {
  const real = await realpath(path).catch(() => undefined);
  if (real === undefined) return false;
  const rel = relative(await realpath(root), real);
  return !(rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel));
}
