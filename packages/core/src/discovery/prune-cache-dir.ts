import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Cache files kept per cache folder (one per set of roots or command); the least recently written go first. */
const MAX_CACHE_FILES = 16;
/** A staged file this old belongs to a writer that died before its rename (a live one renames in ms). */
const ABANDONED_STAGED_MS = 3_600_000;

export function pruneCacheDir(dir: string): void {
  const names = readdirSync(dir);
  const now = Date.now();
  for (const name of names) {
    if (!name.endsWith('.tmp')) continue;
    const info = statSync(join(dir, name), { throwIfNoEntry: false });
    if (info && now - info.mtimeMs > ABANDONED_STAGED_MS) rmSync(join(dir, name), { force: true });
  }
  const files = names.filter((name) => name.endsWith('.json'));
  if (files.length <= MAX_CACHE_FILES) return;
  const byAge = files
    .map((name) => ({
      path: join(dir, name),
      mtimeMs: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    }))
    .sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const { path } of byAge.slice(0, files.length - MAX_CACHE_FILES)) rmSync(path, { force: true });
}
