import path from 'node:path';
import type { Diagnostic, Skill } from '@skillport/core';
import { ownerKey } from '../db/index.js';
import { envSchemaOf, secretOwnerOf } from '../vault/index.js';

/**
 * `ENV_NOT_CONFIGURED` for every required entry of these skills that has neither a vault value (for
 * this user's view) nor a declared default. `stored` comes from `vault.storedNamesByOwner`.
 */
export function envDiagnostics(
  skills: readonly Skill[],
  stored: ReadonlyMap<string, ReadonlySet<string>>,
  userId: string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const skill of skills) {
    const have = stored.get(ownerKey(secretOwnerOf(skill, userId)));
    for (const entry of envSchemaOf(skill)) {
      if (!entry.required || entry.hasDefault || have?.has(entry.name)) continue;
      const fromConfig = skill.config?.env.some((e) => e.name === entry.name) ?? false;
      out.push({
        level: 'warning',
        code: 'ENV_NOT_CONFIGURED',
        skill: skill.name,
        path: fromConfig ? path.join(skill.dir, 'skill.config.yaml') : skill.skillFile,
        message: `Skill "${skill.name}" needs ${entry.name}, which has no value: set it with PUT /api/skills/${skill.name}/secrets${entry.secret ? ' or pass it with the run' : ''}.`,
        detail: { name: entry.name },
      });
    }
  }
  return out;
}
