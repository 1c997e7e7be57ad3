import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open, readFile, realpath } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type Diagnostic, diagnostic } from '../diagnostics/index.js';
import { SkillportError } from '../errors/index.js';
import { EMPTY_REFERENCES } from './empty-references.js';
import { SKILL_CONFIG_FILE, SKILL_FILE } from './file-names.js';
import { type FullParsers, loadFullParsers, requireFullParsers } from './full-parsers.js';
import { parseSplitSkillMd } from './parse-split-skill-md.js';
import { MAX_FRONTMATTER_BYTES, splitFrontmatter } from './split-frontmatter.js';
import type { Skill, SkillCategory, SkillClassification, SkillConfig } from './types.js';

export { SKILL_FILE };
/**
 * The format's own advice: a body over 500 lines or about 5,000 tokens should move detail into
 * references. Such bodies still load, with a BODY_TOO_LONG warning: they crowd the model's context.
 */
export const MAX_BODY_LINES = 500;
const MAX_BODY_TOKENS = 5_000;
/** English prose and code average about four bytes per token. */
const BYTES_PER_TOKEN = 4;
export const MAX_BODY_BYTES = MAX_BODY_TOKENS * BYTES_PER_TOKEN;
/** `readSkillBody` refuses bodies above this: nothing that large belongs in a prompt. */
export const MAX_READ_BODY_BYTES = 1024 * 1024;
/**
 * Most SKILL.md files fit here whole, so discovery reads one block per skill and can count the body's
 * lines; a body that does not fit is over MAX_BODY_BYTES anyway.
 */
const FIRST_READ_BYTES = 24 * 1024;
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
  const { skill, diagnostics } = buildSkill({
    dir,
    realDir: options.realDir ?? (await realpath(dir)),
    prefix,
    config,
    category: options.category ?? 'custom',
    strict: options.strict ?? false,
    ...(options.isEnabled ? { isEnabled: options.isEnabled } : {}),
    parsers: await loadFullParsers(),
  });
  return { skill, diagnostics };
}

/** The first bytes of SKILL.md plus its stat, as read by whichever I/O path. */
export interface SkillFilePrefix {
  bytes: Uint8Array;
  size: number;
  mtimeMs: number;
  /** Change time: also moves on chmod and on a restored mtime (`touch -r`, `tar`), which mtime alone misses. */
  ctimeMs: number;
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
  /** Namespace of the plugin bundle the package sits in: the skill is named `<plugin>:<name>`. */
  plugin?: string;
  isEnabled?: (name: string, category: SkillCategory) => boolean;
  /** See `FullParsers`: without them, a package that needs one throws `FullParsersNeeded`. */
  parsers: FullParsers | undefined;
}

export interface BuiltSkill extends LoadSkillPackageResult {
  /** Every value is one JSON carries unchanged (see `SplitSkillMd.plainValues`; no config was parsed). */
  plainValues: boolean;
}

/** Pure: turns the bytes of one package into a Skill plus diagnostics. Shared by every I/O path. */
export function buildSkill(source: SkillSource): BuiltSkill {
  const { dir, prefix, strict } = source;
  const skillFile = join(dir, SKILL_FILE);
  let split = splitFrontmatter(prefix.bytes, prefix.bytes.length >= prefix.size);
  if (split === 'need-more') split = { ok: false, reason: 'too-large' };
  const parsed = parseSplitSkillMd(split, {
    path: skillFile,
    dirName: basename(dir),
    strict,
    parsers: source.parsers,
  });
  const diagnostics = parsed.diagnostics;
  const frontmatter = parsed.frontmatter;
  if (!frontmatter || (strict && diagnostics.some((d) => d.level === 'error'))) {
    return { skill: undefined, diagnostics, plainValues: parsed.plainValues };
  }
  const tooLong = bodyLength(prefix, parsed.bodyOffset);
  if (tooLong !== undefined) {
    diagnostics.push(
      diagnostic(
        'warning',
        'BODY_TOO_LONG',
        skillFile,
        `SKILL.md body is ${tooLong}; keep it under ${MAX_BODY_LINES} lines and about ${MAX_BODY_TOKENS.toLocaleString('en')} tokens by moving detail into references/`,
        { skill: frontmatter.name },
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
      const parsedConfig = requireFullParsers(source.parsers).skillConfig(source.config.text, configPath);
      config = parsedConfig.config;
      configBroken = config === undefined;
      for (const d of parsedConfig.diagnostics) diagnostics.push({ ...d, skill: frontmatter.name });
    }
  }

  const category = source.category;
  const name = source.plugin === undefined ? frontmatter.name : `${source.plugin}:${frontmatter.name}`;
  if (name !== frontmatter.name) {
    for (const d of diagnostics) if (d.skill === frontmatter.name) d.skill = name;
  }
  const skill: Skill = {
    name,
    description: frontmatter.description,
    category,
    dir,
    skillFile,
    realDir: source.realDir,
    classification: classify(config),
    enabled: source.isEnabled ? source.isEnabled(name, category) : true,
    hidden: frontmatter.disableModelInvocation,
    userInvocable: frontmatter.userInvocable,
    frontmatter,
    configBroken,
    references: config?.references ?? frontmatter.references ?? EMPTY_REFERENCES,
    bodyOffset: parsed.bodyOffset,
    fingerprint: { mtimeMs: prefix.mtimeMs, size: prefix.size },
  };
  if (source.plugin !== undefined) skill.plugin = source.plugin;
  if (config) skill.config = config;
  return { skill, diagnostics, plainValues: parsed.plainValues && source.config === undefined };
}

/** How the body breaks the length advice, in words, or `undefined` when it does not. */
function bodyLength(prefix: SkillFilePrefix, bodyOffset: number): string | undefined {
  const bytes = prefix.size - bodyOffset;
  if (bytes > MAX_BODY_BYTES)
    return `about ${Math.round(bytes / BYTES_PER_TOKEN).toLocaleString('en')} tokens`;
  // Lines are counted only when the whole file was read; a body that was not is over the byte bound.
  if (prefix.bytes.length < prefix.size || bytes <= MAX_BODY_LINES) return undefined;
  let lines = 0;
  for (let at = prefix.bytes.indexOf(0x0a, bodyOffset); at !== -1; at = prefix.bytes.indexOf(0x0a, at + 1)) {
    lines++;
  }
  if (prefix.bytes[prefix.bytes.length - 1] !== 0x0a) lines++;
  return lines > MAX_BODY_LINES ? `${lines} lines long` : undefined;
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
    return { bytes, size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs };
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
    return { bytes, size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs };
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
