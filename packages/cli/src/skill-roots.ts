import type { SkillRoot } from '@skillport/core';
import { bundledSkillsDir } from './bundled-skills.js';

/** `--root DIR` (repeatable, earlier wins); without any, the bundled public skills. */
export function resolveRoots(roots: readonly string[] | undefined): SkillRoot[] {
  if (roots && roots.length > 0) return roots.map((path) => ({ path, category: 'custom' }));
  const bundled = bundledSkillsDir();
  return bundled ? [{ path: bundled, category: 'public' }] : [];
}

export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}
