import { sql } from 'kysely';
import type { GatewayDatabase } from '../open-database.js';

/** One custom (`global` scope) or user skill in the cluster record. */
export interface SkillKey {
  scope: string;
  category: string;
  skill: string;
}

export interface SkillStateRow extends SkillKey {
  digest: string;
  generation: number;
}

export interface SkillChangeRow {
  generation: number;
  kind: 'skill' | 'enable' | 'reload' | 'credentials' | 'policy';
  key: SkillKey | null;
}

/** A package's files as one stored blob (see packPackage). */
export interface SkillBlob {
  content: string;
  size: number;
}

/**
 * A change to publish. `expect` is what the record must hold for the change to apply: `null` for an
 * install (no such skill yet), a digest for an edit, rollback or delete of that version. A put's
 * `blob` is stored in the change's transaction (content-addressed: a stored one is kept).
 */
export type SkillChange =
  | { kind: 'put'; key: SkillKey; digest: string; expect: string | null; blob?: SkillBlob }
  | { kind: 'delete'; key: SkillKey; expect: string }
  | { kind: 'enable' | 'reload' | 'credentials' | 'policy' };

export interface SkillClusterStore {
  getBlob(digest: string): Promise<string | undefined>;
  hasBlob(digest: string): Promise<boolean>;
  /**
   * Applies the change and appends it to the log in one transaction; `undefined` when `expect` failed.
   * With `channel` (PostgreSQL), the new generation is sent there with NOTIFY, delivered on commit.
   * A delete, and a change whose `alsoInTransaction` answers true (it pruned history entries), also
   * remove in its transaction every blob that neither a skill's current version nor any history entry
   * names (`alsoInTransaction` runs first, so the entries it adds or removes count).
   */
  publish(
    change: SkillChange,
    at: string,
    channel?: string,
    alsoInTransaction?: (tx: GatewayDatabase) => Promise<boolean>,
  ): Promise<number | undefined>;
  state(scope: string, skill: string): Promise<SkillStateRow | undefined>;
  allStates(): Promise<SkillStateRow[]>;
  changesSince(generation: number): Promise<SkillChangeRow[]>;
  currentGeneration(): Promise<number>;
}

class ExpectationFailed extends Error {}

export function createSkillClusterStore(db: GatewayDatabase): SkillClusterStore {
  return {
    async getBlob(digest) {
      const row = await db
        .selectFrom('skill_blobs')
        .select('content')
        .where('digest', '=', digest)
        .executeTakeFirst();
      return row?.content;
    },
    async hasBlob(digest) {
      const row = await db
        .selectFrom('skill_blobs')
        .select('digest')
        .where('digest', '=', digest)
        .executeTakeFirst();
      return row !== undefined;
    },
    async publish(change, at, channel, alsoInTransaction) {
      try {
        return await db.transaction().execute(async (tx) => {
          // Taken first: the row lock orders concurrent publishers, so generations commit in order.
          const { value: generation } = await tx
            .updateTable('skill_generation')
            .set((eb) => ({ value: eb('value', '+', 1) }))
            .where('id', '=', 1)
            .returning('value')
            .executeTakeFirstOrThrow();
          let key: SkillKey | null = null;
          if (change.kind === 'put' || change.kind === 'delete') {
            key = change.key;
            const current = await tx
              .selectFrom('skill_state')
              .select('digest')
              .where('scope', '=', key.scope)
              .where('skill', '=', key.skill)
              .executeTakeFirst();
            if ((current?.digest ?? null) !== change.expect) throw new ExpectationFailed();
            // Stored under the generation lock, with the record that names it: a publisher that loses
            // its race leaves no blob behind, and a delete's collection (under the same lock) can never
            // remove a blob between its storing and the commit that references it.
            if (change.kind === 'put' && change.blob !== undefined) {
              await tx
                .insertInto('skill_blobs')
                .values({ digest: change.digest, ...change.blob, created_at: at })
                .onConflict((oc) => oc.column('digest').doNothing())
                .execute();
            }
            if (change.kind === 'delete') {
              await tx
                .deleteFrom('skill_state')
                .where('scope', '=', key.scope)
                .where('skill', '=', key.skill)
                .execute();
            } else if (current === undefined) {
              await tx
                .insertInto('skill_state')
                .values({ ...key, digest: change.digest, generation })
                .execute();
            } else {
              await tx
                .updateTable('skill_state')
                .set({ digest: change.digest, generation, category: key.category })
                .where('scope', '=', key.scope)
                .where('skill', '=', key.skill)
                .execute();
            }
          }
          await tx
            .insertInto('skill_changes')
            .values({
              generation,
              kind: key === null ? change.kind : 'skill',
              scope: key?.scope ?? null,
              category: key?.category ?? null,
              skill: key?.skill ?? null,
              at,
            })
            .execute();
          const pruned = (await alsoInTransaction?.(tx)) === true;
          if (change.kind === 'delete' || pruned) await deleteUnreferencedBlobs(tx);
          if (channel !== undefined)
            await sql`select pg_notify(${channel}, ${String(generation)})`.execute(tx);
          return generation;
        });
      } catch (error) {
        if (error instanceof ExpectationFailed) return undefined;
        // Two first installs of one name race past the check; the primary key refuses the second.
        if (change.kind === 'put' && change.expect === null && isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    async state(scope, skill) {
      const row = await db
        .selectFrom('skill_state')
        .selectAll()
        .where('scope', '=', scope)
        .where('skill', '=', skill)
        .executeTakeFirst();
      return row === undefined ? undefined : { ...row, generation: Number(row.generation) };
    },
    async allStates() {
      const rows = await db.selectFrom('skill_state').selectAll().execute();
      return rows.map((row) => ({ ...row, generation: Number(row.generation) }));
    },
    async changesSince(generation) {
      const rows = await db
        .selectFrom('skill_changes')
        .selectAll()
        .where('generation', '>', generation)
        .orderBy('generation')
        .execute();
      return rows.map((row) => ({
        generation: Number(row.generation),
        kind: row.kind as SkillChangeRow['kind'],
        key:
          row.scope === null || row.skill === null || row.category === null
            ? null
            : { scope: row.scope, category: row.category, skill: row.skill },
      }));
    },
    async currentGeneration() {
      const row = await db
        .selectFrom('skill_generation')
        .select('value')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.value);
    },
  };
}

/** Blobs that no current version and no history entry names; the history keeps what it lists. */
async function deleteUnreferencedBlobs(tx: GatewayDatabase): Promise<void> {
  await tx
    .deleteFrom('skill_blobs')
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb
              .selectFrom('skill_state')
              .select('skill_state.digest')
              .whereRef('skill_state.digest', '=', 'skill_blobs.digest'),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('skill_versions')
              .select('skill_versions.digest')
              .whereRef('skill_versions.digest', '=', 'skill_blobs.digest'),
          ),
        ),
      ]),
    )
    .execute();
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
