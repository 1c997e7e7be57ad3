import { sep } from 'node:path';

/** True when absolute path `child` is `parent` or lies below it (paths already resolved). */
export function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}
