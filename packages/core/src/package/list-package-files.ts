import { realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from './is-inside.js';
import { type DirEntries, readDirEntries } from './read-dir-entries.js';
import { type LinkResolution, resolveLink } from './resolve-link.js';
import { type SkippedEntry, skippedEntry } from './skip-table.js';
import { createTimeSlicer } from './time-slicer.js';

export interface PackageFile {
  /** Relative to the package root, `/`-separated. */
  path: string;
  /** Absolute path to read the content from. */
  source: string;
  kind: 'file' | 'symlink' | 'other';
  /** For a symbolic link (`package` scope): where it leads. */
  link?: LinkResolution;
}

export interface PackageListing {
  /** Sorted by path. */
  files: PackageFile[];
  /** Folders, relative and `/`-separated, sorted (a folder with no files is still part of the tree). */
  directories: string[];
  /** Entries left out by the skip table, with the reason (`package` scope only). */
  skipped: { path: string; isDirectory: boolean; entry: SkippedEntry }[];
  /** True when `maxFiles` stopped the walk before the end. */
  truncated: boolean;
}

export interface ListPackageFilesOptions {
  /**
   * `package`: what the package holds, as pack, install and scan see it: entries of the skip table are
   * left out (and listed in `skipped`), links are resolved against the package, and a link to a folder
   * inside the package is walked under the link's own path (that is what an archive of it holds).
   * `all`: every entry as it is on disk, links not followed, for fingerprinting an installed package.
   */
  scope: 'package' | 'all';
  /** Stop after this many files (the listing then says `truncated`). */
  maxFiles?: number;
  /** The package folder's real path, when the caller has it (discovery does): saves resolving it. */
  realDir?: string;
  /** The package folder's own entries, when the caller has just listed it (discovery has). */
  entries?: DirEntries;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Lists a package directory recursively: the one walk of a package's files, used by pack, install,
 * scan, verify and review. Synchronous file-system calls in short slices (many small calls are much
 * cheaper that way than through the thread pool) that yield to the event loop.
 */
export async function listPackageFiles(
  dir: string,
  options: ListPackageFilesOptions,
): Promise<PackageListing> {
  const files: PackageFile[] = [];
  const directories: string[] = [];
  const skipped: PackageListing['skipped'] = [];
  const following = options.scope === 'package';
  const realRoot = options.realDir ?? realpathSync(dir);
  const pause = createTimeSlicer();
  const maxFiles = options.maxFiles ?? Number.POSITIVE_INFINITY;
  let truncated = false;

  // `reals`: real paths of the folders from the root down to this one, so a link back up is not walked.
  const visit = async (absolute: string, relative: string, reals: readonly string[]): Promise<void> => {
    await pause();
    let entries: DirEntries;
    try {
      entries = relative === '' && options.entries !== undefined ? options.entries : readDirEntries(absolute);
    } catch (error) {
      // The folder vanished or cannot be listed: report it as an unreadable entry, never skip it silently.
      if (relative === '') throw error;
      files.push({ path: relative, source: absolute, kind: 'other' });
      return;
    }
    const { names, kinds } = entries;
    for (let index = 0; index < names.length; index++) {
      if (files.length >= maxFiles) {
        truncated = true;
        return;
      }
      const name = names[index]!;
      const kind = kinds[index];
      const child = relative === '' ? name : `${relative}/${name}`;
      const source = path.join(absolute, name);
      const isDirectory = kind === 'd';
      if (following) {
        const skip = skippedEntry(name, isDirectory);
        if (skip !== undefined) {
          skipped.push({ path: child, isDirectory, entry: skip });
          continue;
        }
      }
      if (isDirectory) {
        directories.push(child);
        await visit(source, child, following ? [...reals, path.join(reals.at(-1)!, name)] : reals);
      } else if (kind === 's') {
        if (!following) {
          files.push({ path: child, source, kind: 'symlink' });
          continue;
        }
        const link = resolveLink(source, realRoot);
        if (link.status === 'inside' && link.isDirectory) {
          // A link to a folder above it would repeat the tree without end: it is a loop, never walked.
          if (reals.some((real) => isInside(link.target, real))) {
            files.push({ path: child, source, kind: 'symlink', link: { status: 'loop' } });
            continue;
          }
          directories.push(child);
          await visit(source, child, [...reals, link.target]);
        } else {
          files.push({ path: child, source, kind: 'symlink', link });
        }
      } else {
        files.push({ path: child, source, kind: kind === 'f' ? 'file' : 'other' });
      }
    }
  };
  await visit(dir, '', [realRoot]);
  files.sort((a, b) => compare(a.path, b.path));
  directories.sort(compare);
  skipped.sort((a, b) => compare(a.path, b.path));
  return { files, directories, skipped, truncated };
}
