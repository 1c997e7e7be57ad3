import {
  type LoadSkillsResult,
  loadSkills,
  loadSkillsCached,
  type SkillRoot,
  type TreeSnapshot,
} from '@skillport/core';
import { cacheLocation } from './cache-dir.js';

/**
 * The skills of `list`, `prompt` and `search`. The bundled CLI keeps a discovery cache (see
 * `loadSkillsCached`; `validate` uses the same), and says what the load depended on (`snapshot`) when it
 * can, for a command that keeps its output (`cachedOutput`).
 */
export async function loadCatalog(
  roots: SkillRoot[],
  env: NodeJS.ProcessEnv,
): Promise<LoadSkillsResult & { snapshot?: TreeSnapshot | undefined }> {
  const cache = cacheLocation(env, 'discovery');
  return cache ? loadSkillsCached({ roots, ...cache }) : loadSkills({ roots });
}
