import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import { SkillportError } from '../../errors/index.js';
import { SkillCategorySchema } from '../../skill/skill-schema.js';
import type { SkillCategory } from '../../skill/types.js';
import { materializeSkill } from './materialize-skill.js';

export interface ProjectionScope {
  category: SkillCategory;
  /** A per-user tree (user and integration skills); a safe path segment. */
  user?: string;
}

export interface ProjectedSkill {
  /** The folder name inside the tree (the skill's name). */
  name: string;
  /** The skill folder to mirror (its real path). */
  realDir: string;
  enabled: boolean;
}

export interface ProjectionUpdate extends ProjectionScope {
  /** Every skill of the scope; only enabled ones appear in the tree. */
  skills: readonly ProjectedSkill[];
}

export interface ProjectionState {
  /** `<root>/<category>[/users/<user>]/current`: the path to mount. */
  path: string;
  generation: string;
  /** Names in the tree, sorted. */
  skills: string[];
}

export interface Projection {
  root: string;
  /** The stable path of a scope's tree (a link swapped on every update). */
  pathFor(scope: ProjectionScope): string;
  /** Rebuilds a scope's tree from its full skill list; updates of one scope run one after another. */
  update(update: ProjectionUpdate): Promise<ProjectionState>;
  /**
   * Holds the scope's current generation for a run that mounts it: later updates keep its folder
   * (still dropping the skills they drop) until `release`. Undefined before the scope's first update.
   */
  acquire(scope: ProjectionScope): Promise<ProjectionLease | undefined>;
}

export interface ProjectionLease {
  /** The real path of the held generation folder (skills are its sub-folders). */
  path: string;
  generation: string;
  /** Idempotent. */
  release(): void;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.:@-]{0,127}$/;

/**
 * Enabled-only skill trees for sandboxes that mount skills (SPEC §6.4), one per category and per user.
 * Each update mirrors the enabled skills into a new generation folder (hard links; see
 * materializeSkill), then swaps the scope's `current` link to it with one rename, so a reader resolving
 * `current` sees the old tree or the new one, complete either way. The previous generation is kept for
 * readers that resolved `current` before the swap, minus the skills the update dropped, which are gone
 * from every generation before `update` returns; older generations are removed.
 */
export function createProjection(options: { root: string }): Projection {
  if (typeof options?.root !== 'string' || !isAbsolute(options.root)) {
    throw invalid('The projection root must be an absolute path.');
  }
  const root = options.root;
  const queues = new Map<string, Promise<unknown>>();
  /** Leases per generation folder (absolute path), and each scope's current and previous generation. */
  const leases = new Map<string, number>();
  const kept = new Map<string, { current: string; previous: string | undefined }>();
  const inQueue = <T>(dir: string, task: () => Promise<T>): Promise<T> => {
    const run = (queues.get(dir) ?? Promise.resolve()).catch(() => {}).then(task);
    queues.set(dir, run);
    void run
      .finally(() => {
        if (queues.get(dir) === run) queues.delete(dir);
      })
      .catch(() => {});
    return run;
  };

  const scopeDir = (scope: ProjectionScope): string => {
    if (!SkillCategorySchema.safeParse(scope?.category).success) {
      throw invalid(`Unknown category ${JSON.stringify(scope?.category)}.`);
    }
    if (scope.user === undefined) return join(root, scope.category);
    if (typeof scope.user !== 'string' || !SAFE_SEGMENT.test(scope.user) || scope.user.includes('..')) {
      throw invalid(`The user id ${JSON.stringify(scope.user)} cannot name a folder.`);
    }
    return join(root, scope.category, 'users', scope.user);
  };

  const rebuild = async (dir: string, skills: readonly ProjectedSkill[]): Promise<ProjectionState> => {
    const generations = join(dir, 'generations');
    await mkdir(generations, { recursive: true, mode: 0o755 });
    const current = join(dir, 'current');
    const previous = await readlink(current).then(basename, () => undefined);
    const generation = `${Date.now()}-${randomBytes(4).toString('hex')}`;
    const stage = join(generations, `.stage-${generation}`);
    const enabled = skills.filter((s) => s.enabled);
    const names = enabled.map((s) => s.name).sort();
    try {
      await mkdir(stage, { mode: 0o755 });
      for (const skill of enabled) await materializeSkill(skill.realDir, join(stage, skill.name));
      await rename(stage, join(generations, generation));
    } catch (error) {
      await rm(stage, { recursive: true, force: true, maxRetries: 3 });
      throw error;
    }
    const temp = join(dir, `.current-${generation}`);
    await symlink(join('generations', generation), temp);
    await rename(temp, current);
    kept.set(dir, { current: generation, previous });
    const keep = new Set(names);
    for (const entry of await readdir(generations)) {
      if (entry === generation) continue;
      if (entry === previous || leases.has(join(generations, entry))) {
        for (const name of await readdir(join(generations, entry))) {
          if (!keep.has(name)) await rm(join(generations, entry, name), { recursive: true, force: true });
        }
      } else await rm(join(generations, entry), { recursive: true, force: true, maxRetries: 3 });
    }
    return { path: current, generation, skills: names };
  };

  return {
    root,
    pathFor: (scope) => join(scopeDir(scope), 'current'),
    update: async (update) => {
      const dir = scopeDir(update);
      const seen = new Set<string>();
      for (const skill of update.skills ?? []) {
        const name = skill?.name;
        if (typeof name !== 'string' || !SAFE_SEGMENT.test(name) || name.includes('..') || seen.has(name)) {
          throw invalid(
            `Skill name ${JSON.stringify(name)} cannot name a folder in the projection (or is repeated).`,
          );
        }
        if (typeof skill.realDir !== 'string' || !isAbsolute(skill.realDir)) {
          throw invalid(`Skill "${name}" needs an absolute realDir.`);
        }
        seen.add(name);
      }
      return inQueue(dir, () => rebuild(dir, update.skills));
    },
    acquire: (scope) => {
      const dir = scopeDir(scope);
      // In the scope's queue: the generation read here cannot be removed by an update half-way through.
      return inQueue(dir, async () => {
        const generation = await readlink(join(dir, 'current')).then(basename, () => undefined);
        if (generation === undefined) return undefined;
        const path = join(dir, 'generations', generation);
        leases.set(path, (leases.get(path) ?? 0) + 1);
        let held = true;
        return {
          path,
          generation,
          release: () => {
            if (!held) return;
            held = false;
            const left = (leases.get(path) ?? 1) - 1;
            if (left > 0) {
              leases.set(path, left);
              return;
            }
            leases.delete(path);
            void inQueue(dir, async () => {
              // Removed by the next update when it is still current or previous, not before.
              const state = kept.get(dir);
              if (leases.has(path) || generation === state?.current || generation === state?.previous) return;
              await rm(path, { recursive: true, force: true, maxRetries: 3 });
            }).catch(() => {});
          },
        };
      });
    },
  };
}

function invalid(message: string): SkillportError {
  return new SkillportError('PROJECTION_INVALID', message);
}
