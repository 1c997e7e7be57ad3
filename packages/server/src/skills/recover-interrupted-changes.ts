import { chmod, lstat, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { computePackageDigest } from '@skillport/core';
import type { Logger } from 'pino';
import type { SkillHistoryStore } from '../db/index.js';
import { removeTree } from './remove-tree.js';
import { skillVersionDir } from './skill-version-dir.js';

/** Core's install staging under each root (see packages/core/src/archive/README.md). */
const CORE_STAGING_DIR = path.join('.skillport', 'staging');
/** Where a delete parks a folder before removing it (remove-skill-folder.ts). */
const TRASH_DIR = path.join('.skillport', 'trash');

/**
 * Run at start, before requests. The history table is the commit record of every change: a version
 * exists once its row does. An install over an existing skill first moves the old version into the
 * root's history folder and then renames the new one in; a process killed between the two leaves
 * no skill at all. Such a skill is put back as its last recorded version (wholly old); a new version
 * that was renamed in but not yet recorded is recorded. Staging and trash left by killed edits,
 * installs and deletes are removed.
 */
export async function recoverInterruptedChanges(options: {
  history: SkillHistoryStore;
  customRoot: string;
  userRoot: (userId: string) => string;
  editStagingDir: string;
  logger: Logger;
  /**
   * Whether this node's folders are the only copy of the skills the history records (SQLite). With a
   * shared PostgreSQL history, another node may hold a version this one lacks, so the history is not
   * corrected from local folders and a missing one is not an error here.
   */
  soleCopy: boolean;
}): Promise<{ restored: string[] }> {
  const { logger } = options;
  await removeTree(options.editStagingDir);
  const restored: string[] = [];
  const roots = new Set<string>([options.customRoot]);
  for (const latest of await options.history.listLatest()) {
    if (latest.category !== 'custom' && latest.category !== 'user') continue;
    const root = latest.category === 'custom' ? options.customRoot : options.userRoot(latest.scope);
    roots.add(root);
    if (latest.action === 'delete') continue;
    const target = path.join(root, latest.skill);
    if ((await lstat(target).catch(() => undefined))?.isDirectory()) {
      // Killed after the new version was renamed in but before its row was written: it is the
      // installed version, so the history says so (who is unknown).
      const digest = await computePackageDigest(target).catch(() => undefined);
      if (options.soleCopy && digest !== undefined && digest !== latest.digest) {
        await options.history.append(latest, {
          digest,
          action: 'edit',
          actorId: null,
          actorName: null,
          restoredVersion: null,
        });
      }
      continue;
    }
    const kept = await skillVersionDir(root, latest.skill, latest.digest, { dir: '', digest: '' });
    if (kept === undefined) {
      if (!options.soleCopy) continue;
      logger.error(
        { component: 'recovery', skill: latest.skill, digest: latest.digest },
        'a recorded skill version is missing and no copy is kept; reinstall it',
      );
      continue;
    }
    // Moving a directory to another parent rewrites its "..", which needs write access to it.
    await chmod(kept, 0o755);
    await rename(kept, target);
    await chmod(target, 0o555);
    restored.push(latest.category === 'custom' ? latest.skill : `${latest.scope}/${latest.skill}`);
    logger.warn(
      { component: 'recovery', skill: latest.skill, version: latest.version },
      'restored a skill whose change was interrupted',
    );
  }
  for (const root of roots) {
    for (const leftovers of [CORE_STAGING_DIR, TRASH_DIR]) {
      const dir = path.join(root, leftovers);
      for (const entry of await readdir(dir).catch(() => [])) await removeTree(path.join(dir, entry));
    }
  }
  return { restored };
}
