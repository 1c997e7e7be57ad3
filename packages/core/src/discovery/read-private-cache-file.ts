import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

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
