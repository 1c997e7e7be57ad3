import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Skill } from '@skillport/core';
import { listSkillFiles, MAX_SKILL_FILES } from '../tools/list-skill-files.js';
import { mimeTypeOf } from './mime-type.js';
import { readFrontmatter } from './read-frontmatter.js';
import { skillFileUri } from './skill-uri.js';

export interface SkillResourceRef {
  uri: string;
  digest: string;
  size: number;
}

/** One `skills/list` / `skills/get` entry (MCP Skills extension). */
export interface SkillEntry {
  uri: string;
  frontmatter: Record<string, unknown>;
  resources: SkillResourceRef[];
}

export interface ServedFile {
  uri: string;
  skill: Skill;
  path: string;
  source: string;
  mimeType: string;
}

/** The extension's per-skill total size limit; a larger skill is not served. */
export const MAX_SKILL_TOTAL_BYTES = 16 * 1024 * 1024;

interface Hashed {
  mtimeMs: number;
  size: number;
  digest: string;
}

/**
 * Skill entries and the files behind them, with digests cached by file identity (mtime and size), so
 * a listing re-reads only files that changed. `resources/read` and the entry come from the same walk
 * and the same bytes, which is what lets a host verify one against the other.
 */
export function createSkillCatalog() {
  const hashes = new Map<string, Hashed>();

  const digestOf = async (source: string): Promise<{ digest: string; size: number }> => {
    const info = await stat(source);
    const known = hashes.get(source);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
    const bytes = await readFile(source);
    const digest = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    hashes.set(source, { mtimeMs: info.mtimeMs, size: bytes.length, digest });
    return { digest, size: bytes.length };
  };

  /**
   * A skill over either of the extension's limits (files, total bytes) is not served at all, neither as an
   * entry nor file by file: an entry must list every file, and a host need not accept more.
   */
  const files = async (skill: Skill): Promise<ServedFile[]> => {
    const listed = await listSkillFiles(skill);
    if (listed.length > MAX_SKILL_FILES) return [];
    let total = 0;
    for (const file of listed) {
      // A file that cannot be measured could be any size: the skill is not served (fail closed).
      total += await stat(file.source).then(
        (info) => info.size,
        () => Number.POSITIVE_INFINITY,
      );
      if (total > MAX_SKILL_TOTAL_BYTES) return [];
    }
    return listed.map((file) => ({
      uri: skillFileUri(skill, file.path),
      skill,
      path: file.path,
      source: file.source,
      mimeType: file.path === 'SKILL.md' ? 'text/markdown' : mimeTypeOf(file.path),
    }));
  };

  /** The entry of one skill, or undefined when it exceeds the extension's size limit. */
  const entry = async (skill: Skill): Promise<SkillEntry | undefined> => {
    const served = await files(skill);
    if (served.length === 0) return undefined;
    const resources: SkillResourceRef[] = [];
    let total = 0;
    for (const file of served) {
      const { digest, size } = await digestOf(file.source);
      total += size;
      resources.push({ uri: file.uri, digest, size });
    }
    if (total > MAX_SKILL_TOTAL_BYTES) return undefined;
    const frontmatter = readFrontmatter(skill, await readFile(skill.skillFile));
    return { uri: skillFileUri(skill, 'SKILL.md'), frontmatter, resources };
  };

  return { entry, files };
}

export type SkillCatalog = ReturnType<typeof createSkillCatalog>;
