import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The text of a cache file, or undefined when it is missing or cannot be trusted. A kept result is
 * printed (or let through a gate) without redoing the work, so a file another local user could have
 * written is never read: the file and its folder must belong to this user, must not be writable by group
 * or others, and neither may be a symlink. Windows has no owner ids here; its per-user cache folder is the
 * boundary there.
 */
export function readPrivateCacheFile(file: string): string | undefined {
  const uid = process.getuid?.();
  try {
    if (uid !== undefined && !ownedAndPrivate(lstatSync(dirname(file)), uid, 'dir')) return undefined;
    const fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    try {
      if (uid !== undefined && !ownedAndPrivate(fstatSync(fd), uid, 'file')) return undefined;
      return readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

const GROUP_OR_OTHER_WRITE = 0o022;

function ownedAndPrivate(
  info: { uid: number; mode: number; isDirectory(): boolean; isFile(): boolean },
  uid: number,
  kind: 'dir' | 'file',
): boolean {
  if (kind === 'dir' ? !info.isDirectory() : !info.isFile()) return false;
  return info.uid === uid && (info.mode & GROUP_OR_OTHER_WRITE) === 0;
}

/**
 * Stores a cache file owner-only: staged, then renamed (a reader sees the old file or the new one), then
 * the folder pruned. A cache that cannot be written only costs the next run its speed, so this never throws.
 */
export function writePrivateCacheFile(file: string, text: string): void {
  const staged = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(staged, text, { mode: 0o600 });
    renameSync(staged, file);
    pruneCacheDir(dirname(file));
  } catch {
    try {
      rmSync(staged, { force: true });
    } catch {}
  }
}

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
