import { resolve } from 'node:path';
import {
  createDiscoveryCache,
  type LoadSkillsOptions,
  type LoadSkillsResult,
  loadSkillsWith,
} from './load-skills.js';
import { captureTreeSnapshot, type TreeSnapshot } from './tree-snapshot.js';

export interface LoadSkillsCachedOptions extends Omit<LoadSkillsOptions, 'cache' | 'reuseWalk'> {
  /** Folder for the cache files (created, owner-only). The caller decides where a user expects it. */
  cacheDir: string;
  /**
   * Identifies the code that produced a cache: a cache written by another build is never used, since
   * the same bytes may load differently (a parser fix, a new diagnostic).
   */
  codeVersion: string;
}

export interface LoadSkillsCachedResult extends LoadSkillsResult {
  /** What this load depended on, for a caller that keeps what it made of the result (see `TreeSnapshot`). */
  snapshot: TreeSnapshot | undefined;
}

/**
 * `loadSkills` for one-shot processes (the CLI): the previous run's listings and loaded packages are
 * kept in a file and reused for every folder and package whose stats (mtime, inode; SKILL.md and
 * skill.config.yaml mtime and size) are unchanged, so a repeat run over an unchanged tree costs stats
 * instead of reads and parses. Same result as `loadSkills`: every folder is still listed or stat-checked
 * (nothing below a package is taken on trust), files changed within the last second are never stored, a
 * cache that cannot be read or does not match is ignored and rebuilt, and writes are staged, then renamed.
 * No skill is frozen, read back or freshly loaded: the cache lives for this call only and is shared with
 * no other caller.
 */
export async function loadSkillsCached(options: LoadSkillsCachedOptions): Promise<LoadSkillsCachedResult> {
  const startedAt = Date.now();
  const { cacheDir, codeVersion, ...loadOptions } = options;
  // Loaded here, not with the module: a process that runs with caching off never needs it (or its hashing).
  const { cacheFileFor, readCacheFile, writeCacheFile } = await import('./discovery-cache-file.js');
  const { file, key } = cacheFileFor(cacheDir, {
    command: 'loadSkills',
    code: codeVersion,
    // The path as given too: diagnostics about a root name it the way the caller did.
    roots: loadOptions.roots.map((r) => ({ given: r.path, path: resolve(r.path), category: r.category })),
    maxDepth: loadOptions.maxDepth ?? null,
  });
  const stored = readCacheFile(file, key);
  const cache = stored ?? createDiscoveryCache();
  const listingsBefore = cache.listings.size;
  const packagesBefore = cache.packages.size;
  const result = await loadSkillsWith({ ...loadOptions, cache }, false);
  const changed =
    stored === undefined ||
    result.stats.parsed > 0 ||
    result.stats.dirsListed > 0 ||
    cache.listings.size !== listingsBefore ||
    cache.packages.size !== packagesBefore;
  if (changed) writeCacheFile(file, key, resolve(loadOptions.roots[0]?.path ?? '.'), cache);
  const snapshot = captureTreeSnapshot({
    roots: loadOptions.roots.map((r) => resolve(r.path)),
    cache,
    diagnostics: result.diagnostics,
    dirsVisited: result.stats.dirsListed + result.stats.dirsReused,
    packages: result.stats.packages,
    startedAt,
  });
  return { ...result, snapshot };
}
