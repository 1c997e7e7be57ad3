import { readdirSync } from 'node:fs';

/** An entry's kind as one letter: file, directory, symlink, anything else (a FIFO, a socket, a device). */
export type EntryKind = 'f' | 'd' | 's' | 'o';

/** One folder's entries as the package walkers read them. */
export interface DirEntries {
  /** Entry names in listing order. */
  names: string[];
  /**
   * The kind of each of `names`, one `EntryKind` letter per entry: one string rather than an object per
   * entry is what keeps a stored cache of 10,000 packages quick to read back, and what lets a scan hand
   * discovery's listing of a package folder to the package listing instead of reading the folder again.
   */
  kinds: string;
}

/** Lists one folder (the one `readdir` of discovery and of the package listing). */
export function readDirEntries(dir: string): DirEntries {
  const names: string[] = [];
  let kinds = '';
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    names.push(d.name);
    kinds += d.isFile() ? 'f' : d.isDirectory() ? 'd' : d.isSymbolicLink() ? 's' : 'o';
  }
  return { names, kinds };
}
