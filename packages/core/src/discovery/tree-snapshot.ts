import { realpathSync, statSync } from 'node:fs';
import { sep } from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { skippedEntry } from '../package/skip-table.js';
import { SKILL_CONFIG_FILE, SKILL_FILE } from '../skill/file-names.js';
import type { DiscoveryCache } from './load-skills.js';

/**
 * Everything on disk one cached walk and load depended on, as stats to compare: every folder it listed
 * (change time, inode: a changed entry list changes the folder's ctime), every SKILL.md and
 * skill.config.yaml it read and every plugin manifest it looked for (ctime, size; -1 for "was absent"),
 * and each folder the walk skipped but looked into for a SKILL.md (a new file changes its ctime). ctime,
 * not mtime: tools that restore modification times (`tar`, `cp -p`, `touch -r`) and `chmod` move only
 * the ctime. While all of them hold, the same code produces the same result, so a caller may keep that
 * result (the CLI keeps its output) and check it with stats only: no listing, reading or parsing. Paths
 * are kept relative to `base`, the first root; a path outside it starts with NUL, which no relative file
 * name can.
 */
export interface TreeSnapshot {
  base: string;
  /** Each root's resolved path and real path: a root that is a symlink switched elsewhere fails. */
  roots: [path: string, real: string][];
  dirs: string[];
  /** Two numbers per folder of `dirs`: ctimeMs, ino. */
  dirStats: number[];
  files: string[];
  /** Two numbers per file of `files`: ctimeMs, size (both -1: the file was absent). */
  fileStats: number[];
}

/** A file modified this recently may change again within its time stamps' resolution (as in the cache file). */
const RACY_WINDOW_MS = 1_000;
const PLUGIN_MANIFEST = `.claude-plugin${sep}plugin.json`;
const ABSENT = -1;

export interface CaptureInput {
  /** The roots as resolved paths, in walk order. */
  roots: readonly string[];
  /** The cache the load just used and updated: its listings and packages are this load's. */
  cache: DiscoveryCache;
  diagnostics: readonly Diagnostic[];
  /** Folders the walk visited (listed or reused): each must have its listing in the cache. */
  dirsVisited: number;
  /** Packages the load produced: each must be in the cache. */
  packages: number;
  /** When the load began (Date.now()): anything modified since, or just before, is not trusted. */
  startedAt: number;
}

/**
 * The snapshot of a load, or undefined when its result cannot be proved unchanged by stats alone: a
 * folder listed too recently to trust (not kept in the cache), a symlink (its target is resolved afresh
 * on every walk), a read or listing error (a permission change shows in ctime, but not whether it made the folder readable to this user), or
 * anything modified since shortly before the load began.
 */
export function captureTreeSnapshot(input: CaptureInput): TreeSnapshot | undefined {
  const { cache } = input;
  const base = input.roots[0];
  if (base === undefined) return undefined;
  if (cache.listings.size === 0 || cache.listings.size !== input.dirsVisited) return undefined;
  if (cache.packages.size !== input.packages) return undefined;
  for (const d of input.diagnostics)
    if (UNPROVABLE.has(d.code) || d.code.startsWith('SYMLINK_')) return undefined;
  const limit = input.startedAt - RACY_WINDOW_MS;
  const snapshot: TreeSnapshot = { base, roots: [], dirs: [], dirStats: [], files: [], fileStats: [] };
  try {
    for (const root of input.roots) snapshot.roots.push([root, realpathSync(root)]);
  } catch {
    return undefined;
  }
  const addFile = (path: string, mtimeMs: number, ctimeMs: number, size: number): boolean => {
    if (mtimeMs !== ABSENT && !(mtimeMs < limit)) return false;
    snapshot.files.push(relativeTo(path, base));
    snapshot.fileStats.push(ctimeMs, size);
    return true;
  };
  const addDir = (path: string, ctimeMs: number, ino: number): void => {
    snapshot.dirs.push(relativeTo(path, base));
    snapshot.dirStats.push(ctimeMs, ino);
  };
  for (const [dir, listing] of cache.listings) {
    // Kept only when not racy at listing time (see findSkillPackages), so its ctime is trusted as is.
    addDir(dir, listing.ctimeMs, listing.ino);
    const { names, kinds } = listing;
    for (let i = 0; i < names.length; i++) {
      const kind = kinds[i];
      if (kind === 's') return undefined;
      if (kind !== 'd') continue;
      const name = names[i]!;
      if (name === '.claude-plugin') {
        // Its folder too: a manifest removed after the walk read it changes the folder's ctime.
        const folder = statSync(dir + sep + name, { throwIfNoEntry: false });
        if (!folder?.isDirectory() || !(folder.mtimeMs < limit)) return undefined;
        addDir(dir + sep + name, folder.ctimeMs, folder.ino);
        const manifest = statSync(dir + sep + PLUGIN_MANIFEST, { throwIfNoEntry: false });
        if (
          !addFile(
            dir + sep + PLUGIN_MANIFEST,
            manifest?.mtimeMs ?? ABSENT,
            manifest?.ctimeMs ?? ABSENT,
            manifest?.size ?? ABSENT,
          )
        )
          return undefined;
      }
      if (skippedEntry(name, true) === undefined) continue;
      // The walk looked for a SKILL.md in it (to say a skill was skipped): its ctime says whether one came or went.
      const skipped = statSync(dir + sep + name, { throwIfNoEntry: false });
      if (!skipped?.isDirectory() || !(skipped.mtimeMs < limit)) return undefined;
      addDir(dir + sep + name, skipped.ctimeMs, skipped.ino);
    }
  }
  for (const [dir, pkg] of cache.packages) {
    if (!Number.isFinite(pkg.skillCtimeMs)) return undefined;
    if (!addFile(dir + sep + SKILL_FILE, pkg.skillMtimeMs, pkg.skillCtimeMs, pkg.skillSize)) return undefined;
    if (cache.listings.get(dir)?.names.includes(SKILL_CONFIG_FILE) !== true) continue;
    if (pkg.configMtimeMs === undefined || pkg.configCtimeMs === undefined || pkg.configSize === undefined)
      return undefined;
    if (!addFile(dir + sep + SKILL_CONFIG_FILE, pkg.configMtimeMs, pkg.configCtimeMs, pkg.configSize))
      return undefined;
  }
  return snapshot;
}

/** Findings that depend on more than the stats a snapshot keeps (permissions, a root that vanished). */
const UNPROVABLE = new Set(['READ_ERROR', 'ROOT_MISSING', 'CONFIG_PARSE_ERROR']);

/** Whether every stat of the snapshot still holds. Never throws: a snapshot that cannot be checked fails. */
export function treeSnapshotHolds(snapshot: TreeSnapshot): boolean {
  try {
    const { base, roots, dirs, dirStats, files, fileStats } = snapshot;
    if (
      typeof base !== 'string' ||
      !Array.isArray(roots) ||
      dirStats.length !== dirs.length * 2 ||
      fileStats.length !== files.length * 2
    )
      return false;
    for (const [path, real] of roots) if (realpathSync(path) !== real) return false;
    for (let i = 0; i < dirs.length; i++) {
      const info = statSync(expand(dirs[i]!, base), { throwIfNoEntry: false });
      if (info === undefined || info.ctimeMs !== dirStats[2 * i] || info.ino !== dirStats[2 * i + 1])
        return false;
    }
    for (let i = 0; i < files.length; i++) {
      const info = statSync(expand(files[i]!, base), { throwIfNoEntry: false });
      const ctimeMs = fileStats[2 * i];
      if (info === undefined) {
        if (ctimeMs !== ABSENT) return false;
      } else if (info.ctimeMs !== ctimeMs || info.size !== fileStats[2 * i + 1]) return false;
    }
    return true;
  } catch {
    return false;
  }
}

const OUTSIDE = '\u0000';

function relativeTo(path: string, base: string): string {
  if (path === base) return '';
  return path.startsWith(base + sep) ? path.slice(base.length + 1) : OUTSIDE + path;
}

function expand(path: string, base: string): string {
  if (path === '') return base;
  return path.charCodeAt(0) === 0 ? path.slice(1) : base + sep + path;
}
