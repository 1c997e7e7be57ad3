import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { computePackageDigest } from '@skillport/core';
import { removeTree } from './remove-tree.js';

/** Where core's install keeps replaced versions of `<root>/<name>`. */
const HISTORY_DIR = path.join('.skillport', 'history');
const SHA256_HEX = /^[0-9a-f]{64}$/u;

/**
 * Removes the kept folders of versions the history no longer names (retention pruned them): under
 * `<root>/.skillport/history/<name>/` and, in a cluster, the versions materialised from blobs under
 * `<versionsDir>/<digest hex>/<name>`. A folder whose name carries no digest is left alone.
 */
export async function pruneVersionFolders(
  root: string,
  name: string,
  keptDigests: readonly string[],
  versionsDir?: string,
): Promise<void> {
  const kept = new Set(keptDigests.map((digest) => digest.slice('sha256:'.length)));
  const parent = path.join(root, HISTORY_DIR, name);
  for (const entry of await readdir(parent, { withFileTypes: true }).catch(() => [])) {
    const hex = entry.name.slice(entry.name.lastIndexOf('-') + 1);
    if (entry.isDirectory() && SHA256_HEX.test(hex) && !kept.has(hex))
      await removeTree(path.join(parent, entry.name));
  }
  if (versionsDir === undefined) return;
  for (const entry of await readdir(versionsDir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory() && SHA256_HEX.test(entry.name) && !kept.has(entry.name))
      await removeTree(path.join(versionsDir, entry.name, name));
  }
}

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
  if (!SHA256_HEX.test(hex)) return undefined;
  const parent = path.join(root, HISTORY_DIR, name);
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  const found = entries.find((entry) => entry.isDirectory() && entry.name.endsWith(`-${hex}`));
  if (found === undefined) return undefined;
  const dir = path.join(parent, found.name);
  // The folder name is only a label; the bytes decide.
  return (await computePackageDigest(dir)) === digest ? dir : undefined;
}
