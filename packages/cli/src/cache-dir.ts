import { statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the CLI keeps what it may rebuild at any time (the discovery cache): SKILLPORT_CACHE_DIR, else the
 * platform's per-user cache folder. Never inside a skill root: a read-only command must not write into
 * the folders it reads (they may be read-only, shared, or under version control). SKILLPORT_CACHE=off
 * turns caching off; so does a home folder that cannot be found.
 */
export function cacheDir(env: NodeJS.ProcessEnv): string | undefined {
  if (env.SKILLPORT_CACHE === 'off') return undefined;
  if (env.SKILLPORT_CACHE_DIR) return env.SKILLPORT_CACHE_DIR;
  let home: string;
  try {
    home = homedir();
  } catch {
    return undefined;
  }
  if (!home) return undefined;
  if (process.platform === 'win32') {
    return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'skillport', 'Cache');
  }
  if (process.platform === 'darwin') return join(home, 'Library', 'Caches', 'skillport');
  // XDG says a relative XDG_CACHE_HOME is invalid and must be ignored.
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg?.startsWith('/') ? xdg : join(home, '.cache'), 'skillport');
}

/** The bundle's entry file (this module is bundled into it); absent when run from tsc's output. */
export const BUNDLE_ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'skillport.js');

/** Where one kind of cache lives and which build it belongs to; undefined when caching is off. */
export interface CacheLocation {
  cacheDir: string;
  codeVersion: string;
}

/**
 * The discovery cache (`loadSkillsCached`, `validatePathCached`) and the output cache (`cachedOutput`).
 * Both files identify the code exactly, so a rebuilt CLI never reads an old cache. Run from tsc's output
 * (no bundle), core's code could change under an unchanged CLI: no cache then.
 */
export function cacheLocation(
  env: NodeJS.ProcessEnv,
  kind: 'discovery' | 'output',
): CacheLocation | undefined {
  const dir = cacheDir(env);
  const codeVersion = dir === undefined ? undefined : bundleVersion();
  return dir === undefined || codeVersion === undefined
    ? undefined
    : { cacheDir: join(dir, kind), codeVersion };
}

/**
 * The bundle's entry names every chunk by a hash of its content and is rewritten by every build, so its
 * own stat identifies the whole build.
 */
function bundleVersion(): string | undefined {
  const info = statSync(BUNDLE_ENTRY, { throwIfNoEntry: false });
  return info && `${info.ino}:${info.size}:${info.mtimeMs}`;
}
