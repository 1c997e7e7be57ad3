import type { FullParsers } from './full-parsers.js';
import { parseFullFrontmatterYaml } from './parse-frontmatter-yaml.js';
import { parseReferences } from './parse-references.js';
import { parseSkillConfig } from './parse-skill-config.js';
import { type ParsedSkillMd, type ParseSkillMdOptions, parseSplitSkillMd } from './parse-split-skill-md.js';
import { splitFrontmatter } from './split-frontmatter.js';

export type { ParsedSkillMd, ParseSkillMdOptions };

/** A synchronous caller cannot wait for `loadFullParsers`: this entry point loads them with itself. */
const FULL_PARSERS: FullParsers = {
  frontmatterYaml: parseFullFrontmatterYaml,
  references: parseReferences,
  skillConfig: parseSkillConfig,
};

/**
 * Parses SKILL.md text or bytes: splits the frontmatter, parses YAML, normalises the fields.
 * Never throws for content problems; every problem is a diagnostic.
 */
export function parseSkillMd(input: string | Uint8Array, options: ParseSkillMdOptions): ParsedSkillMd {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const split = splitFrontmatter(bytes, true);
  const { frontmatter, bodyOffset, diagnostics } = parseSplitSkillMd(
    split === 'need-more' ? { ok: false, reason: 'unclosed' } : split,
    { ...options, parsers: FULL_PARSERS },
  );
  return { frontmatter, bodyOffset, diagnostics };
}
