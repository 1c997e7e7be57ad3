import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { SkillportError } from '@skillport/core';
import { makeTreeWritable } from './remove-tree.js';

const TRASH_DIR = path.join('.skillport', 'trash');

/**
 * Removes an installed skill folder: first renamed into the root's trash (one atomic step, so the
 * skill is wholly there or wholly gone), then deleted. Installed files are read-only, so write
 * permission is restored on the way. Refuses any folder that is not directly inside `root`.
 */
export async function removeSkillFolder(root: string, dir: string): Promise<void> {
  const resolvedRoot = path.resolve(root);
  const resolved = path.resolve(dir);
  if (path.dirname(resolved) !== resolvedRoot) {
    throw new SkillportError(
      'SKILL_READ_ONLY',
      `Skill folder ${path.basename(resolved)} was not installed through the gateway; remove it on the server.`,
    );
  }
  const trash = path.join(resolvedRoot, TRASH_DIR);
  await mkdir(trash, { recursive: true });
  const parked = path.join(trash, `${path.basename(resolved)}-${randomBytes(6).toString('hex')}`);
  await rename(resolved, parked);
  await makeTreeWritable(parked);
  await rm(parked, { recursive: true, force: true });
}
