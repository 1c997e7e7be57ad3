import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPackageFiles } from '@skillport/core';
import { createTwoFilesPatch } from 'diff';

export interface FileDiff {
  path: string;
  status: 'added' | 'removed' | 'modified';
  /** Unified diff of a text file; absent for binary or oversize files. */
  patch?: string;
  binary?: boolean;
}

/** Files larger than this are reported as changed without a patch. */
export const MAX_DIFF_FILE_BYTES = 512 * 1024;
/** The answer stops adding patches beyond this many characters (`truncated`). */
export const MAX_DIFF_CHARS = 2 * 1024 * 1024;

async function readText(file: string | undefined): Promise<string | null | undefined> {
  if (file === undefined) return '';
  const bytes = await readFile(file);
  if (bytes.length > MAX_DIFF_FILE_BYTES) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Per-file differences between two package folders, paths sorted, unchanged files left out. */
export async function diffSkillVersions(
  fromDir: string,
  toDir: string,
  labels: { from: string; to: string },
): Promise<{ files: FileDiff[]; truncated: boolean }> {
  const [before, after] = await Promise.all([hashPackageFiles(fromDir), hashPackageFiles(toDir)]);
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const files: FileDiff[] = [];
  let budget = MAX_DIFF_CHARS;
  let truncated = false;
  for (const relative of paths) {
    const a = Object.hasOwn(before, relative) ? before[relative] : undefined;
    const b = Object.hasOwn(after, relative) ? after[relative] : undefined;
    if (a === b) continue;
    const status = a === undefined ? 'added' : b === undefined ? 'removed' : 'modified';
    const entry: FileDiff = { path: relative, status };
    const parts = relative.split('/');
    const [oldText, newText] = await Promise.all([
      readText(a === undefined ? undefined : path.join(fromDir, ...parts)),
      readText(b === undefined ? undefined : path.join(toDir, ...parts)),
    ]);
    if (oldText === null || newText === null) entry.binary = true;
    else if (oldText !== undefined && newText !== undefined) {
      const patch = createTwoFilesPatch(
        `${labels.from}/${relative}`,
        `${labels.to}/${relative}`,
        oldText,
        newText,
        undefined,
        undefined,
        { context: 3 },
      );
      if (patch.length <= budget) {
        entry.patch = patch;
        budget -= patch.length;
      } else truncated = true;
    }
    files.push(entry);
  }
  return { files, truncated };
}
