import { readdirSync, realpathSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { diagnostic, hasErrors } from '../diagnostics/diagnostic.js';
import type { Diagnostic } from '../diagnostics/index.js';
import { isSkillportError, SkillportError } from '../errors/index.js';
import { type FoundPackage, findSkillPackages } from '../package/find-skill-packages.js';
import { createTimeSlicer } from '../package/time-slicer.js';
import { SKILL_CONFIG_FILE, SKILL_FILE } from '../skill/file-names.js';
import {
  type CachedPackage,
  createDiscoveryCache,
  type DiscoveryCache,
  distinctRealDirs,
  dropOthers,
  type PackageSource,
  reuseUnchanged,
} from './load-skills.js';
import { captureTreeSnapshot, type TreeSnapshot } from './tree-snapshot.js';

export interface ValidatedSkill {
  name: string | undefined;
  path: string;
  valid: boolean;
  classification: string | undefined;
}

export interface ValidatePathResult {
  ok: boolean;
  skills: ValidatedSkill[];
  diagnostics: Diagnostic[];
}

/**
 * Validates a skill folder, a SKILL.md file, a root holding many skills, or a `.skill` archive.
 * Lenient by default (the loader's rules); `strict` applies the install/edit rules as errors.
 */
export async function validatePath(
  path: string,
  options: { strict?: boolean } = {},
): Promise<ValidatePathResult> {
  return validate(path, options, undefined);
}

export interface ValidatePathCachedOptions {
  strict?: boolean;
  /** As for `loadSkillsCached`. */
  cacheDir: string;
  codeVersion: string;
}

/** What a cached validation reuses, and whether the cache file must be written again. */
interface Reuse {
  cache: DiscoveryCache;
  changed: boolean;
  /** Set by a walk of a root (the only validation a snapshot can describe): folders visited, packages checked. */
  walked?: { dirsVisited: number; packages: number };
}

export interface ValidatePathCachedResult extends ValidatePathResult {
  /** As for `loadSkillsCached`: what the validation depended on, when it was a walk of a root of skills. */
  snapshot: TreeSnapshot | undefined;
}

/**
 * `validatePath` for one-shot processes: folders and packages whose stats are unchanged since the last
 * run are not read again (see `loadSkillsCached`, whose cache rules it follows). Archives are always
 * checked afresh.
 */
export async function validatePathCached(
  path: string,
  options: ValidatePathCachedOptions,
): Promise<ValidatePathCachedResult> {
  const startedAt = Date.now();
  const strict = options.strict ?? false;
  // See loadSkillsCached: not loaded with the module, which uncached validation loads too.
  const { cacheFileFor, readCacheFile, writeCacheFile } = await import('./discovery-cache-file.js');
  const { file, key } = cacheFileFor(options.cacheDir, {
    command: 'validatePath',
    code: options.codeVersion,
    // The path as given too: diagnostics name paths the way the caller did.
    given: path,
    path: resolve(path),
    strict,
  });
  const stored = readCacheFile(file, key);
  const reuse: Reuse = { cache: stored ?? createDiscoveryCache(), changed: stored === undefined };
  const listingsBefore = reuse.cache.listings.size;
  const packagesBefore = reuse.cache.packages.size;
  const result = await validate(path, { strict }, reuse);
  const changed =
    reuse.changed ||
    reuse.cache.listings.size !== listingsBefore ||
    reuse.cache.packages.size !== packagesBefore;
  if (changed && (reuse.cache.packages.size > 0 || reuse.cache.listings.size > 0))
    writeCacheFile(file, key, resolve(path), reuse.cache);
  const snapshot =
    reuse.walked &&
    captureTreeSnapshot({
      roots: [resolve(path)],
      cache: reuse.cache,
      diagnostics: result.diagnostics,
      ...reuse.walked,
      startedAt,
    });
  return { ...result, snapshot: snapshot || undefined };
}

async function validate(
  path: string,
  options: { strict?: boolean },
  reuse: Reuse | undefined,
): Promise<ValidatePathResult> {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info)
    throw new SkillportError(
      'PATH_NOT_FOUND',
      `${path} does not exist; pass a skill folder, SKILL.md, a root of skills, or a .skill archive`,
    );
  if (info.isFile() && /\.(skill|zip)$/i.test(path)) return validateArchive(path, options);
  if (info.isFile()) {
    if (basename(path) !== SKILL_FILE) {
      throw new SkillportError('PATH_NOT_A_SKILL', `${path} is neither SKILL.md nor a .skill archive`);
    }
    return validatePackages([packageAt(dirname(path))], [], options, reuse);
  }
  const names = readdirSync(path);
  if (names.includes(SKILL_FILE)) return validatePackages([packageAt(path, names)], [], options, reuse);
  const found = await findSkillPackages({
    roots: [{ path }],
    ...(reuse ? { cache: reuse.cache.listings } : {}),
  });
  if (reuse && found.stats.dirsListed > 0) reuse.changed = true;
  const packages = uniquePackages(found.packages);
  if (reuse)
    reuse.walked = {
      dirsVisited: found.stats.dirsListed + found.stats.dirsReused,
      packages: packages.length,
    };
  return validatePackages(packages, found.diagnostics, options, reuse);
}

/**
 * A package folder named directly (not found by a walk). A folder that cannot be listed may still hold
 * a readable SKILL.md: its config is then looked for as if the listing had shown one.
 */
function packageAt(dir: string, names?: readonly string[]): PackageSource {
  let entries: ReadonlySet<string>;
  try {
    entries = new Set(names ?? readdirSync(dir));
  } catch {
    entries = new Set([SKILL_FILE, SKILL_CONFIG_FILE]);
  }
  return { dir, realDir: realpathSync.native(dir), entries, plugin: undefined };
}

/**
 * Like the loader: a package reached through a symlink as well as directly is checked once, directly.
 * Plugin namespaces are not applied: validation reports the names as the files spell them.
 */
function uniquePackages(packages: readonly FoundPackage[]): PackageSource[] {
  const ordered = [...packages].sort(
    (a, b) => Number(a.viaSymlink) - Number(b.viaSymlink) || compare(a.dir, b.dir),
  );
  return distinctRealDirs(ordered, 1)
    .map((p) => ({ dir: p.dir, realDir: p.realDir, entries: p.entries, plugin: undefined }))
    .sort((a, b) => compare(a.dir, b.dir));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function validatePackages(
  packages: readonly PackageSource[],
  walkDiagnostics: Diagnostic[],
  options: { strict?: boolean },
  reuse?: Reuse,
): Promise<ValidatePathResult> {
  const diagnostics = [...walkDiagnostics];
  const strict = options.strict ?? false;
  // The loader's synchronous path, in the loader's short slices (see createTimeSlicer).
  const pause = createTimeSlicer();
  const reused = await reuseUnchanged(packages, reuse?.cache.packages, pause);
  if (reused.includes(undefined)) {
    const { loadPackage } = await import('./load-package.js');
    for (const [index, pkg] of packages.entries()) {
      if (reused[index] !== undefined) continue;
      // Validation hands out no skills, only names and findings: nothing to freeze.
      const entry = await loadPackage(pkg, 'custom', strict, false);
      if (reuse) {
        reuse.changed = true;
        reuse.cache.packages.set(pkg.dir, entry);
      }
      reused[index] = entry;
      await pause();
    }
  }
  const results = reused as CachedPackage[];
  if (reuse) dropOthers(reuse.cache.packages, packages);
  const skills: ValidatedSkill[] = [];
  const byName = new Map<string, string>();
  results.forEach((result, index) => {
    const dir = packages[index]!.dir;
    diagnostics.push(...result.diagnostics);
    const name = result.skill?.name ?? result.diagnostics.find((d) => d.skill !== undefined)?.skill;
    const skillErrors = result.diagnostics.some((d) => d.level === 'error');
    skills.push({
      name,
      path: dir,
      valid: result.skill !== undefined && !skillErrors,
      classification: result.skill?.classification,
    });
    if (result.skill) {
      const previous = byName.get(result.skill.name);
      if (previous !== undefined) {
        diagnostics.push(
          diagnostic(
            strict ? 'error' : 'warning',
            'NAME_COLLISION',
            result.skill.skillFile,
            `Skill "${result.skill.name}" is also defined in ${previous}`,
            {
              skill: result.skill.name,
              detail: { winner: previous, loser: dir },
            },
          ),
        );
      } else byName.set(result.skill.name, dir);
    }
  });
  if (packages.length === 0) {
    diagnostics.push(
      diagnostic('error', 'FRONTMATTER_MISSING', '.', 'No SKILL.md found: nothing to validate'),
    );
  }
  return { ok: !hasErrors(diagnostics), skills, diagnostics };
}

async function validateArchive(
  archivePath: string,
  options: { strict?: boolean },
): Promise<ValidatePathResult> {
  // Imported here: a run that checks folders never needs the archive reader or the full parser.
  const [{ extractArchive }, { parseSkillMd }] = await Promise.all([
    import('../archive/extract-archive.js'),
    import('../skill/parse-skill-md.js'),
  ]);
  const work = await mkdtemp(join(tmpdir(), 'skillport-validate-'));
  try {
    let extractedDir: string;
    try {
      extractedDir = (await extractArchive(archivePath, { targetDir: join(work, 'package') })).targetDir;
    } catch (error) {
      if (!isSkillportError(error)) throw error;
      // A refused archive is a finding about the archive: it reaches --json output like any other.
      const refusal = diagnostic('error', 'ARCHIVE_REFUSED', archivePath, error.message, {
        detail: { code: error.code, ...error.details },
      });
      return { ok: false, skills: [], diagnostics: [refusal] };
    }
    // An archive installs under its skill's name, so check the package in a folder of that name.
    const name = parseSkillMd(await readFile(join(extractedDir, SKILL_FILE)).catch(() => ''), {
      path: SKILL_FILE,
    }).frontmatter?.name;
    const target =
      name && /^[A-Za-z0-9._-]+$/.test(name) && name !== '.' && name !== '..'
        ? join(work, name)
        : extractedDir;
    if (target !== extractedDir) await rename(extractedDir, target);
    const extracted = { targetDir: target };
    const result = await validatePackages([packageAt(extracted.targetDir)], [], options);
    // Report paths inside the archive, not the temporary folder they were checked in.
    const rewrite = (p: string) => (p.startsWith(target) ? archivePath + p.slice(target.length) : p);
    return {
      ...result,
      skills: result.skills.map((s) => ({ ...s, path: rewrite(s.path) })),
      diagnostics: result.diagnostics.map((d) => ({ ...d, path: rewrite(d.path) })),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
