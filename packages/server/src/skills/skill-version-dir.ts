import { createHash } from 'node:crypto';
import { readdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { computePackageDigest } from '@skillport/core';
import type { SkillHistoryOwner } from '../db/index.js';
import { removeTree } from './remove-tree.js';

/** Where core's install keeps replaced versions of `<root>/<name>`. */
const HISTORY_DIR = path.join('.skillport', 'history');
const SHA256_HEX = /^[0-9a-f]{64}$/u;

/**
 * The folder under a cluster node's `<versionsDir>` holding one skill's versions materialised from blobs,
 * as `<folder>/<digest hex>/<name>`. Keyed by the whole owner: two users' (or a user's and a custom)
 * skills of the same name may share a digest, and pruning one's history must not touch the other's
 * copies. Hashed because scope and name are free text; the prefix keeps it apart from any digest folder.
 */
export function ownerVersionsDir(versionsDir: string, owner: SkillHistoryOwner): string {
  const id = createHash('sha256').update(`${owner.category}\0${owner.scope}\0${owner.skill}`).digest('hex');
  return path.join(versionsDir, `owner-${id}`);
}

/**
 * Removes the kept folders of versions the history no longer names (retention pruned them, or the skill
 * was deleted: `keptDigests` empty): under `<root>/.skillport/history/<name>/` and, in a cluster, this
 * owner's versions materialised from blobs (ownerVersionsDir). A folder whose name carries no digest is
 * left alone; one another prune removed meanwhile is fine.
 */
export async function pruneVersionFolders(
  root: string,
  owner: SkillHistoryOwner,
  keptDigests: readonly string[],
  versionsDir?: string,
): Promise<void> {
  const kept = new Set(keptDigests.map((digest) => digest.slice('sha256:'.length)));
  const parent = path.join(root, HISTORY_DIR, owner.skill);
  for (const entry of await readdir(parent, { withFileTypes: true }).catch(() => [])) {
    const hex = entry.name.slice(entry.name.lastIndexOf('-') + 1);
    if (entry.isDirectory() && SHA256_HEX.test(hex) && !kept.has(hex))
      await removeTree(path.join(parent, entry.name));
  }
  if (versionsDir === undefined) return;
  const owned = ownerVersionsDir(versionsDir, owner);
  for (const entry of await readdir(owned, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory() && SHA256_HEX.test(entry.name) && !kept.has(entry.name))
      await removeTree(path.join(owned, entry.name));
  }
  if (kept.size === 0) {
    // A deleted skill: its now empty folders go too (not empty: another change refilled them).
    await rmdir(parent).catch(() => {});
    await rmdir(owned).catch(() => {});
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
