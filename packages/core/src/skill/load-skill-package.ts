import { open, readFile, realpath } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type Diagnostic, diagnostic } from '../diagnostics/index.js';
import { EMPTY_REFERENCES } from './parse-references.js';
import { parseSkillConfig, SKILL_CONFIG_FILE } from './parse-skill-config.js';
import { parseSplitSkillMd } from './parse-skill-md.js';
import { MAX_FRONTMATTER_BYTES, splitFrontmatter } from './split-frontmatter.js';
import type { Skill, SkillCategory, SkillClassification, SkillConfig } from './types.js';

export const SKILL_FILE = 'SKILL.md';
/** Bodies above this size still load, with a BODY_TOO_LONG warning: they crowd the model's context. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Most frontmatter fits here, so discovery usually reads one small block per skill. */
const FIRST_READ_BYTES = 8 * 1024;

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
  const dirName = basename(dir);
  let prefix: { bytes: Uint8Array; size: number; mtimeMs: number };
  try {
    prefix = await readPrefix(skillFile);
  } catch (error) {
    return { skill: undefined, diagnostics: [readError(skillFile, error)] };
  }
  let split = splitFrontmatter(prefix.bytes, prefix.bytes.length >= prefix.size);
  if (split === 'need-more') split = { ok: false, reason: 'too-large' };
  const strict = options.strict ?? false;
  const parsed = parseSplitSkillMd(split, { path: skillFile, dirName, strict });
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
  const hasConfig = options.entries ? options.entries.has(SKILL_CONFIG_FILE) : true;
  if (hasConfig) {
    const configPath = join(dir, SKILL_CONFIG_FILE);
    const text = await readFile(configPath, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') {
        configBroken = true;
        diagnostics.push(readError(configPath, error, 'CONFIG_PARSE_ERROR'));
      }
      return undefined;
    });
    if (text !== undefined) {
      const parsedConfig = parseSkillConfig(text, configPath);
      config = parsedConfig.config;
      configBroken = config === undefined;
      for (const d of parsedConfig.diagnostics) diagnostics.push({ ...d, skill: frontmatter.name });
    }
  }

  const category = options.category ?? 'custom';
  const skill: Skill = {
    name: frontmatter.name,
    description: frontmatter.description,
    category,
    dir,
    skillFile,
    realDir: options.realDir ?? (await realpath(dir)),
    classification: classify(config),
    enabled: options.isEnabled ? options.isEnabled(frontmatter.name, category) : true,
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

async function readPrefix(file: string): Promise<{ bytes: Uint8Array; size: number; mtimeMs: number }> {
  const handle = await open(file, 'r');
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw Object.assign(new Error('SKILL.md is not a regular file'), { code: 'EISDIR' });
    // Enough for the largest allowed frontmatter plus both delimiter lines.
    const limit = Math.min(stat.size, MAX_FRONTMATTER_BYTES + 1024);
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

function readError(
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
export async function readSkillBody(skill: Pick<Skill, 'skillFile' | 'bodyOffset'>): Promise<string> {
  const bytes = await readFile(skill.skillFile);
  return bytes.subarray(skill.bodyOffset).toString('utf8').replace(/\r\n?/g, '\n');
}
