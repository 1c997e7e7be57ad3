import { constants } from 'node:fs';
import { access, open, realpath } from 'node:fs/promises';
import { delimiter, isAbsolute, join } from 'node:path';

const found = new Map<string, Promise<string | undefined>>();

/** The absolute path of an executable on `searchPath`, or undefined. Found paths are cached. */
export function findExecutable(name: string, searchPath: string | undefined): Promise<string | undefined> {
  const key = `${name}\0${searchPath ?? ''}`;
  let hit = found.get(key);
  if (hit === undefined) {
    hit = lookup(name, searchPath);
    found.set(key, hit);
    // Only hits are kept: a tool installed while a long-running gateway is up is found on the next run.
    void hit.then((path) => {
      if (path === undefined) found.delete(key);
    });
  }
  return hit;
}

async function lookup(name: string, searchPath: string | undefined): Promise<string | undefined> {
  if (isAbsolute(name)) return (await isExecutable(name)) ? name : undefined;
  for (const dir of (searchPath ?? '').split(delimiter)) {
    if (dir === '' || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

export async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True when the file starts with `#!` (a wrapper script such as a version-manager shim). */
export async function isScript(path: string): Promise<boolean> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(await realpath(path), 'r');
    const head = Buffer.alloc(2);
    await handle.read(head, 0, 2, 0);
    return head.toString('latin1') === '#!';
  } catch {
    return false;
  } finally {
    await handle?.close();
  }
}
