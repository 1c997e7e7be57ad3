import type { Dirent, Stats } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type Diagnostic, diagnostic } from '../diagnostics/index.js';
import { SKILL_FILE } from '../skill/index.js';

export const DEFAULT_MAX_DEPTH = 8;
/** Parallel directory reads: enough to hide I/O latency without exhausting file descriptors. */
const WALK_CONCURRENCY = 48;
/** A directory modified this recently may still be changing; its listing is not trusted by the cache. */
const RACY_WINDOW_MS = 1_000;

export type EntryKind = 'file' | 'dir' | 'symlink' | 'other';

export interface DirListing {
  mtimeMs: number;
  entries: { name: string; kind: EntryKind }[];
}

/** Directory listings from an earlier walk, reused when a directory's mtime has not changed. */
export type ListingCache = Map<string, DirListing>;

export interface FoundPackage {
  dir: string;
  realDir: string;
  rootIndex: number;
  viaSymlink: boolean;
  entries: ReadonlySet<string>;
}

export interface WalkRoot {
  path: string;
}

export interface FindSkillPackagesOptions {
  roots: readonly WalkRoot[];
  maxDepth?: number;
  /** Listings from the previous walk; updated in place with this walk's listings. */
  cache?: ListingCache;
}

export interface FindSkillPackagesResult {
  packages: FoundPackage[];
  diagnostics: Diagnostic[];
  stats: { dirsListed: number; dirsReused: number };
}

interface Task {
  dir: string;
  realDir: string;
  depth: number;
  rootIndex: number;
  rootReal: string;
  /** Package directory this task lies inside, if any (nested SKILL.md never registers). */
  packageDir: string | undefined;
  ancestors: readonly string[];
  viaSymlink: boolean;
}

/**
 * Walks skill roots and returns package directories (folders holding SKILL.md). Applies the walk rules of
 * SPEC §2.2: packages are boundaries, dot-dirs and node_modules are skipped, symlinks are followed only
 * inside the root, loops/dangling/escaping links become diagnostics, depth is bounded.
 */
export async function findSkillPackages(options: FindSkillPackagesOptions): Promise<FindSkillPackagesResult> {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const cache = options.cache;
  const seen = cache ? new Set<string>() : undefined;
  const packages: FoundPackage[] = [];
  const diagnostics: Diagnostic[] = [];
  const stats = { dirsListed: 0, dirsReused: 0 };
  const queue: Task[] = [];

  for (const [rootIndex, root] of options.roots.entries()) {
    let rootReal: string;
    try {
      rootReal = await realpath(root.path);
    } catch (error) {
      diagnostics.push(
        diagnostic(
          'warning',
          'ROOT_MISSING',
          root.path,
          `Skill root cannot be read (${errnoOf(error)}); no skills load from it`,
        ),
      );
      continue;
    }
    queue.push({
      dir: root.path,
      realDir: rootReal,
      depth: 0,
      rootIndex,
      rootReal,
      packageDir: undefined,
      ancestors: [rootReal],
      viaSymlink: false,
    });
  }

  const visit = async (task: Task): Promise<void> => {
    let listing: DirListing;
    try {
      listing = await listDirectory(task.dir, cache, stats);
    } catch (error) {
      diagnostics.push(
        diagnostic('warning', 'READ_ERROR', task.dir, `Cannot list directory (${errnoOf(error)}); skipped`),
      );
      return;
    }
    seen?.add(task.dir);
    const names = new Set(listing.entries.map((e) => e.name));
    let packageDir = task.packageDir;
    const skillEntry = listing.entries.find((e) => e.name === SKILL_FILE);
    if (skillEntry && (skillEntry.kind === 'file' || skillEntry.kind === 'symlink')) {
      const accepted =
        skillEntry.kind === 'file' ||
        (await symlinkedFileInside(join(task.dir, SKILL_FILE), task, diagnostics));
      if (accepted && packageDir === undefined) {
        packages.push({
          dir: task.dir,
          realDir: task.realDir,
          rootIndex: task.rootIndex,
          viaSymlink: task.viaSymlink,
          entries: names,
        });
        packageDir = task.dir;
      } else if (accepted && packageDir !== undefined && !isEvalFixture(relative(packageDir, task.dir))) {
        diagnostics.push(
          diagnostic(
            'info',
            'NESTED_SKILL',
            join(task.dir, SKILL_FILE),
            `Nested SKILL.md inside package ${packageDir} is not registered as a skill`,
            {
              detail: { package: packageDir },
            },
          ),
        );
      }
    }

    for (const entry of listing.entries) {
      if (entry.kind !== 'dir' && entry.kind !== 'symlink') continue;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const child = join(task.dir, entry.name);
      if (task.depth + 1 > maxDepth) {
        if (entry.kind === 'dir') {
          diagnostics.push(
            diagnostic(
              'info',
              'DEPTH_LIMIT',
              child,
              `Not searched: deeper than ${maxDepth} levels below the root`,
            ),
          );
        }
        continue;
      }
      if (entry.kind === 'dir') {
        queue.push({
          ...task,
          dir: child,
          realDir: join(task.realDir, entry.name),
          depth: task.depth + 1,
          packageDir,
          ancestors: [...task.ancestors, join(task.realDir, entry.name)],
        });
        continue;
      }
      // Inside a package, symlinked folders are content, not places to look for more skills.
      if (packageDir !== undefined) continue;
      const target = await resolveLink(child, task, diagnostics);
      if (target === undefined) continue;
      queue.push({
        ...task,
        dir: child,
        realDir: target,
        depth: task.depth + 1,
        packageDir,
        ancestors: [...task.ancestors, target],
        viaSymlink: true,
      });
    }
  };

  await drain(queue, visit);
  if (cache && seen) for (const key of cache.keys()) if (!seen.has(key)) cache.delete(key);
  return { packages, diagnostics, stats };
}

/** Processes a growing queue with bounded concurrency. */
async function drain(queue: Task[], visit: (task: Task) => Promise<void>): Promise<void> {
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = (): void => {
      if (queue.length === 0 && active === 0) {
        resolve();
        return;
      }
      while (active < WALK_CONCURRENCY && queue.length > 0) {
        const task = queue.pop()!;
        active++;
        visit(task).then(() => {
          active--;
          pump();
        }, reject);
      }
    };
    pump();
  });
}

async function listDirectory(
  dir: string,
  cache: ListingCache | undefined,
  stats: { dirsListed: number; dirsReused: number },
): Promise<DirListing> {
  if (!cache) {
    stats.dirsListed++;
    return { mtimeMs: 0, entries: (await readdir(dir, { withFileTypes: true })).map(toEntry) };
  }
  const info: Stats = await stat(dir);
  const cached = cache.get(dir);
  if (cached && cached.mtimeMs === info.mtimeMs) {
    stats.dirsReused++;
    return cached;
  }
  stats.dirsListed++;
  const listing = {
    mtimeMs: info.mtimeMs,
    entries: (await readdir(dir, { withFileTypes: true })).map(toEntry),
  };
  if (Date.now() - info.mtimeMs > RACY_WINDOW_MS) cache.set(dir, listing);
  else cache.delete(dir);
  return listing;
}

function toEntry(d: Dirent): { name: string; kind: EntryKind } {
  const kind: EntryKind = d.isFile()
    ? 'file'
    : d.isDirectory()
      ? 'dir'
      : d.isSymbolicLink()
        ? 'symlink'
        : 'other';
  return { name: d.name, kind };
}

/** Resolves a symlinked directory; returns its real path when it may be walked. */
async function resolveLink(path: string, task: Task, diagnostics: Diagnostic[]): Promise<string | undefined> {
  let target: string;
  try {
    target = await realpath(path);
  } catch (error) {
    const code = errnoOf(error);
    const loop = code === 'ELOOP';
    diagnostics.push(
      diagnostic(
        'warning',
        loop ? 'SYMLINK_LOOP' : 'SYMLINK_DANGLING',
        path,
        loop ? 'Symlink loop; not followed' : `Symlink target does not exist (${code}); not followed`,
      ),
    );
    return undefined;
  }
  if (!isInside(task.rootReal, target)) {
    diagnostics.push(
      diagnostic('warning', 'SYMLINK_ESCAPE', path, 'Symlink points outside the skill root; not followed', {
        detail: { target },
      }),
    );
    return undefined;
  }
  if (task.ancestors.some((a) => a === target || isInside(target, a))) {
    diagnostics.push(
      diagnostic('warning', 'SYMLINK_LOOP', path, 'Symlink points back to a folder above it; not followed', {
        detail: { target },
      }),
    );
    return undefined;
  }
  try {
    if (!(await stat(target)).isDirectory()) return undefined;
  } catch {
    return undefined;
  }
  return target;
}

/** A symlinked SKILL.md counts only when it resolves to a file inside the root. */
async function symlinkedFileInside(path: string, task: Task, diagnostics: Diagnostic[]): Promise<boolean> {
  try {
    const target = await realpath(path);
    if (!isInside(task.rootReal, target)) {
      diagnostics.push(
        diagnostic(
          'warning',
          'SYMLINK_ESCAPE',
          path,
          'SKILL.md is a symlink to a file outside the skill root; skill not loaded',
          { detail: { target } },
        ),
      );
      return false;
    }
    return (await stat(target)).isFile();
  } catch (error) {
    const code = errnoOf(error);
    diagnostics.push(
      diagnostic(
        'warning',
        code === 'ELOOP' ? 'SYMLINK_LOOP' : 'SYMLINK_DANGLING',
        path,
        `SKILL.md symlink cannot be resolved (${code}); skill not loaded`,
      ),
    );
    return false;
  }
}

export function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}

/** Eval fixtures (e.g. `evals/fixtures/bad-skill/SKILL.md`) are test data, not nested skills. */
function isEvalFixture(relativeDir: string): boolean {
  const parts = relativeDir.split(sep);
  return parts.includes('evals') || parts.includes('fixtures');
}

function errnoOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'EIO';
}
