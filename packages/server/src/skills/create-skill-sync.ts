import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { computePackageDigest } from '@skillport/core';
import pg from 'pg';
import type { Logger } from 'pino';
import {
  createSkillHistoryStore,
  type GatewayDatabase,
  GLOBAL_SCOPE,
  type SkillChange,
  type SkillHistoryOwner,
  type SkillKey,
  type SkillVersionRecord,
  type Stores,
} from '../db/index.js';
import type { SkillCatalog } from './create-skill-catalog.js';
import { packPackage, unpackPackage } from './package-blob.js';
import { removeSkillFolder } from './remove-skill-folder.js';
import { removeTree } from './remove-tree.js';
import { ownerVersionsDir, pruneVersionFolders, skillVersionDir } from './skill-version-dir.js';

/** The channel every node listens on; the payload is the new generation (a hint: the log is the truth). */
export const SKILL_CHANNEL = 'skillport_skills';
const STAGING_DIR = path.join('.skillport', 'staging');
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * How a node's local skill folders follow the shared record. Routes change the local folder, then
 * `publish` commits the change (the database row is the commit point in a cluster) and tells every
 * node; each node then brings its folders to the recorded version. In SQLite mode this node's folders
 * are the only copy, so publishing and following are no-ops and the routes run the same code.
 */
export interface SkillSync {
  /** Runs a route's change of local folders; a node never follows the record while one is running. */
  change<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Commits a change of the folder `dir` (for `put`) to the record, with its history entry in the same
   * transaction, and broadcasts it. `committed` is false when the record no longer holds `expect`
   * (another node got there first): the caller answers 409, and the local folder is brought back to the
   * recorded version. Changes without a folder (`enable`, `reload`, `credentials`, `policy`) are
   * recorded so that the other nodes act on them (see RecordedChangeHooks), also after a reconnect.
   */
  publish(
    change: SkillChange,
    options?: { dir?: string; history?: HistoryEntry },
  ): Promise<{ committed: boolean; recorded: SkillVersionRecord | undefined }>;
  /** The folder holding a version of a skill: kept locally, else materialised from its blob. */
  versionDir(
    root: string,
    owner: SkillHistoryOwner,
    digest: string,
    current: { dir: string; digest: string },
  ): Promise<string | undefined>;
  /** The last change this node has applied. */
  generation(): number;
  /** Catches up with every change since the last one applied (single-flight). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

type HistoryEntry = Omit<SkillVersionRecord, 'version' | 'at'>;

/** What a node does about changes recorded by another node that are not skill folders. */
export interface RecordedChangeHooks {
  /** A session ended, a token was revoked, or a user changed: drop cached credentials. */
  credentialsChanged(): void;
  /** `reload` or `policy`: read the authorization configuration again. */
  policyChanged(): Promise<void>;
}

export function createSkillSync(options: {
  stores: Stores;
  catalog: SkillCatalog;
  dataDir: string;
  /** Set in PostgreSQL mode: the node follows the shared record and listens for changes. */
  postgresUrl: string | undefined;
  logger: Logger;
  hooks: RecordedChangeHooks;
  /** Versions kept per skill (history retention); older ones and their files are removed. */
  keepVersions: number;
}): SkillSync {
  if (options.postgresUrl === undefined) return localOnly(options);
  return clusterSync({ ...options, postgresUrl: options.postgresUrl });
}

function rootOfKey(catalog: SkillCatalog, key: SkillKey): string {
  return key.category === 'custom' ? catalog.customRoot : catalog.userRoot(key.scope);
}

function localOnly(options: {
  stores: Stores;
  catalog: SkillCatalog;
  keepVersions: number;
  logger: Logger;
}): SkillSync {
  const { stores, catalog, keepVersions, logger } = options;
  return {
    change: (task) => task(),
    async publish(change, { history } = {}) {
      const key = change.kind === 'put' || change.kind === 'delete' ? change.key : undefined;
      if (key === undefined || history === undefined) return { committed: true, recorded: undefined };
      const recorded = await stores.skillHistory.append(key, history);
      const { removed, kept } = await stores.skillHistory.prune(key, keepVersions);
      // Recorded already: leftover folders must not turn the change into a reported failure.
      if (removed > 0) {
        await pruneVersionFolders(rootOfKey(catalog, key), key, kept).catch((error: unknown) =>
          logger.error({ err: error, skill: key.skill }, 'could not remove the folders of pruned versions'),
        );
      }
      return { committed: true, recorded };
    },
    versionDir: (root, owner, digest, current) => skillVersionDir(root, owner.skill, digest, current),
    generation: () => 0,
    sync: async () => {},
    close: async () => {},
  };
}

/** Many route changes at once, or one follow step alone. */
function createChangeGate() {
  let active = 0;
  let exclusive: Promise<void> | undefined;
  const idle: (() => void)[] = [];
  return {
    async shared<T>(task: () => Promise<T>): Promise<T> {
      while (exclusive !== undefined) await exclusive;
      active++;
      try {
        return await task();
      } finally {
        active--;
        if (active === 0) for (const wake of idle.splice(0)) wake();
      }
    },
    async exclusive<T>(task: () => Promise<T>): Promise<T> {
      while (exclusive !== undefined) await exclusive;
      let release = () => {};
      exclusive = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        while (active > 0) await new Promise<void>((resolve) => idle.push(resolve));
        return await task();
      } finally {
        exclusive = undefined;
        release();
      }
    },
  };
}

const SAFE_SEGMENT = /^[^/\\\0.][^/\\\0]{0,199}$/u;

function clusterSync(options: {
  stores: Stores;
  catalog: SkillCatalog;
  dataDir: string;
  postgresUrl: string;
  keepVersions: number;
  logger: Logger;
  hooks: RecordedChangeHooks;
}): SkillSync {
  const { stores, catalog, logger, hooks } = options;
  const store = stores.skillCluster;
  const log = logger.child({ component: 'cluster' });
  const gate = createChangeGate();
  const versionsDir = path.join(options.dataDir, 'cache', 'versions');
  const usersDir = path.dirname(catalog.userRoot('x'));
  /** Skills whose local folder may differ from the record although no new change names them. */
  const stale = new Map<string, SkillKey>();
  let applied = -1;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let listener: pg.Client | undefined;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const idOf = (key: SkillKey) => `${key.scope}\0${key.skill}`;
  const rootOf = (key: SkillKey) => rootOfKey(catalog, key);

  /** Brings one local folder to the recorded version; true when it changed. */
  const reconcile = async (key: SkillKey): Promise<boolean> => {
    if (!SAFE_SEGMENT.test(key.scope) || !SAFE_SEGMENT.test(key.skill)) {
      log.error(
        { scope: key.scope.slice(0, 80), skill: key.skill.slice(0, 80) },
        'refused an unsafe skill name in the record',
      );
      return false;
    }
    const root = rootOf(key);
    const target = path.join(root, key.skill);
    const state = await store.state(key.scope, key.skill);
    const present = (await lstat(target).catch(() => undefined))?.isDirectory() === true;
    const local = present ? await computePackageDigest(target).catch(() => undefined) : undefined;
    if (state === undefined) {
      if (present) await removeSkillFolder(root, target);
      // Deleted: this node's copies of its versions would otherwise stay forever (a new install of the
      // name materialises what it needs from the blobs again).
      await pruneVersionFolders(root, key, [], versionsDir);
      return present;
    }
    if (local === state.digest) return false;
    const content = await store.getBlob(state.digest);
    if (content === undefined) {
      log.error(
        { skill: key.skill, digest: state.digest },
        'the recorded version of a skill has no stored package',
      );
      return false;
    }
    const stage = path.join(root, STAGING_DIR, randomBytes(8).toString('hex'));
    await mkdir(stage, { recursive: true });
    try {
      const staged = path.join(stage, key.skill);
      await unpackPackage(content, staged, state.digest);
      if (present) await removeSkillFolder(root, target);
      await rename(staged, target);
      await chmod(target, 0o555);
    } finally {
      await removeTree(stage);
    }
    // The change may have pruned the history: this node's copies of versions it no longer names go too.
    const kept = (await stores.skillHistory.list(key)).map((version) => version.digest);
    await pruneVersionFolders(root, key, kept, versionsDir);
    return true;
  };

  /** Every skill the record or this node's folders name (at start: nothing was followed yet). */
  const everyKey = async (): Promise<SkillKey[]> => {
    const keys = new Map<string, SkillKey>();
    for (const row of await store.allStates()) keys.set(idOf(row), row);
    const folders = async (dir: string) =>
      (await readdir(dir, { withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name);
    for (const skill of await folders(catalog.customRoot)) {
      const key = { scope: GLOBAL_SCOPE, category: 'custom', skill };
      keys.set(idOf(key), keys.get(idOf(key)) ?? key);
    }
    for (const user of await folders(usersDir)) {
      for (const skill of await folders(catalog.userRoot(user))) {
        const key = { scope: user, category: 'user', skill };
        keys.set(idOf(key), keys.get(idOf(key)) ?? key);
      }
    }
    return [...keys.values()];
  };

  /**
   * A node upgraded from before the shared record (migration 005) holds skills only as folders; one
   * whose digest is the history's latest version is published instead of being removed as unrecorded.
   */
  const adoptRecordedFolders = async (keys: Iterable<SkillKey>) => {
    const latest = new Map((await stores.skillHistory.listLatest()).map((row) => [idOf(row), row]));
    for (const key of keys) {
      const recorded = latest.get(idOf(key));
      if (recorded === undefined || recorded.action === 'delete') continue;
      if ((await store.state(key.scope, key.skill)) !== undefined) continue;
      const dir = path.join(rootOf(key), key.skill);
      const digest = await computePackageDigest(dir).catch(() => undefined);
      if (digest !== recorded.digest) continue;
      const { content, size } = await packPackage(dir);
      await store.publish(
        { kind: 'put', key, digest, expect: null, blob: { content, size } },
        new Date().toISOString(),
        SKILL_CHANNEL,
      );
    }
  };

  /**
   * Before owner folders (ownerVersionsDir), copies were kept as `<versionsDir>/<digest hex>/<name>`,
   * shared by every skill of that name; nothing prunes them any more. They are a cache: blobs rebuild them.
   */
  const removeSharedVersionCopies = async () => {
    for (const entry of await readdir(versionsDir, { withFileTypes: true }).catch(() => []))
      if (entry.isDirectory() && /^[0-9a-f]{64}$/u.test(entry.name))
        await removeTree(path.join(versionsDir, entry.name));
  };

  /** One catch-up pass: the changes since `applied`, applied in one exclusive step. */
  const syncOnce = async () => {
    const first = applied < 0;
    const newest = await store.currentGeneration();
    const changes = first ? [] : await store.changesSince(applied);
    const keys = new Map<string, SkillKey>(stale);
    stale.clear();
    if (first) {
      await removeSharedVersionCopies();
      for (const key of await everyKey()) keys.set(idOf(key), key);
      await adoptRecordedFolders(keys.values());
    }
    for (const change of changes) if (change.key !== null) keys.set(idOf(change.key), change.key);
    let changed = false;
    await gate.exclusive(async () => {
      for (const key of keys.values()) {
        try {
          if (await reconcile(key)) changed = true;
        } catch (error) {
          // Retried on the next pass; the other skills still follow.
          stale.set(idOf(key), key);
          log.error({ err: error, skill: key.skill }, 'could not bring a skill to its recorded version');
        }
      }
    });
    const kinds = new Set(changes.map((change) => change.kind));
    const last = changes.at(-1)?.generation ?? newest;
    // Never backwards: a pass that read an older log cannot undo what a newer one applied.
    applied = Math.max(applied, first ? newest : last);
    if (kinds.has('credentials')) hooks.credentialsChanged();
    if (kinds.has('enable')) catalog.enableStateChanged();
    if (kinds.has('reload') || kinds.has('policy')) {
      await hooks
        .policyChanged()
        .catch((error: unknown) =>
          log.error({ err: error }, 'reloading the authorization configuration failed'),
        );
    }
    if (kinds.has('reload')) await catalog.reload();
    else {
      if (changed || kinds.has('skill') || first) catalog.invalidate();
      if (changed || changes.length > 0 || first) {
        // Another node's delete or switch-off: this node's sandboxes stop seeing the skill now. A failed
        // rebuild is retried before the next run anyway (every run brings its tree up to date first).
        await catalog.refreshProjections().catch((error: unknown) => {
          log.error({ err: error }, 'could not rebuild the skill trees sandboxes mount');
        });
      }
    }
  };

  const sync = (): Promise<void> => {
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await syncOnce();
        } while (again && !closed);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const follow = () => {
    if (closed) return;
    sync().catch((error: unknown) => log.error({ err: error }, 'catching up with the skill record failed'));
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void listen();
    }, reconnectDelay);
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
  };

  const listen = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: options.postgresUrl, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = undefined;
      client.end().catch(() => {});
      if (!closed) {
        log.warn({ err: error }, 'lost the change notification connection; reconnecting');
        scheduleReconnect();
      }
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === SKILL_CHANNEL) follow();
    });
    try {
      await client.connect();
      await client.query(`listen ${SKILL_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    reconnectDelay = RECONNECT_MIN_MS;
    // Whatever was published while no connection listened is in the log.
    follow();
  };

  return {
    change: (task) => gate.shared(task),
    async publish(change, { dir, history } = {}) {
      let stored = change;
      if (change.kind === 'put') {
        if (dir === undefined) throw new Error('publish(put) needs the package folder');
        const blob = await packPackage(dir);
        if (blob.digest !== change.digest) throw new Error(`package ${dir} changed while it was published`);
        stored = { ...change, blob: { content: blob.content, size: blob.size } };
      }
      const key = change.kind === 'put' || change.kind === 'delete' ? change.key : undefined;
      let recorded: SkillVersionRecord | undefined;
      let pruned: { removed: number; kept: string[] } | undefined;
      // In one transaction with the record: a node killed in between never leaves them disagreeing.
      // Pruning there too lets the store drop the blobs no version names any more, under the same lock.
      const appendHistory =
        key && history
          ? async (tx: GatewayDatabase) => {
              const versions = createSkillHistoryStore(tx);
              recorded = await versions.append(key, history);
              pruned = await versions.prune(key, options.keepVersions);
              return pruned.removed > 0;
            }
          : undefined;
      const at = new Date().toISOString();
      const generation = await store.publish(stored, at, SKILL_CHANNEL, appendHistory);
      if (generation === undefined) {
        if (key !== undefined) stale.set(idOf(key), key);
        // After the route's change ends (the gate), the folder goes back to the recorded version.
        setImmediate(follow);
        return { committed: false, recorded: undefined };
      }
      if (key !== undefined && pruned !== undefined && pruned.removed > 0) {
        // Committed already: leftover folders must not turn the change into a reported failure.
        await pruneVersionFolders(rootOf(key), key, pruned.kept, versionsDir).catch((error: unknown) =>
          log.error({ err: error, skill: key.skill }, 'could not remove the folders of pruned versions'),
        );
      }
      return { committed: true, recorded };
    },
    async versionDir(root, owner, digest, current) {
      const name = owner.skill;
      const kept = await skillVersionDir(root, name, digest, current);
      if (kept !== undefined) return kept;
      const hex = /^sha256:([0-9a-f]{64})$/u.exec(digest)?.[1];
      if (hex === undefined) return undefined;
      const dir = path.join(ownerVersionsDir(versionsDir, owner), hex, name);
      if ((await lstat(dir).catch(() => undefined))?.isDirectory()) return dir;
      const content = await store.getBlob(digest);
      if (content === undefined) return undefined;
      const stage = path.join(versionsDir, `.staging-${randomBytes(8).toString('hex')}`);
      try {
        await mkdir(stage, { recursive: true });
        await unpackPackage(content, path.join(stage, name), digest);
        await mkdir(path.dirname(dir), { recursive: true });
        await rename(path.join(stage, name), dir).catch(async (error: unknown) => {
          // Another request materialised it first; theirs is the same bytes.
          if (!(await lstat(dir).catch(() => undefined))?.isDirectory()) throw error;
        });
      } finally {
        await removeTree(stage);
      }
      return dir;
    },
    generation: () => applied,
    async sync() {
      await sync();
      if (!listener && !closed && reconnectTimer === undefined) await listen();
    },
    async close() {
      closed = true;
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
      await running?.catch(() => {});
    },
  };
}
