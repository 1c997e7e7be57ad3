import { statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { diagnostic } from '../diagnostics/diagnostic.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { type FoundPackage, findSkillPackages, type ListingCache } from '../package/find-skill-packages.js';
import { createTimeSlicer } from '../package/time-slicer.js';
import { SKILL_CONFIG_FILE, SKILL_FILE } from '../skill/file-names.js';
import { CATEGORY_PRECEDENCE, type Skill, type SkillCategory } from '../skill/types.js';

export interface SkillRoot {
  path: string;
  category: SkillCategory;
}

export interface CachedPackage {
  /** Where the package really was: a symlink switched to another folder must be read again. */
  realDir: string;
  /** The plugin namespace it was loaded under: a renamed plugin renames its skills. */
  plugin: string | undefined;
  /**
   * Modification times say whether a file is too fresh to trust (and give the fingerprint); change times
   * say whether it changed: they also move on chmod and when a tool sets an mtime back (`tar`, `touch -r`).
   */
  skillMtimeMs: number;
  skillCtimeMs: number;
  skillSize: number;
  configMtimeMs: number | undefined;
  configCtimeMs: number | undefined;
  configSize: number | undefined;
  skill: Skill | undefined;
  diagnostics: Diagnostic[];
}

/**
 * Loaded packages known to hold only values JSON gives back unchanged (see `SplitSkillMd.plainValues`):
 * the cache file stores them without checking every value (that check was half the cost of writing it).
 */
export const plainCachedPackages = new WeakSet<CachedPackage>();

/** State kept between loads so an unchanged tree re-validates with stats only. */
export interface DiscoveryCache {
  listings: ListingCache;
  packages: Map<string, CachedPackage>;
  /** The last full walk, for `reuseWalk`. */
  last?: { walkDiagnostics: Diagnostic[]; results: CachedPackage[]; watchDirs: string[] };
}

export function createDiscoveryCache(): DiscoveryCache {
  return { listings: new Map(), packages: new Map() };
}

export interface LoadSkillsOptions {
  /**
   * On a name collision the higher category wins (user > custom > integration > public > legacy);
   * between roots of one category, the earlier root wins.
   */
  roots: readonly SkillRoot[];
  maxDepth?: number;
  isEnabled?: (name: string, category: SkillCategory) => boolean;
  /** Pass the same cache to later calls for incremental refresh. */
  cache?: DiscoveryCache;
  /**
   * The caller knows nothing on disk changed since the last load with this cache (it watches the
   * `watchDirs` of that load): skip the walk and every stat, re-apply only the enabled state.
   * Ignored without a cache holding a previous load.
   */
  reuseWalk?: boolean;
}

export interface LoadSkillsResult {
  /** Loaded skills in precedence (category, then root) then path order. */
  skills: Skill[];
  diagnostics: Diagnostic[];
  /** See `FindSkillPackagesResult.watchDirs`. */
  watchDirs: string[];
  stats: {
    packages: number;
    parsed: number;
    reused: number;
    dirsListed: number;
    dirsReused: number;
    /** True when `reuseWalk` skipped the file system entirely. */
    walkSkipped: boolean;
  };
}

/**
 * Discovers and loads every skill under the roots. Never throws for content problems: every skipped
 * skill has a diagnostic saying why.
 */
export async function loadSkills(options: LoadSkillsOptions): Promise<LoadSkillsResult> {
  return loadSkillsWith(options, options.cache !== undefined);
}

/**
 * `loadSkills`, saying whether the skills loaded now are `shared` (see `loadPackage`): they are whenever
 * a cache hands them out again, unless its one caller is the only one who will ever see them.
 */
export async function loadSkillsWith(options: LoadSkillsOptions, shared: boolean): Promise<LoadSkillsResult> {
  const cache = options.cache;
  const last = options.reuseWalk ? cache?.last : undefined;
  const walk = last
    ? { ...last, parsed: 0, reused: last.results.length, dirsListed: 0, dirsReused: 0, walkSkipped: true }
    : await walkAndLoad(options, shared);
  const diagnostics = [...walk.walkDiagnostics];
  const results = walk.results;

  const skills: Skill[] = [];
  const winners = new Map<string, Skill>();
  for (const entry of results) {
    diagnostics.push(...entry.diagnostics);
    const skill = entry.skill;
    if (!skill) continue;
    const winner = winners.get(skill.name);
    if (winner) {
      diagnostics.push(
        diagnostic(
          'warning',
          'NAME_COLLISION',
          skill.skillFile,
          `Skill "${skill.name}" is shadowed by ${winner.skillFile}; this copy is not loaded`,
          {
            skill: skill.name,
            detail: {
              winner: winner.skillFile,
              loser: skill.skillFile,
              winnerCategory: winner.category,
              loserCategory: skill.category,
            },
          },
        ),
      );
      continue;
    }
    const enabled = options.isEnabled ? options.isEnabled(skill.name, skill.category) : true;
    const current = enabled === skill.enabled ? skill : Object.freeze({ ...skill, enabled });
    winners.set(skill.name, current);
    skills.push(current);
  }
  return {
    skills,
    diagnostics,
    watchDirs: walk.watchDirs,
    stats: {
      packages: results.length,
      parsed: walk.parsed,
      reused: walk.reused,
      dirsListed: walk.dirsListed,
      dirsReused: walk.dirsReused,
      walkSkipped: walk.walkSkipped,
    },
  };
}

/** Walks the roots and loads every package, reusing unchanged ones from the cache. */
async function walkAndLoad(options: LoadSkillsOptions, shared: boolean) {
  const cache = options.cache;
  const found = await findSkillPackages({
    roots: options.roots,
    ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
    ...(cache ? { cache: cache.listings } : {}),
  });

  // Deterministic order: category precedence (user > custom > integration > public > legacy), then
  // root order within a category, then direct paths before symlinked ones, then path.
  const rank = options.roots.map((root) => CATEGORY_PRECEDENCE.indexOf(root.category));
  const ordered = [...found.packages].sort(
    (a, b) =>
      rank[a.rootIndex]! - rank[b.rootIndex]! ||
      a.rootIndex - b.rootIndex ||
      Number(a.viaSymlink) - Number(b.viaSymlink) ||
      compare(a.dir, b.dir),
  );
  const unique = distinctRealDirs(ordered, options.roots.length);

  const pause = createTimeSlicer();
  const results = await reuseUnchanged(unique, cache?.packages, pause);
  const reused = results.filter((r) => r !== undefined).length;
  const parsed = results.length - reused;
  if (parsed > 0) {
    const { loadPackage } = await import('./load-package.js');
    for (const [index, pkg] of unique.entries()) {
      if (results[index] !== undefined) continue;
      const entry = await loadPackage(pkg, options.roots[pkg.rootIndex]!.category, false, shared);
      cache?.packages.set(pkg.dir, entry);
      results[index] = entry;
      await pause();
    }
  }
  const loaded = results as CachedPackage[];
  if (cache) {
    dropOthers(cache.packages, unique);
    cache.last = { walkDiagnostics: found.diagnostics, results: loaded, watchDirs: found.watchDirs };
  }
  return {
    walkDiagnostics: found.diagnostics,
    results: loaded,
    watchDirs: found.watchDirs,
    parsed,
    reused,
    dirsListed: found.stats.dirsListed,
    dirsReused: found.stats.dirsReused,
    walkSkipped: false,
  };
}

/** What the synchronous loader needs to know of a package folder (a `FoundPackage` has it all). */
export type PackageSource = Pick<FoundPackage, 'dir' | 'realDir' | 'entries' | 'plugin'>;

/**
 * The first of the packages sharing a real folder (the same package reached through a symlink: silently
 * one). One root walked without links cannot reach a folder twice, so the common case skips the index.
 */
export function distinctRealDirs<T extends Pick<FoundPackage, 'realDir' | 'viaSymlink'>>(
  ordered: readonly T[],
  rootCount: number,
): T[] {
  if (rootCount <= 1 && !ordered.some((p) => p.viaSymlink)) return [...ordered];
  const seenReal = new Set<string>();
  return ordered.filter((p) => {
    if (seenReal.has(p.realDir)) return false;
    seenReal.add(p.realDir);
    return true;
  });
}

/**
 * The cached load of each package while it holds (`isUnchanged`), else undefined. The packages that need
 * reading are read by `loadPackage`, which is imported only then: it brings the YAML and schema code, which
 * a run over an unchanged tree never needs.
 */
export async function reuseUnchanged(
  packages: readonly PackageSource[],
  cached: ReadonlyMap<string, CachedPackage> | undefined,
  pause: () => Promise<void> | undefined,
): Promise<(CachedPackage | undefined)[]> {
  const results: (CachedPackage | undefined)[] = [];
  for (const pkg of packages) {
    const entry = cached?.get(pkg.dir);
    results.push(entry && isUnchanged(pkg, entry) ? entry : undefined);
    if (entry) await pause();
  }
  return results;
}

/**
 * Drops the cached packages not among `live`, every one of which the caller has just looked up or stored:
 * when the sizes agree there is nothing else to drop.
 */
export function dropOthers(packages: Map<string, CachedPackage>, live: readonly { dir: string }[]): void {
  if (packages.size === live.length) return;
  const keep = new Set(live.map((p) => p.dir));
  for (const key of packages.keys()) if (!keep.has(key)) packages.delete(key);
}

/** Whether a cached load of the package still holds: same real folder, namespace and file stats. */
function isUnchanged(pkg: PackageSource, cached: CachedPackage): boolean {
  if (cached.realDir !== pkg.realDir || cached.plugin !== pkg.plugin) return false;
  try {
    const info = statSync(pkg.dir + sep + SKILL_FILE);
    if (info.ctimeMs !== cached.skillCtimeMs || info.size !== cached.skillSize) return false;
    const config = pkg.entries.has(SKILL_CONFIG_FILE)
      ? statSync(join(pkg.dir, SKILL_CONFIG_FILE), { throwIfNoEntry: false })
      : undefined;
    return config?.ctimeMs === cached.configCtimeMs && config?.size === cached.configSize;
  } catch {
    return false;
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
