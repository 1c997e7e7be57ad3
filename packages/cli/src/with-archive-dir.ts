import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { extractArchive } from '@skillport/core';

export function isArchivePath(path: string): boolean {
  return /\.(skill|zip)$/i.test(path);
}

/**
 * Runs `fn` on a directory: the path itself, or a `.skill` archive safely extracted into a temporary
 * folder that is removed afterwards. `fn` gets a function mapping temp paths back to archive paths.
 */
export async function withArchiveDir<T>(
  path: string,
  fn: (dir: string, display: (p: string) => string) => Promise<T>,
): Promise<T> {
  if (!isArchivePath(path)) return fn(path, (p) => p);
  const work = await mkdtemp(join(tmpdir(), 'skillport-'));
  try {
    const target = join(work, basename(path).replace(/\.(skill|zip)$/i, '') || 'skill');
    const { targetDir } = await extractArchive(path, { targetDir: target });
    return await fn(targetDir, (p) => (p.startsWith(targetDir) ? path + p.slice(targetDir.length) : p));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
