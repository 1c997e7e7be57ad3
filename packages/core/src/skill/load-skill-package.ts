import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open, readFile, realpath } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type Diagnostic, diagnostic } from '../diagnostics/index.js';
import { SkillportError } from '../errors/index.js';
import { EMPTY_REFERENCES } from './parse-references.js';
import { parseSkillConfig, SKILL_CONFIG_FILE } from './parse-skill-config.js';
import { parseSplitSkillMd } from './parse-skill-md.js';
import { MAX_FRONTMATTER_BYTES, splitFrontmatter } from './split-frontmatter.js';
import type { Skill, SkillCategory, SkillClassification, SkillConfig } from './types.js';

export const SKILL_FILE = 'SKILL.md';
/** Bodies above this size still load, with a BODY_TOO_LONG warning: they crowd the model's context. */
export const MAX_BODY_BYTES = 64 * 1024;
/** `readSkillBody` refuses bodies above this: nothing that large belongs in a prompt. */
export const MAX_READ_BODY_BYTES = 1024 * 1024;
/** Most frontmatter fits here, so discovery usually reads one small block per skill. */
const FIRST_READ_BYTES = 8 * 1024;
/** Enough for the largest allowed frontmatter plus both delimiter lines. */
const MAX_PREFIX_BYTES = MAX_FRONTMATTER_BYTES + 1024;

export interface LoadSkillPackageOptions {
  category?: SkillCategory;
  /** Install/edit strength (SPEC §5.2): strict rules become errors and the skill does not load. */
  strict?: boolean;
  /** File names in the package directory when the caller already listed it (saves a readdir). */
  entries?: ReadonlySet<string>;
  /** Real path of the directory when the caller already resolved it. */
  realDir?: string;
  isEnabled?: (name: string, category: SkillCategory) => boolean;
}

export interface LoadSkillPackageResult {
  skill: Skill | undefined;
  diagnostics: Diagnostic[];
}

/**
 * Loads one package directory: reads only the frontmatter of SKILL.md (the body is read on demand) and
 * `skill.config.yaml` when present. Returns diagnostics instead of throwing.
 */
export async function loadSkillPackage(
  dir: string,
  options: LoadSkillPackageOptions = {},
): Promise<LoadSkillPackageResult> {
  const skillFile = join(dir, SKILL_FILE);
  let prefix: SkillFilePrefix;
  try {
    prefix = await readPrefix(skillFile);
  } catch (error) {
    return { skill: undefined, diagnostics: [readError(skillFile, error)] };
  }
  const hasConfig = options.entries ? options.entries.has(SKILL_CONFIG_FILE) : true;
  const config = hasConfig
    ? await readFile(join(dir, SKILL_CONFIG_FILE), 'utf8').then(
        (text): ConfigSource => ({ text }),
        (error: NodeJS.ErrnoException): ConfigSource | undefined =>
          error.code === 'ENOENT' ? undefined : { error },
      )
    : undefined;
  return buildSkill({
    dir,
    realDir: options.realDir ?? (await realpath(dir)),
    prefix,
    config,
    category: options.category ?? 'custom',
    strict: options.strict ?? false,
    ...(options.isEnabled ? { isEnabled: options.isEnabled } : {}),
  });
}

/** The first bytes of SKILL.md plus its stat, as read by whichever I/O path. */
export interface SkillFilePrefix {
  bytes: Uint8Array;
  size: number;
  mtimeMs: number;
}

export type ConfigSource = { text: string } | { error: unknown };

export interface SkillSource {
  dir: string;
  realDir: string;
  prefix: SkillFilePrefix;
  /** `skill.config.yaml`: its text, the error reading it, or undefined when absent. */
  config: ConfigSource | undefined;
  category: SkillCategory;
  strict: boolean;
  isEnabled?: (name: string, category: SkillCategory) => boolean;
}

/** Pure: turns the bytes of one package into a Skill plus diagnostics. Shared by every I/O path. */
export function buildSkill(source: SkillSource): LoadSkillPackageResult {
  const { dir, prefix, strict } = source;
  const skillFile = join(dir, SKILL_FILE);
  let split = splitFrontmatter(prefix.bytes, prefix.bytes.length >= prefix.size);
  if (split === 'need-more') split = { ok: false, reason: 'too-large' };
  const parsed = parseSplitSkillMd(split, { path: skillFile, dirName: basename(dir), strict });
  const diagnostics = parsed.diagnostics;
  const frontmatter = parsed.frontmatter;
  if (!frontmatter || (strict && diagnostics.some((d) => d.level === 'error'))) {
    return { skill: undefined, diagnostics };
  }
  if (prefix.size - parsed.bodyOffset > MAX_BODY_BYTES) {
    diagnostics.push(
      diagnostic(
        'warning',
        'BODY_TOO_LONG',
        skillFile,
        `SKILL.md body is over ${MAX_BODY_BYTES / 1024} KiB; move detail into references/`,
        {
          skill: frontmatter.name,
        },
      ),
    );
  }

  let config: SkillConfig | undefined;
  let configBroken = false;
  if (source.config) {
    const configPath = join(dir, SKILL_CONFIG_FILE);
    if ('error' in source.config) {
      configBroken = true;
      diagnostics.push({
        ...readError(configPath, source.config.error, 'CONFIG_PARSE_ERROR'),
        skill: frontmatter.name,
      });
    } else {
      const parsedConfig = parseSkillConfig(source.config.text, configPath);
      config = parsedConfig.config;
      configBroken = config === undefined;
      for (const d of parsedConfig.diagnostics) diagnostics.push({ ...d, skill: frontmatter.name });
    }
  }

  const category = source.category;
  const skill: Skill = {
    name: frontmatter.name,
    description: frontmatter.description,
    category,
    dir,
    skillFile,
    realDir: source.realDir,
    classification: classify(config),
    enabled: source.isEnabled ? source.isEnabled(frontmatter.name, category) : true,
    hidden: frontmatter.disableModelInvocation,
    userInvocable: frontmatter.userInvocable,
    frontmatter,
    configBroken,
    references: config?.references ?? frontmatter.references ?? EMPTY_REFERENCES,
    bodyOffset: parsed.bodyOffset,
    fingerprint: { mtimeMs: prefix.mtimeMs, size: prefix.size },
  };
  if (config) skill.config = config;
  return { skill, diagnostics };
}

export function classify(config: SkillConfig | undefined): SkillClassification {
  if (!config) return 'prompt';
  if (config.entrypoint !== undefined) return 'compute-entry';
  return config.runtime !== undefined ? 'compute-toolkit' : 'prompt';
}

async function readPrefix(file: string): Promise<SkillFilePrefix> {
  // Non-blocking open: a FIFO named SKILL.md would otherwise block until a writer appears (a hang);
  // with it the open returns and the regular-file check below rejects it.
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw Object.assign(new Error('SKILL.md is not a regular file'), { code: 'EISDIR' });
    const limit = Math.min(stat.size, MAX_PREFIX_BYTES);
    const buffer = Buffer.allocUnsafe(Math.min(limit, FIRST_READ_BYTES));
    let { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    let bytes: Uint8Array = buffer.subarray(0, bytesRead);
    if (bytesRead < limit && splitFrontmatter(bytes, false) === 'need-more') {
      const larger = Buffer.allocUnsafe(limit);
      buffer.copy(larger, 0, 0, bytesRead);
      const more = await handle.read(larger, bytesRead, limit - bytesRead, bytesRead);
      bytesRead += more.bytesRead;
      bytes = larger.subarray(0, bytesRead);
    }
    return { bytes, size: stat.size, mtimeMs: stat.mtimeMs };
  } finally {
    await handle.close();
  }
}

/** One read buffer for the synchronous path: avoids 10k short-lived 8 KiB allocations per scan. */
const sharedReadBuffer = Buffer.allocUnsafe(FIRST_READ_BYTES);

/**
 * Synchronous twin of `readPrefix` for discovery, which walks thousands of packages in short blocking
 * slices: sync metadata calls are several times faster than thread-pool round trips for small files.
 */
export function readSkillPrefixSync(file: string): SkillFilePrefix {
  // The returned bytes may live in a buffer shared by every call: consume them before the next call.
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw Object.assign(new Error('SKILL.md is not a regular file'), { code: 'EISDIR' });
    const limit = Math.min(stat.size, MAX_PREFIX_BYTES);
    const buffer = sharedReadBuffer.subarray(0, Math.min(limit, FIRST_READ_BYTES));
    let bytesRead = readSync(fd, buffer, 0, buffer.length, 0);
    let bytes: Uint8Array = buffer.subarray(0, bytesRead);
    if (bytesRead < limit && splitFrontmatter(bytes, false) === 'need-more') {
      const larger = Buffer.allocUnsafe(limit);
      buffer.copy(larger, 0, 0, bytesRead);
      bytesRead += readSync(fd, larger, bytesRead, limit - bytesRead, bytesRead);
      bytes = larger.subarray(0, bytesRead);
    }
    return { bytes, size: stat.size, mtimeMs: stat.mtimeMs };
  } finally {
    closeSync(fd);
  }
}

export function readError(
  path: string,
  error: unknown,
  code: 'READ_ERROR' | 'CONFIG_PARSE_ERROR' = 'READ_ERROR',
): Diagnostic {
  const errno = (error as NodeJS.ErrnoException).code ?? 'EIO';
  return diagnostic(
    'error',
    code,
    path,
    `Cannot read ${basename(path)} (${errno}); check the file and its permissions`,
    {
      detail: { errno },
    },
  );
}

/** Reads the Markdown body of a loaded skill (everything after the frontmatter). */
export async function readSkillBody(
  skill: Pick<Skill, 'skillFile' | 'bodyOffset' | 'name'>,
  options: { maxBytes?: number } = {},
): Promise<string> {
  const maxBytes = options.maxBytes ?? MAX_READ_BODY_BYTES;
  const handle = await open(skill.skillFile, 'r');
  try {
    const { size } = await handle.stat();
    const bodyBytes = size - skill.bodyOffset;
    // A body this large would flood the model's context; refuse instead of truncating silently.
    if (bodyBytes > maxBytes) {
      throw new SkillportError(
        'SKILL_BODY_TOO_LARGE',
        `SKILL.md of "${skill.name}" has a ${bodyBytes}-byte body, over the ${maxBytes}-byte limit; move detail into references/`,
        { details: { skill: skill.name, bytes: bodyBytes, maxBytes } },
      );
    }
    const buffer = Buffer.alloc(Math.max(0, bodyBytes));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, skill.bodyOffset);
    return buffer.subarray(0, bytesRead).toString('utf8').replace(/\r\n?/g, '\n');
  } finally {
    await handle.close();
  }
}
