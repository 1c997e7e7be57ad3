import { statSync } from 'node:fs';
import { SkillportError, type SkillRoot } from '@skillport/core';
import { bundledSkillsDir } from './bundled-skills.js';

/**
 * `--root DIR` (repeatable, earlier wins); without any, the bundled public skills. A root the user
 * named must be a folder: a typo would otherwise list nothing and still succeed.
 */
export function resolveRoots(roots: readonly string[] | undefined): SkillRoot[] {
  if (roots && roots.length > 0) {
    for (const path of roots) checkRoot(path);
    return roots.map((path) => ({ path, category: 'custom' }));
  }
  const bundled = bundledSkillsDir();
  return bundled ? [{ path: bundled, category: 'public' }] : [];
}

function checkRoot(path: string): void {
  const info = statSync(path, { throwIfNoEntry: false });
  if (info === undefined) {
    throw new SkillportError('CLI_ROOT_NOT_FOUND', `--root ${path} does not exist; pass a folder of skills`);
  }
  if (!info.isDirectory()) {
    throw new SkillportError(
      'CLI_ROOT_NOT_A_DIRECTORY',
      `--root ${path} is not a directory; pass the folder that holds the skill folders`,
    );
  }
}
