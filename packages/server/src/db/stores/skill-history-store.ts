import type { GatewayDatabase } from '../open-database.js';

/** Whose history: a custom skill (`global`) or one user's skill. */
export interface SkillHistoryOwner {
  scope: string;
  category: string;
  skill: string;
}

export type SkillVersionAction = 'install' | 'edit' | 'rollback' | 'delete';

export interface SkillVersionRecord {
  version: number;
  digest: string;
  action: SkillVersionAction;
  actorId: string | null;
  actorName: string | null;
  at: string;
  restoredVersion: number | null;
}

export interface SkillHistoryStore {
  /** Oldest first. */
  list(owner: SkillHistoryOwner): Promise<SkillVersionRecord[]>;
  /** The newest record of every skill with a history (start-up recovery). */
  listLatest(): Promise<(SkillHistoryOwner & SkillVersionRecord)[]>;
  /**
   * Removes all but the newest `keep` versions (retention); answers the digests of the versions kept.
   * Numbers are never reused: the newest version stays, so the next one follows it.
   */
  prune(owner: SkillHistoryOwner, keep: number): Promise<{ removed: number; kept: string[] }>;
  /** Appends the next version number; concurrent writers each get their own number. */
  append(
    owner: SkillHistoryOwner,
    entry: Omit<SkillVersionRecord, 'version' | 'at'>,
  ): Promise<SkillVersionRecord>;
}

const MAX_APPEND_ATTEMPTS = 20;

export function createSkillHistoryStore(db: GatewayDatabase): SkillHistoryStore {
  const where = (owner: SkillHistoryOwner) =>
    db
      .selectFrom('skill_versions')
      .where('scope', '=', owner.scope)
      .where('category', '=', owner.category)
      .where('skill', '=', owner.skill);
  return {
    async list(owner) {
      const rows = await where(owner).selectAll().orderBy('version').execute();
      return rows.map((row) => ({
        version: Number(row.version),
        digest: row.digest,
        action: row.action as SkillVersionAction,
        actorId: row.actor_id,
        actorName: row.actor_name,
        at: row.at,
        restoredVersion: row.restored_version === null ? null : Number(row.restored_version),
      }));
    },
    async listLatest() {
      const rows = await db.selectFrom('skill_versions').selectAll().orderBy('version').execute();
      const latest = new Map<string, (typeof rows)[number]>();
      for (const row of rows) latest.set(JSON.stringify([row.scope, row.category, row.skill]), row);
      return [...latest.values()].map((row) => ({
        scope: row.scope,
        category: row.category,
        skill: row.skill,
        version: Number(row.version),
        digest: row.digest,
        action: row.action as SkillVersionAction,
        actorId: row.actor_id,
        actorName: row.actor_name,
        at: row.at,
        restoredVersion: row.restored_version === null ? null : Number(row.restored_version),
      }));
    },
    async prune(owner, keep) {
      const newest = await where(owner).select('version').orderBy('version', 'desc').limit(keep).execute();
      const oldestKept = Number(newest[newest.length - 1]?.version ?? 0);
      const removed =
        newest.length < keep
          ? 0
          : Number(
              (
                await db
                  .deleteFrom('skill_versions')
                  .where('scope', '=', owner.scope)
                  .where('category', '=', owner.category)
                  .where('skill', '=', owner.skill)
                  .where('version', '<', oldestKept)
                  .executeTakeFirst()
              ).numDeletedRows,
            );
      const kept = await where(owner).select('digest').execute();
      return { removed, kept: [...new Set(kept.map((row) => row.digest))] };
    },
    async append(owner, entry) {
      for (let attempt = 0; attempt < MAX_APPEND_ATTEMPTS; attempt++) {
        const last = await where(owner)
          .select((eb) => eb.fn.max<number | string | null>('version').as('v'))
          .executeTakeFirst();
        const version = Number(last?.v ?? 0) + 1;
        const at = new Date().toISOString();
        // The primary key decides a race: the loser reads the new maximum and tries the next number.
        const inserted = await db
          .insertInto('skill_versions')
          .values({
            scope: owner.scope,
            category: owner.category,
            skill: owner.skill,
            version,
            digest: entry.digest,
            action: entry.action,
            actor_id: entry.actorId,
            actor_name: entry.actorName,
            at,
            restored_version: entry.restoredVersion,
          })
          .onConflict((oc) => oc.columns(['scope', 'category', 'skill', 'version']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { ...entry, version, at };
      }
      throw new Error(`could not number a new version of ${owner.skill}: too many concurrent writers`);
    },
  };
}
