import type { Diagnostic } from '../diagnostics/index.js';
import type { Skill, SkillCategory } from '../skill/index.js';
import { createChangeWatcher } from './create-change-watcher.js';
import { createDiscoveryCache, type LoadSkillsResult, loadSkills, type SkillRoot } from './load-skills.js';

/** An immutable view of the skills at one moment. */
export interface RegistrySnapshot {
  readonly generation: number;
  readonly loadedAt: Date;
  readonly skills: readonly Skill[];
  readonly diagnostics: readonly Diagnostic[];
  readonly stats: LoadSkillsResult['stats'];
  get(name: string): Skill | undefined;
}

export interface SkillRegistry {
  /**
   * The current snapshot, refreshing first when none is valid for the current generation. When that
   * refresh fails, the last good snapshot is returned (see `lastError()`); with none, the error is thrown.
   */
  get(): Promise<RegistrySnapshot>;
  /** Last good snapshot without any I/O (undefined before the first successful load). */
  current(): RegistrySnapshot | undefined;
  /** Re-scans now; concurrent callers share one scan (single-flight). */
  refresh(): Promise<RegistrySnapshot>;
  /** Marks the current snapshot stale; scans already running can no longer install their result. */
  invalidate(): void;
  /** Error of the last failed refresh, cleared by the next success. */
  lastError(): unknown;
  /** Stops change watching (only needed with `watch: true`). */
  close(): void;
}

export interface CreateSkillRegistryOptions {
  roots: readonly SkillRoot[];
  maxDepth?: number;
  isEnabled?: (name: string, category: SkillCategory) => boolean;
  /**
   * Use OS change notifications so that a refresh of an unchanged tree does not touch the disk at all.
   * Costs one watch per folder outside packages plus one per package. Only for local file systems:
   * network mounts (NFS, CSI volumes) do not report changes made elsewhere, so leave it off there.
   */
  watch?: boolean;
  /** Injected for tests of failure handling; defaults to `loadSkills`. */
  load?: typeof loadSkills;
}

export function createSkillRegistry(options: CreateSkillRegistryOptions): SkillRegistry {
  const load = options.load ?? loadSkills;
  const cache = createDiscoveryCache();
  let generation = 0;
  let snapshot: RegistrySnapshot | undefined;
  let failure: unknown;
  let inFlight: { generation: number; promise: Promise<RegistrySnapshot> } | undefined;
  const watcher = options.watch ? createChangeWatcher() : undefined;

  const refresh = (): Promise<RegistrySnapshot> => {
    if (inFlight && inFlight.generation === generation) return inFlight.promise;
    const started = generation;
    const promise = (async () => {
      const reuseWalk = watcher?.unchanged() ?? false;
      if (!reuseWalk) watcher?.beginFullLoad();
      let result: LoadSkillsResult;
      try {
        result = await load({
          roots: options.roots,
          cache,
          reuseWalk,
          ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
          ...(options.isEnabled ? { isEnabled: options.isEnabled } : {}),
        });
      } catch (error) {
        watcher?.markDirty();
        throw error;
      }
      if (!reuseWalk) watcher?.endFullLoad(result.watchDirs);
      const next = freezeSnapshot(started, result);
      // An invalidation during the scan means the disk may have changed after we read it: never install
      // an older generation over a newer one; the caller gets the result, the next get() scans again.
      if (started === generation) {
        snapshot = next;
        failure = undefined;
      }
      return next;
    })();
    inFlight = { generation: started, promise };
    promise.then(
      () => {
        if (inFlight?.promise === promise) inFlight = undefined;
      },
      (error: unknown) => {
        if (inFlight?.promise === promise) inFlight = undefined;
        if (started === generation) failure = error;
      },
    );
    return promise;
  };

  return {
    get: async () => {
      if (snapshot && snapshot.generation === generation) return snapshot;
      try {
        return await refresh();
      } catch (error) {
        // Serving the last good snapshot beats failing every request; lastError() tells what went wrong.
        if (snapshot) return snapshot;
        throw error;
      }
    },
    current: () => snapshot,
    refresh,
    invalidate: () => {
      generation++;
      watcher?.markDirty();
    },
    lastError: () => failure,
    close: () => watcher?.close(),
  };
}

function freezeSnapshot(generation: number, result: LoadSkillsResult): RegistrySnapshot {
  const byName = new Map(result.skills.map((s) => [s.name, s] as const));
  return Object.freeze({
    generation,
    loadedAt: new Date(),
    skills: Object.freeze([...result.skills]),
    diagnostics: Object.freeze([...result.diagnostics]),
    stats: result.stats,
    get: (name: string) => byName.get(name),
  });
}
