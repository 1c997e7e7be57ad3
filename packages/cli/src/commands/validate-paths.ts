import { validatePath, validatePathCached } from '@skillport/core';
import { cacheLocation } from '../cache-dir.js';
import type { CommandContext } from '../run-cli.js';
import { clearProgress, progress } from '../terminal.js';

/** Validates each path in turn (through the discovery cache when it is on), with progress on a terminal. */
export async function validatePaths(
  paths: readonly string[],
  strict: boolean,
  { stderr, env }: CommandContext,
) {
  const cache = cacheLocation(env, 'discovery');
  const results = [];
  for (const [index, path] of paths.entries()) {
    progress(stderr, `validating ${path} (${index + 1}/${paths.length})`);
    results.push(
      cache
        ? await validatePathCached(path, { strict, ...cache })
        : { ...(await validatePath(path, { strict })), snapshot: undefined },
    );
  }
  clearProgress(stderr);
  const diagnostics = results.flatMap((r) => r.diagnostics);
  return { results, ok: results.every((r) => r.ok), diagnostics };
}
