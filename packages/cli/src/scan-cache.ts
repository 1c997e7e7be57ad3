import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScanCacheOptions } from '@skillport/core';
import { BUNDLE_ENTRY, cacheDir } from './cache-dir.js';

/**
 * Where `scan` keeps its results and which scanner wrote them; undefined when caching is off. The
 * scanner is the bundle entry's content digest: it names every chunk by a hash of that chunk's content,
 * so it changes with any change of the scanner's code (a stat would do for speed, not for a security
 * gate). Run from tsc's output (no bundle), core's code could change under an unchanged CLI: no cache then.
 */
export function scanCache(env: NodeJS.ProcessEnv): ScanCacheOptions | undefined {
  const dir = cacheDir(env);
  if (dir === undefined) return undefined;
  let entry: Buffer;
  try {
    entry = readFileSync(BUNDLE_ENTRY);
  } catch {
    return undefined;
  }
  return { dir: join(dir, 'scan'), scanner: createHash('sha256').update(entry).digest('hex') };
}
