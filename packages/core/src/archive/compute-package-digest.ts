import { createHash } from 'node:crypto';
import { hashPackageFiles } from './hash-package-files.js';

/**
 * The package digest (`sha256:<hex>`): SHA-256 over `<path>\0<file sha256 hex>\n` for every file in
 * path order. Takes a package directory or the per-file hashes already computed for it, so the lock
 * file and review report the same value for the same bytes regardless of timestamps or permissions.
 */
export async function computePackageDigest(
  source: string | Readonly<Record<string, string>>,
): Promise<string> {
  const hashes = typeof source === 'string' ? await hashPackageFiles(source) : source;
  const hash = createHash('sha256');
  for (const file of Object.keys(hashes).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(`${file}\0${hashes[file]}\n`);
  }
  return `sha256:${hash.digest('hex')}`;
}
