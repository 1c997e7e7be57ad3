import { readdir } from 'node:fs/promises';
import path from 'node:path';

export const MAX_LISTED_FILES = 1_000;
const MAX_LIST_DEPTH = 8;

/**
 * Relative paths of the regular files in a package, sorted, bounded. Symbolic links are left out:
 * what they point at is decided when read (readSkillFile), not advertised here.
 */
export async function listSkillFiles(dir: string): Promise<{ files: string[]; truncated: boolean }> {
  const files: string[] = [];
  let truncated = false;
  const walk = async (relative: string, depth: number): Promise<void> => {
    if (depth > MAX_LIST_DEPTH) return;
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (files.length >= MAX_LISTED_FILES) {
        truncated = true;
        return;
      }
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(child, depth + 1);
      else if (entry.isFile()) files.push(child);
    }
  };
  await walk('', 0);
  return { files, truncated };
}
