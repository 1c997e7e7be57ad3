import { randomBytes } from 'node:crypto';
import { cp, lstat, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SkillportError } from '@skillport/core';
import { makeTreeWritable, removeTree } from './remove-tree.js';

/** A file's new content (UTF-8 text or base64 bytes), or null to delete it. */
export type FileChange = string | { encoding: 'base64'; content: string } | null;

export const MAX_EDIT_FILES = 1_000;
/** Under the data dir: private copies of skills being edited; emptied at start. */
export const EDIT_STAGING_FOLDER = 'edits';
const MAX_PATH_CHARS = 240;
const MAX_PATH_DEPTH = 16;
/** Names the packer leaves out of a package; accepting them would silently lose the edit. */
const DROPPED_NAME = /^(node_modules|__pycache__|\.DS_Store|\.env.*)$/u;
const RESERVED_NAME = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/iu;

function refuse(relative: string, why: string): SkillportError {
  return new SkillportError(
    'HTTP_REQUEST_INVALID',
    `Invalid request: json.files.${JSON.stringify(relative.slice(0, 100))}: ${why}.`,
    { details: { issues: [{ path: `json.files.${relative.slice(0, 100)}`, message: why }] } },
  );
}

/** Paths inside the package only, spelled plainly: the archive rules would refuse anything else later. */
function checkPath(relative: string): void {
  if (relative.length > MAX_PATH_CHARS)
    throw refuse(relative, `paths have at most ${MAX_PATH_CHARS} characters`);
  if (/[\u0000-\u001f\u007f\\:*?"<>|]/u.test(relative) || relative.normalize('NFC') !== relative) {
    throw refuse(relative, 'the path holds a control, reserved or non-NFC character');
  }
  const parts = relative.split('/');
  if (parts.length > MAX_PATH_DEPTH) throw refuse(relative, `paths have at most ${MAX_PATH_DEPTH} levels`);
  for (const [index, part] of parts.entries()) {
    if (part === '' || part === '.' || part === '..')
      throw refuse(relative, 'use a relative path without "", "." or ".." parts');
    if (DROPPED_NAME.test(part) || (part.startsWith('.') && index < parts.length - 1)) {
      throw refuse(
        relative,
        'dot-folders, node_modules, __pycache__ and .env files are not part of a package',
      );
    }
    if (RESERVED_NAME.test(part) || /[ .]$/u.test(part))
      throw refuse(relative, 'the name is reserved on some systems');
  }
}

/** Removes directories an edit emptied, up to the package root. */
async function pruneEmptyParents(root: string, file: string): Promise<void> {
  let dir = path.dirname(file);
  while (dir !== root && dir.startsWith(`${root}${path.sep}`)) {
    if ((await readdir(dir)).length > 0) return;
    await rm(dir, { recursive: true });
    dir = path.dirname(dir);
  }
}

/**
 * Copies an installed package into a fresh private folder `<workDir>/<random>/<name>` and applies the
 * changes there; the installed package is never touched. The caller installs the result (validation,
 * scan, atomic rename) and removes `cleanup` afterwards.
 */
export async function stageSkillEdit(options: {
  workDir: string;
  name: string;
  sourceDir: string;
  changes?: Readonly<Record<string, FileChange>>;
}): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const changes = Object.entries(options.changes ?? {});
  if (changes.length > MAX_EDIT_FILES) throw refuse('', `at most ${MAX_EDIT_FILES} files per edit`);
  for (const [relative] of changes) checkPath(relative);
  await mkdir(options.workDir, { recursive: true });
  const base = path.join(options.workDir, randomBytes(12).toString('hex'));
  const dir = path.join(base, options.name);
  const cleanup = () => removeTree(base);
  try {
    await mkdir(base, { mode: 0o700 });
    await cp(options.sourceDir, dir, { recursive: true, verbatimSymlinks: true });
    await makeTreeWritable(dir);
    for (const [relative, change] of changes) {
      const target = path.join(dir, ...relative.split('/'));
      // A planted link inside the copy must not carry a write outside it.
      const existing = await lstat(target).catch(() => undefined);
      if (existing !== undefined && !existing.isFile())
        throw refuse(relative, 'not a regular file of the package');
      if (change === null) {
        if (existing === undefined) throw refuse(relative, 'there is no such file to delete');
        await rm(target);
        await pruneEmptyParents(dir, target);
        continue;
      }
      const bytes =
        typeof change === 'string' ? Buffer.from(change, 'utf8') : Buffer.from(change.content, 'base64');
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, new Uint8Array(bytes), { mode: 0o644 });
    }
    return { dir, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
