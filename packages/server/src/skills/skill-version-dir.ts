import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { computePackageDigest } from '@skillport/core';

/** Where core's install keeps replaced versions of `<root>/<name>`. */
const HISTORY_DIR = path.join('.skillport', 'history');

/**
 * The folder holding the package with this digest: the installed one, or a replaced version kept in
 * `<root>/.skillport/history/<name>/<stamp>-<digest hex>/`. Undefined when it is no longer kept.
 */
export async function skillVersionDir(
  root: string,
  name: string,
  digest: string,
  current: { dir: string; digest: string },
): Promise<string | undefined> {
  if (digest === current.digest) return current.dir;
  const hex = digest.startsWith('sha256:') ? digest.slice('sha256:'.length) : '';
  if (!/^[0-9a-f]{64}$/u.test(hex)) return undefined;
  const parent = path.join(root, HISTORY_DIR, name);
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  const found = entries.find((entry) => entry.isDirectory() && entry.name.endsWith(`-${hex}`));
  if (found === undefined) return undefined;
  const dir = path.join(parent, found.name);
  // The folder name is only a label; the bytes decide.
  return (await computePackageDigest(dir)) === digest ? dir : undefined;
}
