import * as fs from 'node:fs/promises';
import { setPackagePermissions } from './set-package-permissions.js';

/** Deletes a directory tree that may hold read-only package directories (0555 blocks unlinking). */
export async function removePackageTree(dir: string): Promise<void> {
  try {
    await setPackagePermissions(dir, { mode: 'writable', includeRoot: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await fs.rm(dir, { recursive: true, force: true });
}
