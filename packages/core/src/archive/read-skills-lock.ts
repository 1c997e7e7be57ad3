import * as fs from 'node:fs/promises';
import path from 'node:path';
import { SkillportError } from '../errors/index.js';
import { SKILLS_LOCK_FILE, type SkillsLock, SkillsLockSchema } from './skills-lock-schema.js';

/** Reads `<root>/skills.lock.json`; `undefined` when there is none, `LOCK_INVALID` when it is unreadable. */
export async function readSkillsLock(root: string): Promise<SkillsLock | undefined> {
  const file = path.join(root, SKILLS_LOCK_FILE);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SkillportError('LOCK_INVALID', `Cannot read ${file}; check its permissions.`, {
      details: { path: file },
      cause: error,
    });
  }
  let parsed: ReturnType<typeof SkillsLockSchema.safeParse>;
  try {
    parsed = SkillsLockSchema.safeParse(JSON.parse(text));
  } catch (error) {
    throw new SkillportError('LOCK_INVALID', `${file} is not valid JSON; restore it from version control.`, {
      details: { path: file },
      cause: error,
    });
  }
  if (!parsed.success) {
    throw new SkillportError(
      'LOCK_INVALID',
      `${file} does not match the lock file format; restore it from version control.`,
      {
        details: {
          path: file,
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        },
      },
    );
  }
  return parsed.data;
}
