import { chmod, lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** A tree another removal (two prunes racing) deleted meanwhile is not an error. */
function unlessGone(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  return undefined;
}

/** Gives the owner write access again below `target` (installed packages are 0555/0444); links are left alone. */
export async function makeTreeWritable(target: string): Promise<void> {
  const info = await lstat(target).catch(() => undefined);
  if (info === undefined || info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    await chmod(target, 0o755).catch(unlessGone);
    for (const entry of (await readdir(target).catch(unlessGone)) ?? [])
      await makeTreeWritable(path.join(target, entry));
  } else {
    await chmod(target, 0o644).catch(unlessGone);
  }
}

/** Deletes a tree that may hold read-only package folders; a missing one is fine. */
export async function removeTree(dir: string): Promise<void> {
  await makeTreeWritable(dir);
  await rm(dir, { recursive: true, force: true });
}
