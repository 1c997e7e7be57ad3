import * as fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const InstallHistoryRecordSchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(['install', 'upgrade', 'reinstall']),
  name: z.string(),
  digest: z.string(),
  source: z.string(),
  previousDigest: z.string().optional(),
  /** Where the replaced version was kept, relative to the root. */
  previousPath: z.string().optional(),
});
export type InstallHistoryRecord = z.infer<typeof InstallHistoryRecordSchema>;

/** Appends one JSON line to `<root>/.skillport/history.jsonl` (who, when, which digest). */
export async function appendInstallHistory(root: string, record: InstallHistoryRecord): Promise<void> {
  const file = path.join(root, '.skillport', 'history.jsonl');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, `${JSON.stringify(InstallHistoryRecordSchema.parse(record))}\n`);
}
