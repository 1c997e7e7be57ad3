import type { Skill } from '@skillport/core';
import { parse } from 'yaml';

/**
 * The SKILL.md frontmatter as the author wrote it, as a JSON object (the extension's entries carry it
 * verbatim, not our normalised fields). When the YAML only loaded through the loader's lenient
 * recovery, the normalised name and description stand in, so an entry always has both.
 */
export function readFrontmatter(skill: Skill, skillMd: Buffer): Record<string, unknown> {
  const head = skillMd
    .subarray(0, skill.bodyOffset)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const lines = head.split(/\r?\n/);
  const close = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---');
  let data: unknown;
  try {
    data =
      close > 0 ? parse(lines.slice(1, close).join('\n'), { schema: 'core', maxAliasCount: 100 }) : undefined;
  } catch {
    data = undefined;
  }
  const bareName = skill.frontmatter.name;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { name: bareName, description: skill.description };
  }
  const record = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  if (typeof record.name !== 'string') record.name = bareName;
  if (typeof record.description !== 'string') record.description = skill.description;
  return record;
}
