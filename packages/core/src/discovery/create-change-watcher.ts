import { type FSWatcher, watch } from 'node:fs';

/**
 * Tells a registry whether anything it depends on changed since its last full load, from OS change
 * notifications (inotify on Linux). It can only vouch for a load when every folder that load walked was
 * already watched when the load started; otherwise a change between reading a folder and watching it
 * could be missed, so the next refresh is a full one.
 */
export interface ChangeWatcher {
  /** Nothing changed since the last full load, and every folder of that load was watched throughout. */
  unchanged(): boolean;
  /** Call right before a full load reads the disk. */
  beginFullLoad(): void;
  /** Call after a successful full load with the folders it depends on. */
  endFullLoad(watchDirs: readonly string[]): void;
  /** Forces the next refresh to be a full one (failed load, explicit invalidation). */
  markDirty(): void;
  close(): void;
}

export function createChangeWatcher(): ChangeWatcher {
  const watchers = new Map<string, FSWatcher>();
  let dirty = true;
  let covered = false;
  // Out of watches (ENOSPC) or handles: stop watching and fall back to full loads for good.
  let broken = false;
  let watchedAtStart = new Set<string>();

  const unwatch = (dir: string): void => {
    watchers.get(dir)?.close();
    watchers.delete(dir);
  };
  const closeAll = (): void => {
    for (const dir of [...watchers.keys()]) unwatch(dir);
  };

  return {
    unchanged: () => !broken && covered && !dirty,
    beginFullLoad: () => {
      dirty = false;
      watchedAtStart = new Set(watchers.keys());
    },
    endFullLoad: (watchDirs) => {
      covered = !broken && watchDirs.every((dir) => watchedAtStart.has(dir));
      if (broken) return;
      const wanted = new Set(watchDirs);
      for (const dir of [...watchers.keys()]) if (!wanted.has(dir)) unwatch(dir);
      for (const dir of watchDirs) {
        if (watchers.has(dir)) continue;
        try {
          const watcher = watch(dir, { persistent: false }, () => {
            dirty = true;
          });
          watcher.on('error', () => {
            dirty = true;
            covered = false;
            unwatch(dir);
          });
          watchers.set(dir, watcher);
        } catch {
          broken = true;
          dirty = true;
          covered = false;
          closeAll();
          return;
        }
      }
    },
    markDirty: () => {
      dirty = true;
    },
    close: () => {
      broken = true;
      closeAll();
    },
  };
}
