import type { parseFullFrontmatterYaml } from './parse-frontmatter-yaml.js';
import type { parseReferences } from './parse-references.js';
import type { parseSkillConfig } from './parse-skill-config.js';

/**
 * The parsers that need the YAML library or zod. Their modules take about as long to load as a few
 * thousand skills take to parse, so discovery loads them only when a skill needs one (frontmatter off the
 * fast path, `metadata.references`, a `skill.config.yaml`): a run whose skills all take the fast path
 * never loads them.
 */
export interface FullParsers {
  frontmatterYaml: typeof parseFullFrontmatterYaml;
  references: typeof parseReferences;
  skillConfig: typeof parseSkillConfig;
}

/** Thrown by a parse given no `FullParsers` that needs one: the caller loads them and parses again. */
export class FullParsersNeeded extends Error {
  constructor() {
    super('the full YAML and schema parsers are needed but were not loaded');
  }
}

/** The parsers, or a `FullParsersNeeded` throw when they were not given. */
export function requireFullParsers(parsers: FullParsers | undefined): FullParsers {
  if (parsers === undefined) throw new FullParsersNeeded();
  return parsers;
}

export async function loadFullParsers(): Promise<FullParsers> {
  const [yaml, references, config] = await Promise.all([
    import('./parse-frontmatter-yaml.js'),
    import('./parse-references.js'),
    import('./parse-skill-config.js'),
  ]);
  return {
    frontmatterYaml: yaml.parseFullFrontmatterYaml,
    references: references.parseReferences,
    skillConfig: config.parseSkillConfig,
  };
}
