import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadSkillsResult, loadSkills, loadSkillsCached, type SkillRoot } from '@skillport/core';
import { cacheDir } from './cache-dir.js';

/**
 * The skills of `list`, `prompt` and `search`. The bundled CLI keeps a discovery cache (see
 * `loadSkillsCached`; `validate` uses the same); its files identify the code exactly, so a rebuilt CLI never reads an old cache.
 * Run from tsc's output (no bundle), core's code could change under an unchanged CLI: no cache then.
 */
export async function loadCatalog(roots: SkillRoot[], env: NodeJS.ProcessEnv): Promise<LoadSkillsResult> {
  const cache = discoveryCache(env);
  return cache ? loadSkillsCached({ roots, ...cache }) : loadSkills({ roots });
}

/** Where discovery caches live and which build they belong to; undefined when caching is off. */
export function discoveryCache(
  env: NodeJS.ProcessEnv,
): { cacheDir: string; codeVersion: string } | undefined {
  const dir = cacheDir(env);
  const codeVersion = dir === undefined ? undefined : bundleVersion();
  return dir === undefined || codeVersion === undefined
    ? undefined
    : { cacheDir: join(dir, 'discovery'), codeVersion };
}

/**
 * The bundle's entry names every chunk by a hash of its content and is rewritten by every build, so its
 * own stat identifies the whole build.
 */
function bundleVersion(): string | undefined {
  const entry = join(dirname(fileURLToPath(import.meta.url)), 'skillport.js');
  const info = statSync(entry, { throwIfNoEntry: false });
  return info && `${info.ino}:${info.size}:${info.mtimeMs}`;
}
