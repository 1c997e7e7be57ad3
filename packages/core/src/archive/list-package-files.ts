import * as fs from 'node:fs/promises';
import path from 'node:path';

export interface PackageFileEntry {
  /** Relative to the package root, `/`-separated. */
  path: string;
  kind: 'file' | 'symlink' | 'other';
}

export interface ListPackageFilesOptions {
  /**
   * `pack`: what goes into an archive: skips dot-directories (VCS, editor state), `node_modules`,
   * `__pycache__`, `.DS_Store` and `.env` files (local secrets must never be published).
   * `all`: every entry, for fingerprinting an installed package.
   */
  scope: 'pack' | 'all';
}

const PACK_SKIPPED_DIRS = new Set(['node_modules', '__pycache__']);
const isSkippedForPack = (name: string, isDirectory: boolean) =>
  isDirectory
    ? name.startsWith('.') || PACK_SKIPPED_DIRS.has(name)
    : name === '.DS_Store' || name === '.env' || (name.startsWith('.env.') && name !== '.env.example');

/** Lists a package directory recursively without following symbolic links; sorted by path. */
export async function listPackageFiles(
  dir: string,
  options: ListPackageFilesOptions,
): Promise<PackageFileEntry[]> {
  const found: PackageFileEntry[] = [];
  const visit = async (relative: string) => {
    const entries = await fs.readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (options.scope === 'pack' && isSkippedForPack(entry.name, entry.isDirectory())) continue;
      if (entry.isDirectory()) await visit(child);
      else
        found.push({
          path: child,
          kind: entry.isFile() ? 'file' : entry.isSymbolicLink() ? 'symlink' : 'other',
        });
    }
  };
  await visit('');
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
