import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  createSkillRegistry,
  type Diagnostic,
  type RegistrySnapshot,
  type Skill,
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
  /** Marks every snapshot stale (after an install, edit or delete). */
  invalidate(): void;
  lastLoadedAt(): Date | undefined;
  close(): void;
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

  return {
    customRoot,
    userRoot,
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
    },
    async reload() {
      views.clear();
      const all = [sharedRegistry, ...userRegistries.values()];
      for (const registry of all) registry.invalidate();
      const snapshots = await Promise.all(all.map((registry) => registry.refresh()));
      lastLoadedAt = snapshots[0]?.loadedAt ?? lastLoadedAt;
    },
    invalidate() {
      views.clear();
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

/** Public and custom skills switch for everyone; user and integration skills per user. Default on. */
function applyEnabledState(
  snapshot: RegistrySnapshot,
  global: ReadonlyMap<string, boolean> | undefined,
  personal: ReadonlyMap<string, boolean> | undefined,
): SkillView {
  const skills = snapshot.skills.map((skill) => {
    const perUser = skill.category === 'user' || skill.category === 'integration';
    const enabled = (perUser ? personal : global)?.get(skill.name) ?? true;
    return enabled === skill.enabled ? skill : { ...skill, enabled };
  });
  const byName = new Map(skills.map((skill) => [skill.name, skill] as const));
  return { skills, diagnostics: snapshot.diagnostics, get: (name) => byName.get(name) };
}
