import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { diagnostic } from '../diagnostics/diagnostic.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { isEvalFixture } from './is-eval-fixture.js';
import { isInside } from './is-inside.js';
import { type DirEntries, readDirEntries } from './read-dir-entries.js';
import { resolveLink as resolveLinkTarget } from './resolve-link.js';
import { skippedEntry } from './skip-table.js';
import { createTimeSlicer } from './time-slicer.js';

const SKILL_FILE = 'SKILL.md';
/** A folder holding this file is a plugin bundle: its skills are named `<plugin>:<skill>`. */
const PLUGIN_MANIFEST = join('.claude-plugin', 'plugin.json');
/** Plugin names become part of skill names, so they keep to characters safe in names and paths. */
const PLUGIN_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const DEFAULT_MAX_DEPTH = 8;
/** A directory modified this recently may still be changing; its listing is not trusted by the cache. */
const RACY_WINDOW_MS = 1_000;

export type { EntryKind } from './read-dir-entries.js';

export interface DirListing extends DirEntries {
  /** Change time: moves with every entry change (as mtime does) and also when an mtime is set back. */
  ctimeMs: number;
  /** Inode of the folder: a path that now names another folder (a switched symlink) is not reused. */
  ino: number;
  /**
   * For a package folder: diagnostics found below it on the last full walk. While the package folder is
   * unchanged, a refresh reuses them instead of re-walking its contents: nothing inside a package can
   * register as a skill, so only these informational findings could go stale (a cold load rebuilds them).
   */
  subtree?: Diagnostic[];
  /** `names` as a set, computed once per listing. */
  nameSet?: ReadonlySet<string>;
  /** The last walk that used this listing: the others are dropped from the cache after a walk. */
  walk?: number;
}

function namesOf(listing: DirListing): ReadonlySet<string> {
  listing.nameSet ??= new Set(listing.names);
  return listing.nameSet;
}

/** Directory listings from an earlier walk, reused when a directory's mtime has not changed. */
export type ListingCache = Map<string, DirListing>;

export interface FoundPackage {
  dir: string;
  /** `name` of the nearest enclosing plugin bundle (`.claude-plugin/plugin.json`) inside the root. */
  plugin?: string;
  realDir: string;
  rootIndex: number;
  viaSymlink: boolean;
  entries: ReadonlySet<string>;
  /** The package folder's own listing, for a caller that goes on to list the package (`listPackageFiles`). */
  listing: DirEntries;
}

export interface WalkRoot {
  path: string;
}

export interface FindSkillPackagesOptions {
  roots: readonly WalkRoot[];
  maxDepth?: number;
  /** Listings from the previous walk; updated in place with this walk's listings. */
  cache?: ListingCache;
  /**
   * Walk below package folders (default true). Below a package the walk only finds diagnostics (nested
   * SKILL.md, links): a caller that lists each package itself and wants only the packages (scan) turns
   * it off, so no folder is read twice.
   */
  packageContents?: boolean;
}

export interface FindSkillPackagesResult {
  packages: FoundPackage[];
  diagnostics: Diagnostic[];
  /**
   * Folders whose change can change the registry: every folder walked outside packages, plus each package
   * folder itself (not its contents). What a change watcher must observe.
   */
  watchDirs: string[];
  stats: { dirsListed: number; dirsReused: number };
}

interface Ancestor {
  realDir: string;
  parent: Ancestor | undefined;
}

function anyAncestor(chain: Ancestor | undefined, test: (realDir: string) => boolean): boolean {
  for (let a = chain; a !== undefined; a = a.parent) if (test(a.realDir)) return true;
  return false;
}

/** Findings below one package, gathered apart so a refresh can reuse them (see DirListing.subtree). */
interface Subtree {
  diagnostics: Diagnostic[];
  /** Whether a folder below the package was visited yet: findings are reported in that order. */
  visited: boolean;
}

interface Task {
  dir: string;
  realDir: string;
  depth: number;
  rootIndex: number;
  rootReal: string;
  /** Package directory this task lies inside, if any (nested SKILL.md never registers). */
  packageDir: string | undefined;
  /** Where findings inside that package go. */
  subtree: Subtree | undefined;
  /** Real paths from this folder up to the root, for symlink loop detection. */
  ancestors: Ancestor;
  viaSymlink: boolean;
  plugin: string | undefined;
}

/** Numbers each walk, to tell the listings a walk used from those it no longer reached. */
let walkCount = 0;

/**
 * Walks skill roots and returns package directories (folders holding SKILL.md). Applies the walk rules of
 * SPEC §2.2: packages are boundaries, dot-dirs and node_modules are skipped, symlinks are followed only
 * inside the root, loops/dangling/escaping links become diagnostics, depth is bounded.
 */
export async function findSkillPackages(options: FindSkillPackagesOptions): Promise<FindSkillPackagesResult> {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const cache = options.cache;
  const walk = ++walkCount;
  const packages: FoundPackage[] = [];
  const watchDirs: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const stats = { dirsListed: 0, dirsReused: 0 };
  const queue: Task[] = [];
  // Real folders already queued, per root: links that lead to one of them add nothing but work (folders
  // linking to each other would otherwise multiply the walk up to the depth bound). Indexed only once a
  // link is met: most trees have none, and hashing every folder's path is a large share of a warm walk.
  const queuedList: Task[] = [];
  let queuedReal: Set<string> | undefined;
  const realKey = (task: Task): string => `${task.rootIndex}\0${task.realDir}`;
  const enqueue = (task: Task): void => {
    if (queuedReal) queuedReal.add(realKey(task));
    else queuedList.push(task);
    queue.push(task);
  };
  const isQueued = (rootIndex: number, realDir: string): boolean => {
    if (!queuedReal) {
      queuedReal = new Set(queuedList.map(realKey));
      queuedList.length = 0;
    }
    return queuedReal.has(`${rootIndex}\0${realDir}`);
  };

  for (const [rootIndex, root] of options.roots.entries()) {
    let rootReal: string;
    try {
      rootReal = realpathSync(root.path);
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
    enqueue({
      dir: resolve(root.path),
      realDir: rootReal,
      depth: 0,
      rootIndex,
      rootReal,
      packageDir: undefined,
      subtree: undefined,
      ancestors: { realDir: rootReal, parent: undefined },
      viaSymlink: false,
      plugin: undefined,
    });
  }

  const subtrees: Subtree[] = [];
  const freshPackages: { listing: DirListing; subtree: Subtree }[] = [];

  const visit = (task: Task): void => {
    // Findings below a package are kept per package so a refresh can reuse them (see DirListing.subtree).
    let sink = diagnostics;
    if (task.subtree !== undefined) {
      if (!task.subtree.visited) subtrees.push(task.subtree);
      task.subtree.visited = true;
      sink = task.subtree.diagnostics;
    }
    let listing: DirListing;
    let reused: boolean;
    try {
      ({ listing, reused } = listDirectory(task.dir, cache, stats));
    } catch (error) {
      sink.push(
        diagnostic('warning', 'READ_ERROR', task.dir, `Cannot list directory (${errnoOf(error)}); skipped`),
      );
      return;
    }
    listing.walk = walk;
    if (task.packageDir === undefined) watchDirs.push(task.dir);
    let packageDir = task.packageDir;
    let subtree = task.subtree;
    const { names, kinds } = listing;
    const plugin =
      packageDir === undefined && names.includes('.claude-plugin')
        ? (readPluginName(task.dir, sink) ?? task.plugin)
        : task.plugin;
    const skillIndex = names.indexOf(SKILL_FILE);
    const skillKind = skillIndex === -1 ? undefined : kinds[skillIndex];
    if (skillKind === 'o') {
      sink.push(
        diagnostic(
          'warning',
          'READ_ERROR',
          join(task.dir, SKILL_FILE),
          'SKILL.md is not a regular file; skipped',
        ),
      );
    }
    if (skillKind === 'f' || skillKind === 's') {
      const accepted = skillKind === 'f' || symlinkedFileInside(join(task.dir, SKILL_FILE), task, sink);
      if (accepted && packageDir === undefined) {
        packages.push({
          dir: task.dir,
          ...(plugin === undefined ? {} : { plugin }),
          realDir: task.realDir,
          rootIndex: task.rootIndex,
          viaSymlink: task.viaSymlink,
          entries: namesOf(listing),
          listing: { names: listing.names, kinds: listing.kinds },
        });
        if (options.packageContents === false) return;
        packageDir = task.dir;
        if (reused && listing.subtree) {
          diagnostics.push(...listing.subtree);
          return;
        }
        subtree = { diagnostics: [], visited: false };
        if (cache) freshPackages.push({ listing, subtree });
      } else if (
        accepted &&
        packageDir !== undefined &&
        !isEvalFixture(`${relative(packageDir, task.dir).split(sep).join('/')}/${SKILL_FILE}`)
      ) {
        sink.push(
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

    for (let index = 0; index < names.length; index++) {
      const kind = kinds[index];
      if (kind !== 'd' && kind !== 's') continue;
      const name = names[index]!;
      const skip = skippedEntry(name, true);
      if (skip !== undefined) {
        // Say so when a skill would have been found there: a skipped skill is never skipped silently.
        if (packageDir === undefined && existsSync(task.dir + sep + name + sep + SKILL_FILE)) {
          sink.push(
            diagnostic(
              'info',
              'SKIPPED_DIR',
              task.dir + sep + name,
              `Not searched for skills: ${skip.why}; move the skill out of it to load it`,
              { detail: { group: skip.group } },
            ),
          );
        }
        continue;
      }
      // A symlinked SKILL.md was judged above; resolving it again would report it twice.
      if (kind === 's' && name === SKILL_FILE) continue;
      const child = task.dir + sep + name;
      if (task.depth + 1 > maxDepth) {
        // Folders inside a package are its content, not places where a skill was missed.
        if (packageDir === undefined && (kind === 'd' || isDirectoryLink(child))) {
          sink.push(
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
      if (kind === 'd') {
        const realDir = task.realDir + sep + name;
        enqueue({
          dir: child,
          realDir,
          depth: task.depth + 1,
          rootIndex: task.rootIndex,
          rootReal: task.rootReal,
          packageDir,
          subtree,
          ancestors: { realDir, parent: task.ancestors },
          viaSymlink: task.viaSymlink,
          plugin,
        });
        continue;
      }
      // Inside a package, symlinked folders are content, not places to look for more skills.
      if (packageDir !== undefined) continue;
      const target = resolveLink(child, task, sink);
      if (target === undefined || isQueued(task.rootIndex, target)) continue;
      enqueue({
        ...task,
        dir: child,
        realDir: target,
        depth: task.depth + 1,
        packageDir,
        ancestors: { realDir: target, parent: task.ancestors },
        viaSymlink: true,
        plugin,
      });
    }
  };

  const pause = createTimeSlicer();
  for (let task = queue.pop(); task !== undefined; task = queue.pop()) {
    visit(task);
    await pause();
  }
  for (const found of subtrees) diagnostics.push(...found.diagnostics);
  for (const { listing, subtree } of freshPackages) listing.subtree = subtree.diagnostics;
  if (cache) for (const [key, listing] of cache) if (listing.walk !== walk) cache.delete(key);
  return { packages, diagnostics, watchDirs, stats };
}

function listDirectory(
  dir: string,
  cache: ListingCache | undefined,
  stats: { dirsListed: number; dirsReused: number },
): { listing: DirListing; reused: boolean } {
  if (!cache) {
    stats.dirsListed++;
    return { listing: readListing(dir, 0, 0), reused: false };
  }
  const info = statSync(dir);
  const cached = cache.get(dir);
  if (cached && cached.ctimeMs === info.ctimeMs && cached.ino === info.ino) {
    stats.dirsReused++;
    return { listing: cached, reused: true };
  }
  stats.dirsListed++;
  const listing = readListing(dir, info.ctimeMs, info.ino);
  if (Date.now() - info.mtimeMs > RACY_WINDOW_MS) cache.set(dir, listing);
  else cache.delete(dir);
  return { listing, reused: false };
}

function readListing(dir: string, ctimeMs: number, ino: number): DirListing {
  return { ctimeMs, ino, ...readDirEntries(dir) };
}

/** Resolves a symlinked directory; returns its real path when it may be walked. */
function resolveLink(path: string, task: Task, diagnostics: Diagnostic[]): string | undefined {
  const link = resolveLinkTarget(path, task.rootReal);
  if (link.status === 'loop' || link.status === 'dangling') {
    diagnostics.push(
      link.status === 'loop'
        ? diagnostic('warning', 'SYMLINK_LOOP', path, 'Symlink loop; not followed')
        : diagnostic('warning', 'SYMLINK_DANGLING', path, 'Symlink target does not exist; not followed', {
            detail: { target: link.target },
          }),
    );
    return undefined;
  }
  if (link.status === 'outside') {
    diagnostics.push(
      diagnostic('warning', 'SYMLINK_ESCAPE', path, 'Symlink points outside the skill root; not followed', {
        detail: { target: link.target },
      }),
    );
    return undefined;
  }
  const target = link.target;
  if (anyAncestor(task.ancestors, (a) => isInside(target, a))) {
    diagnostics.push(
      diagnostic('warning', 'SYMLINK_LOOP', path, 'Symlink points back to a folder above it; not followed', {
        detail: { target },
      }),
    );
    return undefined;
  }
  if (!link.isDirectory) return undefined;
  // A link into another package's folders must not turn a nested SKILL.md (an eval fixture, say) into a skill.
  if (insidePackage(task.rootReal, target)) return undefined;
  return target;
}

function insidePackage(rootReal: string, target: string): boolean {
  for (let dir = dirname(target); isInside(rootReal, dir); dir = dirname(dir)) {
    if (existsSync(dir + sep + SKILL_FILE)) return true;
    if (dir === rootReal) break;
  }
  return false;
}

/** Only asked at the depth bound, so following the link costs nothing on the usual path. */
function isDirectoryLink(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A symlinked SKILL.md counts only when it resolves to a file inside the root. */
function symlinkedFileInside(path: string, task: Task, diagnostics: Diagnostic[]): boolean {
  const link = resolveLinkTarget(path, task.rootReal);
  if (link.status === 'inside' && !link.isDirectory) return true;
  if (link.status === 'outside') {
    diagnostics.push(
      diagnostic(
        'warning',
        'SYMLINK_ESCAPE',
        path,
        'SKILL.md is a symlink to a file outside the skill root; skill not loaded',
        { detail: { target: link.target } },
      ),
    );
  } else if (link.status === 'inside') {
    diagnostics.push(
      diagnostic('warning', 'READ_ERROR', path, 'SKILL.md is a symlink to a folder; skill not loaded', {
        detail: { target: link.target },
      }),
    );
  } else {
    diagnostics.push(
      diagnostic(
        'warning',
        link.status === 'loop' ? 'SYMLINK_LOOP' : 'SYMLINK_DANGLING',
        path,
        `SKILL.md symlink cannot be resolved (${link.status === 'loop' ? 'ELOOP' : 'ENOENT'}); skill not loaded`,
      ),
    );
  }
  return false;
}

/**
 * The namespace of a plugin bundle: the `name` of its `.claude-plugin/plugin.json`. A manifest that
 * cannot be used falls back to the folder's name, with a warning, so its skills still cannot collide
 * with another plugin's.
 */
function readPluginName(dir: string, diagnostics: Diagnostic[]): string | undefined {
  const manifest = join(dir, PLUGIN_MANIFEST);
  let problem: string;
  try {
    const data: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    const name = (data as { name?: unknown } | null)?.name;
    if (typeof name === 'string' && PLUGIN_NAME_PATTERN.test(name)) return name;
    problem =
      typeof name === 'string' ? `its name ${JSON.stringify(name)} is not usable` : 'it has no "name"';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A `.claude-plugin` folder without a manifest (a marketplace catalogue, say) names no plugin.
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    problem = code === undefined ? 'it is not valid JSON' : `it cannot be read (${code})`;
  }
  const fallback = basename(dir);
  if (!PLUGIN_NAME_PATTERN.test(fallback)) return undefined;
  diagnostics.push(
    diagnostic(
      'warning',
      'PLUGIN_MANIFEST_INVALID',
      manifest,
      `Plugin manifest unusable (${problem}); its skills are named "${fallback}:<skill>" after the folder`,
      { detail: { plugin: fallback } },
    ),
  );
  return fallback;
}

function errnoOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'EIO';
}
