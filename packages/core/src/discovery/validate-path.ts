import { readFileSync, realpathSync, type Stats, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { extractArchive } from '../archive/extract-archive.js';
import { type Diagnostic, diagnostic, hasErrors } from '../diagnostics/index.js';
import { isSkillportError, SkillportError } from '../errors/index.js';
import { type FoundPackage, findSkillPackages } from '../package/find-skill-packages.js';
import {
  buildSkill,
  type ConfigSource,
  type LoadSkillPackageResult,
  loadSkillPackage,
  parseSkillMd,
  readError,
  readSkillPrefixSync,
  SKILL_CONFIG_FILE,
  SKILL_FILE,
} from '../skill/index.js';
import { cacheFileFor, readCacheFile, writeCacheFile } from './discovery-cache-file.js';
import { createDiscoveryCache, type DiscoveryCache } from './load-skills.js';
import { mapLimit } from './map-limit.js';

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
}

/**
 * `validatePath` for one-shot processes: folders and packages whose stats are unchanged since the last
 * run are not read again (see `loadSkillsCached`, whose cache rules it follows). Archives are always
 * checked afresh.
 */
export async function validatePathCached(
  path: string,
  options: ValidatePathCachedOptions,
): Promise<ValidatePathResult> {
  const strict = options.strict ?? false;
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
  return result;
}

async function validate(
  path: string,
  options: { strict?: boolean },
  reuse: Reuse | undefined,
): Promise<ValidatePathResult> {
  const info = await stat(path).catch(() => undefined);
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
    return validatePackages([dirname(path)], [], options, reuse);
  }
  const names = await readdir(path);
  if (names.includes(SKILL_FILE)) return validatePackages([path], [], options, reuse);
  const found = await findSkillPackages({
    roots: [{ path }],
    ...(reuse ? { cache: reuse.cache.listings } : {}),
  });
  if (reuse && found.stats.dirsListed > 0) reuse.changed = true;
  return validatePackages(uniqueDirs(found.packages), found.diagnostics, options, reuse);
}

/** Like the loader: a package reached through a symlink as well as directly is checked once, directly. */
function uniqueDirs(packages: readonly FoundPackage[]): string[] {
  const ordered = [...packages].sort(
    (a, b) => Number(a.viaSymlink) - Number(b.viaSymlink) || (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0),
  );
  const seenReal = new Set<string>();
  const dirs: string[] = [];
  for (const p of ordered) {
    if (seenReal.has(p.realDir)) continue;
    seenReal.add(p.realDir);
    dirs.push(p.dir);
  }
  return dirs.sort();
}

async function validatePackages(
  dirs: string[],
  walkDiagnostics: Diagnostic[],
  options: { strict?: boolean },
  reuse?: Reuse,
): Promise<ValidatePathResult> {
  const diagnostics = [...walkDiagnostics];
  const strict = options.strict ?? false;
  const results = reuse
    ? loadPackagesReusing(dirs, strict, reuse)
    : await mapLimit(dirs, 32, (dir) => loadSkillPackage(dir, { strict }));
  const skills: ValidatedSkill[] = [];
  const byName = new Map<string, string>();
  results.forEach((result, index) => {
    const dir = dirs[index]!;
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
  if (dirs.length === 0) {
    diagnostics.push(
      diagnostic('error', 'FRONTMATTER_MISSING', '.', 'No SKILL.md found: nothing to validate'),
    );
  }
  return { ok: !hasErrors(diagnostics), skills, diagnostics };
}

/**
 * What `loadSkillPackage(dir, {strict})` gives, synchronously, reusing a cached result while the package's
 * real folder and the stats of its SKILL.md and skill.config.yaml are unchanged. The stats are taken
 * before the read, so an edit racing the read is seen by the next run.
 */
function loadPackagesReusing(
  dirs: readonly string[],
  strict: boolean,
  reuse: Reuse,
): LoadSkillPackageResult[] {
  const { packages } = reuse.cache;
  const live = new Set(dirs);
  for (const dir of packages.keys()) if (!live.has(dir)) packages.delete(dir);
  return dirs.map((dir) => {
    const skillFile = join(dir, SKILL_FILE);
    let realDir: string;
    let skillInfo: Stats | undefined;
    let configInfo: Stats | undefined;
    try {
      realDir = realpathSync.native(dir);
      skillInfo = statSync(skillFile);
      configInfo = statSync(join(dir, SKILL_CONFIG_FILE), { throwIfNoEntry: false });
    } catch (error) {
      packages.delete(dir);
      return { skill: undefined, diagnostics: [readError(skillFile, error)] };
    }
    const cached = packages.get(dir);
    if (
      cached &&
      cached.realDir === realDir &&
      cached.skillMtimeMs === skillInfo.mtimeMs &&
      cached.skillSize === skillInfo.size &&
      cached.configMtimeMs === configInfo?.mtimeMs &&
      cached.configSize === configInfo?.size
    ) {
      return { skill: cached.skill, diagnostics: cached.diagnostics };
    }
    reuse.changed = true;
    let result: LoadSkillPackageResult;
    try {
      let config: ConfigSource | undefined;
      try {
        config = { text: readFileSync(join(dir, SKILL_CONFIG_FILE), 'utf8') };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') config = { error };
      }
      const prefix = readSkillPrefixSync(skillFile);
      result = buildSkill({ dir, realDir, prefix, config, category: 'custom', strict });
    } catch (error) {
      packages.delete(dir);
      return { skill: undefined, diagnostics: [readError(skillFile, error)] };
    }
    packages.set(dir, {
      realDir,
      plugin: undefined,
      skillMtimeMs: skillInfo.mtimeMs,
      skillSize: skillInfo.size,
      configMtimeMs: configInfo?.mtimeMs,
      configSize: configInfo?.size,
      skill: result.skill,
      diagnostics: result.diagnostics,
    });
    return result;
  });
}

async function validateArchive(
  archivePath: string,
  options: { strict?: boolean },
): Promise<ValidatePathResult> {
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
    const result = await validatePackages([extracted.targetDir], [], options);
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
