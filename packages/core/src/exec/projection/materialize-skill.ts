import { copyFile, link, mkdir, readdir, readlink, realpath, symlink } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

const LEFT_OUT = new Set(['.git', '.hg', '.svn']);

/**
 * Mirrors a skill folder into `target`: folders are created, files hard-linked (copied when the
 * projection lives on another file system), links recreated only when they resolve inside the skill. A
 * link leading out would hand a sandbox that mounts the projection a path of the host, so it is left out.
 */
export async function materializeSkill(source: string, target: string): Promise<void> {
  await mkdir(target, { mode: 0o755 });
  await mirror(source, source, target);
}

async function mirror(root: string, from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (LEFT_OUT.has(entry.name)) continue;
    const src = join(from, entry.name);
    const dst = join(to, entry.name);
    if (entry.isDirectory()) {
      await mkdir(dst, { mode: 0o755 });
      await mirror(root, src, dst);
    } else if (entry.isFile()) {
      await link(src, dst).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM' && error.code !== 'EMLINK') throw error;
        await copyFile(src, dst);
      });
    } else if (entry.isSymbolicLink()) {
      const text = await readlink(src);
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
