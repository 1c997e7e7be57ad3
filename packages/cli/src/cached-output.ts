import { readCachedOutput, type TreeSnapshot, writeCachedOutput } from '@skillport/core';
import { cacheLocation } from './cache-dir.js';
import type { CommandContext } from './run-cli.js';

/** What a command prints, and what it depended on (one snapshot per load; any undefined: not kept). */
export interface CommandOutput {
  text: string;
  exitCode: number;
  snapshots: readonly (TreeSnapshot | undefined)[];
}

/**
 * Runs a command whose whole output is a function of `key` and of the skill trees it loads: a repeat run
 * over unchanged trees prints the kept output after stats alone (see `TreeSnapshot`), without loading,
 * parsing or rendering anything. `key` holds everything else the output depends on (the command and its
 * options, paths as given); the working folder and the build are added here. Caching off: just runs.
 */
export async function cachedOutput(
  context: CommandContext,
  key: Record<string, unknown>,
  produce: () => Promise<CommandOutput>,
): Promise<void> {
  const cache = cacheLocation(context.env, 'output');
  const fullKey = cache && { ...key, cwd: context.cwd, code: cache.codeVersion };
  const kept = cache && readCachedOutput(cache.cacheDir, fullKey);
  if (kept) {
    context.stdout.write(kept.text);
    context.setExit(kept.exitCode);
    return;
  }
  const output = await produce();
  context.stdout.write(output.text);
  context.setExit(output.exitCode);
  const snapshots = output.snapshots.filter((s): s is TreeSnapshot => s !== undefined);
  if (cache && snapshots.length > 0 && snapshots.length === output.snapshots.length) {
    writeCachedOutput(cache.cacheDir, fullKey, snapshots, output);
  }
}
