import { z } from 'zod';
import { isCanonicalSkillName } from '../skill/index.js';

/** Name of the lock file kept at the root of an install directory (SPEC §5.2). */
export const SKILLS_LOCK_FILE = 'skills.lock.json';

const Sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/u);

export const SkillLockEntrySchema = z.object({
  name: z.string().min(1),
  /** Absolute path of the archive or directory the skill was installed from. */
  source: z.string(),
  digest: z.string().regex(/^sha256:[0-9a-f]{64}$/u),
  /** Relative path → SHA-256 hex of the installed bytes. */
  files: z.record(z.string(), Sha256HexSchema),
});
export type SkillLockEntry = z.infer<typeof SkillLockEntrySchema>;

// Keys become paths under the root (`<root>/<name>`): a hand-edited `../x` must never be walked.
const SkillNameSchema = z.string().refine(isCanonicalSkillName, { message: 'not a canonical skill name' });

export const SkillsLockSchema = z.object({
  lockfileVersion: z.literal(1),
  skills: z.record(SkillNameSchema, SkillLockEntrySchema).superRefine((skills, context) => {
    for (const [key, entry] of Object.entries(skills)) {
      if (entry.name !== key) {
        context.addIssue({
          code: 'custom',
          path: [key, 'name'],
          message: `name must equal its key "${key}"`,
        });
      }
    }
  }),
});
export type SkillsLock = z.infer<typeof SkillsLockSchema>;
