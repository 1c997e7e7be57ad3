import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { SKILLS_LOCK_FILE, type SkillsLock } from './skills-lock-schema.js';

const byKey = <T>(record: Record<string, T>): [string, T][] =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Writes `<root>/skills.lock.json` with a stable key order (so diffs show only real changes) through a
 * temporary file and a rename, so readers never see half a lock file.
 */
export async function writeSkillsLock(root: string, lock: SkillsLock): Promise<void> {
  const ordered = {
    lockfileVersion: lock.lockfileVersion,
    skills: Object.fromEntries(
      byKey(lock.skills).map(([key, entry]) => [
        key,
        {
          name: entry.name,
          source: entry.source,
          digest: entry.digest,
          files: Object.fromEntries(byKey(entry.files)),
        },
      ]),
    ),
  };
  const file = path.join(root, SKILLS_LOCK_FILE);
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temporary, `${JSON.stringify(ordered, null, 2)}\n`, { flag: 'wx' });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
