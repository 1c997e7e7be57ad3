import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import { SKILL_CONFIG_FILE, SKILL_FILE } from '../skill/file-names.js';
import { type FullParsers, FullParsersNeeded, loadFullParsers } from '../skill/full-parsers.js';
import {
  buildSkill,
  type ConfigSource,
  readError,
  readSkillPrefixSync,
} from '../skill/load-skill-package.js';
import type { Skill, SkillCategory } from '../skill/types.js';
import { type CachedPackage, type PackageSource, plainCachedPackages } from './load-skills.js';

/**
 * Loads one package, for every discovery path (the loader, `validatePath`), with synchronous I/O: a config
 * is read only when the listing shows one, and the stats are taken before each read, so an edit racing the
 * read is seen by the next run. Asynchronous only to load the full parsers when the first package needs
 * them (then that package is read again). `shared`: the skill goes into a cache that later loads hand out again, so it is
 * frozen whole (no consumer can change what another one sees); a skill only one caller gets is not.
 */
export async function loadPackage(
  pkg: PackageSource,
  category: SkillCategory,
  strict: boolean,
  shared: boolean,
): Promise<CachedPackage> {
  try {
    return loadPackageWith(pkg, category, strict, shared, fullParsers);
  } catch (error) {
    if (!(error instanceof FullParsersNeeded)) throw error;
  }
  fullParsers = await loadFullParsers();
  return loadPackageWith(pkg, category, strict, shared, fullParsers);
}

/** Loaded by the first package that needs them (see `FullParsers`), then kept for every later one. */
let fullParsers: FullParsers | undefined;

function loadPackageWith(
  pkg: PackageSource,
  category: SkillCategory,
  strict: boolean,
  shared: boolean,
  parsers: FullParsers | undefined,
): CachedPackage {
  const skillFile = join(pkg.dir, SKILL_FILE);
  let config: ConfigSource | undefined;
  let configMtimeMs: number | undefined;
  let configCtimeMs: number | undefined;
  let configSize: number | undefined;
  if (pkg.entries.has(SKILL_CONFIG_FILE)) {
    const configPath = join(pkg.dir, SKILL_CONFIG_FILE);
    try {
      ({ mtimeMs: configMtimeMs, ctimeMs: configCtimeMs, size: configSize } = statSync(configPath));
      config = { text: readFileSync(configPath, 'utf8') };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') config = { error };
    }
  }
  let result: { skill: Skill | undefined; diagnostics: Diagnostic[]; plainValues?: boolean };
  let skillMtimeMs = Number.NaN;
  let skillCtimeMs = Number.NaN;
  let skillSize = -1;
  try {
    const prefix = readSkillPrefixSync(skillFile);
    skillMtimeMs = prefix.mtimeMs;
    skillCtimeMs = prefix.ctimeMs;
    skillSize = prefix.size;
    result = buildSkill({
      dir: pkg.dir,
      realDir: pkg.realDir,
      prefix,
      config,
      category,
      strict,
      ...(pkg.plugin === undefined ? {} : { plugin: pkg.plugin }),
      parsers,
    });
  } catch (error) {
    if (error instanceof FullParsersNeeded) throw error;
    result = { skill: undefined, diagnostics: [readError(skillFile, error)] };
  }
  if (shared && result.skill) deepFreeze(result.skill);
  const entry: CachedPackage = {
    realDir: pkg.realDir,
    plugin: pkg.plugin,
    skillMtimeMs,
    skillCtimeMs,
    skillSize,
    configMtimeMs,
    configCtimeMs,
    configSize,
    skill: result.skill,
    diagnostics: result.diagnostics,
  };
  // The paths are absolute and the stats were read, so only the parsed values could hold what JSON cannot.
  if (result.plainValues === true && Number.isFinite(skillMtimeMs)) plainCachedPackages.add(entry);
  return entry;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
