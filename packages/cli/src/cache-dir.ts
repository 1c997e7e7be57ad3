import { homedir } from 'node:os';
import { join } from 'node:path';

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
