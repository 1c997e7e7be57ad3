import { readlinkSync, realpathSync, statSync } from 'node:fs';
import { isInside } from './is-inside.js';

/**
 * Where a symbolic link leads, judged against the real path of the folder it must stay in:
 * - `inside`: resolves to an existing file or folder inside `realRoot` (`isDirectory` says which);
 * - `outside`: resolves to something outside it (`target` is the real path);
 * - `dangling`: resolves to nothing (`target` is what the link says);
 * - `loop`: resolution never ends.
 */
export type LinkResolution =
  | { status: 'inside'; target: string; isDirectory: boolean }
  | { status: 'outside'; target: string }
  | { status: 'dangling'; target: string }
  | { status: 'loop' };

/** The one containment check for links, used by discovery, pack, scan and review. */
export function resolveLink(path: string, realRoot: string): LinkResolution {
  let target: string;
  try {
    target = realpathSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') return { status: 'loop' };
    let text = '?';
    try {
      text = readlinkSync(path);
    } catch {}
    return { status: 'dangling', target: text };
  }
  if (!isInside(realRoot, target)) return { status: 'outside', target };
  try {
    return { status: 'inside', target, isDirectory: statSync(target).isDirectory() };
  } catch {
    return { status: 'dangling', target };
  }
}
