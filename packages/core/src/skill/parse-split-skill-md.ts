import { type Diagnostic, diagnostic } from '../diagnostics/index.js';
import { type FullParsers, requireFullParsers } from './full-parsers.js';
import { normalizeFrontmatter } from './normalize-frontmatter.js';
import type { FrontmatterYaml } from './parse-frontmatter-yaml.js';
import { parseSimpleYaml, type SimpleYaml } from './parse-simple-yaml.js';
import { MAX_FRONTMATTER_BYTES, type splitFrontmatter } from './split-frontmatter.js';
import type { SkillFrontmatter } from './types.js';

export interface ParseSkillMdOptions {
  /** Path used in diagnostics. */
  path: string;
  /** Folder name the `name` must equal; omit when unknown. */
  dirName?: string | undefined;
  strict?: boolean;
}

export interface ParsedSkillMd {
  /** Undefined when the skill cannot load (no frontmatter, YAML error, no name/description). */
  frontmatter: SkillFrontmatter | undefined;
  /** Byte offset where the Markdown body starts (0 when there is no frontmatter). */
  bodyOffset: number;
  diagnostics: Diagnostic[];
}

/** What discovery gets back: `ParsedSkillMd` plus what its cache needs to know. */
export interface SplitSkillMd extends ParsedSkillMd {
  /**
   * Whether every value came from the fast path (`parseSimpleYaml`: strings, booleans, null, no NUL
   * characters) or there was no YAML at all, so JSON carries the result unchanged and a cache may store it
   * without checking each value again.
   */
  plainValues: boolean;
}

const REASONS = {
  missing:
    'SKILL.md has no frontmatter: it must start with a "---" line, YAML fields, then a closing "---" line',
  unclosed: 'SKILL.md frontmatter is never closed: add a "---" line after the YAML fields',
  'too-large': `SKILL.md frontmatter exceeds ${MAX_FRONTMATTER_BYTES / 1024} KiB; keep metadata short and move text to the body`,
  binary: 'SKILL.md is not UTF-8 text (NUL bytes or a UTF-16 byte order mark); save it as UTF-8 Markdown',
} as const;

/**
 * Second half of `parseSkillMd`, for callers (discovery) that split a prefix of the file themselves.
 * Without `parsers`, frontmatter that needs one throws `FullParsersNeeded`.
 */
export function parseSplitSkillMd(
  split: Exclude<ReturnType<typeof splitFrontmatter>, 'need-more'>,
  options: ParseSkillMdOptions & { parsers: FullParsers | undefined },
): SplitSkillMd {
  const { path } = options;
  if (!split.ok) {
    const code =
      split.reason === 'binary'
        ? 'ENCODING_ERROR'
        : split.reason === 'too-large'
          ? 'FRONTMATTER_TOO_LARGE'
          : 'FRONTMATTER_MISSING';
    return {
      frontmatter: undefined,
      bodyOffset: 0,
      diagnostics: [diagnostic('error', code, path, REASONS[split.reason], { line: 1 })],
      plainValues: true,
    };
  }
  const diagnostics: Diagnostic[] = [];
  if (!split.validUtf8) {
    diagnostics.push(
      diagnostic(
        'warning',
        'ENCODING_ERROR',
        path,
        split.decodedAs === 'windows-1252'
          ? 'Frontmatter is not valid UTF-8; it was read as Windows-1252 (save the file as UTF-8)'
          : 'Frontmatter is not valid UTF-8; invalid bytes were replaced (save the file as UTF-8)',
        { line: 1, detail: { decodedAs: split.decodedAs } },
      ),
    );
  }
  if (split.leadingLines > 0) {
    diagnostics.push(
      diagnostic(
        options.strict ? 'error' : 'warning',
        'FRONTMATTER_MISSING',
        path,
        `SKILL.md has ${split.leadingLines} blank or comment line(s) before its opening "---"; the frontmatter was read, but it should start on line 1`,
        { line: 1 },
      ),
    );
  }
  if (split.endMarkerLine !== undefined) {
    diagnostics.push(
      diagnostic(
        options.strict ? 'error' : 'warning',
        'FRONTMATTER_MISSING',
        path,
        'SKILL.md frontmatter is closed by a YAML "..." line; it was read, but close it with a "---" line',
        { line: split.endMarkerLine },
      ),
    );
  }
  // Most frontmatter takes the fast path, which has no diagnostics of its own to merge.
  let yaml: SimpleYaml | FrontmatterYaml | undefined = parseSimpleYaml(split.yaml, split.firstLine);
  const plainValues = yaml !== undefined;
  if (!yaml) {
    const full = requireFullParsers(options.parsers).frontmatterYaml(split.yaml, {
      path,
      firstLine: split.firstLine,
    });
    diagnostics.push(...full.diagnostics);
    yaml = full;
  }
  if (!yaml.data) return { frontmatter: undefined, bodyOffset: split.bodyOffset, diagnostics, plainValues };
  if (options.strict) {
    for (const d of diagnostics)
      if (d.code === 'YAML_RECOVERED' || d.code === 'ENCODING_ERROR') d.level = 'error';
  }
  const normalized = normalizeFrontmatter(yaml.data, {
    path,
    dirName: options.dirName,
    strict: options.strict ?? false,
    keyLines: yaml.keyLines,
    scalarSources: yaml.scalarSources,
    parsers: options.parsers,
  });
  diagnostics.push(...normalized.diagnostics);
  const name = normalized.frontmatter?.name;
  if (name !== undefined) for (const d of diagnostics) d.skill ??= name;
  return { frontmatter: normalized.frontmatter, bodyOffset: split.bodyOffset, diagnostics, plainValues };
}
