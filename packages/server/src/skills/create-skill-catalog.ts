import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  createProjection,
  createSkillRegistry,
  type Diagnostic,
  type ProjectionScope,
  type RegistrySnapshot,
  type Skill,
  type SkillCategory,
  type SkillRegistry,
  type SkillRoot,
} from '@skillport/core';
import { GLOBAL_SCOPE, type Stores } from '../db/index.js';

/** What one user sees: their own user skills over the shared ones, with their enabled state applied. */
export interface SkillView {
  skills: readonly Skill[];
  diagnostics: readonly Diagnostic[];
  get(name: string): Skill | undefined;
}

export interface SkillCatalog {
  /** Folder under which custom skills are installed. */
  readonly customRoot: string;
  userRoot(userId: string): string;
  /**
   * The user's view. The same object comes back while neither the snapshot nor any enabled switch has
   * changed, so callers may cache what they derive from it by identity.
   */
  viewFor(userId: string): Promise<SkillView>;
  /** An enabled switch changed (here or, in a cluster, on another node): views are built again. */
  enableStateChanged(): void;
  /** Re-scans every root now (single-flight per registry). */
  reload(): Promise<void>;
  /** Marks every snapshot stale (after an install, edit or delete); then call refreshProjections. */
  invalidate(): void;
  /**
   * The folder a sandbox mounts for this skill as `userId` runs it: the skill inside the enabled-only
   * tree of its category (SPEC §6.4), that tree first brought up to date with the skills and switches
   * as they are now. The folder is missing when the skill is no longer enabled there. Its generation is
   * held until `release` (call it when the run ends), so rebuilds for other skills never pull files
   * from under a running skill; switching this skill off still removes it.
   */
  projectedSkill(skill: Skill, userId: string): Promise<ProjectedSkillDir>;
  /** Brings every tree built so far up to date; a route that disabled or removed a skill awaits it. */
  refreshProjections(): Promise<void>;
  /**
   * What the last setup of a skill (environment, setup script) left to fix, as this node saw it; an
   * empty list clears it. Kept per skill as the caller sees it (per user for user/integration skills).
   */
  recordSetup(skill: Skill, userId: string, diagnostics: readonly Diagnostic[]): void;
  /** The recorded setup diagnostics of these skills (the caller's view). */
  setupDiagnostics(skills: readonly Skill[], userId: string): Diagnostic[];
  lastLoadedAt(): Date | undefined;
  close(): void;
}

export interface ProjectedSkillDir {
  dir: string;
  release(): void;
}
const MAX_CACHED_VIEWS = 1_000;

/**
 * The gateway's skill roots: public (bundled), custom, integration and legacy folders shared by all,
 * plus one folder per user. A user's registry covers their folder and the shared roots, so core's
 * precedence (user > custom > integration > public > legacy) decides collisions in their view only:
 * one user's skill never shadows, or even appears, for anyone else.
 */
export function createSkillCatalog(options: {
  dataDir: string;
  publicSkillsDir: string | null;
  stores: Stores;
  /** A skill or a switch changed (install, edit, delete, enable, reload): what was started for the old state goes. */
  changed?: () => void;
}): SkillCatalog {
  const skillsDir = path.join(options.dataDir, 'skills');
  const customRoot = path.join(skillsDir, 'custom');
  const shared: SkillRoot[] = [
    { path: customRoot, category: 'custom' },
    { path: path.join(skillsDir, 'integration'), category: 'integration' },
    ...(options.publicSkillsDir ? [{ path: options.publicSkillsDir, category: 'public' as const }] : []),
    { path: path.join(skillsDir, 'legacy'), category: 'legacy' },
  ];
  const sharedRegistry = createSkillRegistry({ roots: shared });
  const userRegistries = new Map<string, SkillRegistry>();
  const userRoot = (userId: string) => path.join(skillsDir, 'users', userId);
  let lastLoadedAt: Date | undefined;
  // Outside every skill root: the trees are rebuilt from the roots, never scanned as skills themselves.
  const projection = createProjection({ root: path.resolve(options.dataDir, 'projection') });
  /**
   * What each built tree was made from, so an unchanged scope is not rebuilt before every run: the
   * snapshot and switch version it was last checked against (no read at all while both hold), and the
   * skills it holds (no rebuild when a new snapshot or switch left this scope as it was).
   */
  const built = new Map<
    string,
    { scope: ProjectionScope; snapshot: RegistrySnapshot; enableVersion: number; made: string }
  >();
  // Reading the state and rebuilding are one step: a rebuild from an older read can never land after a
  // newer one (which could bring back a skill that was just switched off).
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };
  // Bumped by every switch; a view built from switches read before a bump is never kept.
  let enableVersion = 0;
  const views = new Map<string, { snapshot: RegistrySnapshot; enableVersion: number; view: SkillView }>();

  const registryFor = (userId: string): SkillRegistry => {
    const root = userRoot(userId);
    if (!existsSync(root)) return sharedRegistry;
    let registry = userRegistries.get(userId);
    if (registry === undefined) {
      registry = createSkillRegistry({ roots: [{ path: root, category: 'user' }, ...shared] });
      userRegistries.set(userId, registry);
    }
    return registry;
  };

  const scopeOf = (category: SkillCategory, userId: string): ProjectionScope =>
    PER_USER_CATEGORIES.has(category) ? { category, user: userId } : { category };
  const keyOf = (scope: ProjectionScope) =>
    scope.user === undefined ? scope.category : `${scope.category}/${scope.user}`;

  /** Rebuilds a scope's tree when its skills, their folders or their switches changed since the last. */
  const project = (scope: ProjectionScope): Promise<void> =>
    serial(async () => {
      const registry = scope.category === 'user' ? registryFor(scope.user as string) : sharedRegistry;
      const key = keyOf(scope);
      const readAt = enableVersion;
      const snapshot = await registry.get();
      const last = built.get(key);
      if (last !== undefined && last.snapshot === snapshot && last.enableVersion === readAt) return;
      const switches = await options.stores.enableState.read(
        scope.user === undefined ? [GLOBAL_SCOPE] : [GLOBAL_SCOPE, scope.user],
      );
      const view = applyEnabledState(
        snapshot,
        switches.get(GLOBAL_SCOPE),
        scope.user === undefined ? undefined : switches.get(scope.user),
      );
      const skills = view.skills
        .filter((skill) => skill.category === scope.category)
        .map((skill) => ({ name: skill.name, realDir: skill.realDir, enabled: skill.enabled }));
      // The load time stands for the skills' content: an edit or install replaces files and reloads.
      const made = JSON.stringify([snapshot.loadedAt.getTime(), skills]);
      if (last?.made !== made) await projection.update({ ...scope, skills });
      built.set(key, { scope, snapshot, enableVersion: readAt, made });
    });
  const refreshProjections = async () => {
    for (const { scope } of [...built.values()]) await project(scope);
  };

  const setups = new Map<string, readonly Diagnostic[]>();
  const setupKey = (skill: Skill, userId: string) =>
    `${keyOf(scopeOf(skill.category, userId))}\0${skill.name}\0${skill.realDir}`;

  return {
    customRoot,
    userRoot,
    recordSetup(skill, userId, diagnostics) {
      if (diagnostics.length === 0) setups.delete(setupKey(skill, userId));
      else setups.set(setupKey(skill, userId), [...diagnostics]);
    },
    setupDiagnostics(skills, userId) {
      return skills.flatMap((skill) => setups.get(setupKey(skill, userId)) ?? []);
    },
    async projectedSkill(skill, userId) {
      const scope = scopeOf(skill.category, userId);
      await project(scope);
      const lease = await projection.acquire(scope);
      if (lease === undefined)
        return { dir: path.join(projection.pathFor(scope), skill.name), release: () => {} };
      return { dir: path.join(lease.path, skill.name), release: lease.release };
    },
    refreshProjections,
    async viewFor(userId) {
      const snapshot = await registryFor(userId).get();
      lastLoadedAt = snapshot.loadedAt;
      const kept = views.get(userId);
      if (kept !== undefined && kept.snapshot === snapshot && kept.enableVersion === enableVersion) {
        return kept.view;
      }
      const readAt = enableVersion;
      const switches = await options.stores.enableState.read([GLOBAL_SCOPE, userId]);
      const view = applyEnabledState(snapshot, switches.get(GLOBAL_SCOPE), switches.get(userId));
      if (readAt === enableVersion) {
        views.delete(userId);
        // Oldest first (Map order): one view per user, bounded for gateways with very many users.
        if (views.size >= MAX_CACHED_VIEWS) views.delete(views.keys().next().value as string);
        views.set(userId, { snapshot, enableVersion: readAt, view });
      }
      return view;
    },
    enableStateChanged() {
      enableVersion++;
      views.clear();
      options.changed?.();
    },
    async reload() {
      views.clear();
      options.changed?.();
      const all = [sharedRegistry, ...userRegistries.values()];
      for (const registry of all) registry.invalidate();
      const snapshots = await Promise.all(all.map((registry) => registry.refresh()));
      lastLoadedAt = snapshots[0]?.loadedAt ?? lastLoadedAt;
      await refreshProjections();
    },
    invalidate() {
      views.clear();
      options.changed?.();
      sharedRegistry.invalidate();
      for (const registry of userRegistries.values()) registry.invalidate();
    },
    lastLoadedAt: () => lastLoadedAt,
    close() {
      views.clear();
      sharedRegistry.close();
      for (const registry of userRegistries.values()) registry.close();
    },
  };
}

/** Categories whose switches, and so whose projected trees, are per user. */
const PER_USER_CATEGORIES: ReadonlySet<SkillCategory> = new Set(['user', 'integration']);

/** Public and custom skills switch for everyone; user and integration skills per user. Default on. */
function applyEnabledState(
  snapshot: RegistrySnapshot,
  global: ReadonlyMap<string, boolean> | undefined,
  personal: ReadonlyMap<string, boolean> | undefined,
): SkillView {
  const skills = snapshot.skills.map((skill) => {
    const perUser = PER_USER_CATEGORIES.has(skill.category);
    const enabled = (perUser ? personal : global)?.get(skill.name) ?? true;
    return enabled === skill.enabled ? skill : { ...skill, enabled };
  });
  const byName = new Map(skills.map((skill) => [skill.name, skill] as const));
  return { skills, diagnostics: snapshot.diagnostics, get: (name) => byName.get(name) };
}
