import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Cache files kept per cache folder (one per set of roots or command); the least recently written go first. */
const MAX_CACHE_FILES = 16;

export function pruneCacheDir(dir: string): void {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  if (files.length <= MAX_CACHE_FILES) return;
  const byAge = files
    .map((name) => ({ path: join(dir, name), mtimeMs: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const { path } of byAge.slice(0, files.length - MAX_CACHE_FILES)) rmSync(path, { force: true });
}
