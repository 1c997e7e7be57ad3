import type { GatewayDatabase } from '../open-database.js';

/** Whose secrets: one skill, and for user and integration skills one user (`scope`). */
export interface SecretOwner {
  scope: string;
  category: string;
  skill: string;
}

export interface DataKeyRow extends SecretOwner {
  keyVersion: number;
  wrappedKey: string;
}

export interface SecretValueRow {
  name: string;
  ciphertext: string;
}

/**
 * Rows of the vault, encrypted already: this store never sees a plaintext value or an unwrapped key.
 * Every change of a data key is a compare-and-swap on its row, so two nodes rotating at once, or a
 * rotation racing a first write, never lose a key.
 */
export interface SecretStore {
  findDataKey(owner: SecretOwner): Promise<DataKeyRow | undefined>;
  /** Inserts the key unless the owner has one already; returns the row that is stored either way. */
  insertDataKey(row: DataKeyRow): Promise<DataKeyRow>;
  /** Data keys not wrapped by `version` (rotation's work list). */
  listDataKeysNotAt(version: number): Promise<DataKeyRow[]>;
  /** Versions in use, with counts (start-up check, rotation report). */
  countByVersion(): Promise<Map<number, number>>;
  /** Re-wraps one key if its row is still `expected`; false when another writer changed it first. */
  swapDataKey(expected: DataKeyRow, next: { keyVersion: number; wrappedKey: string }): Promise<boolean>;
  readValues(owner: SecretOwner): Promise<SecretValueRow[]>;
  /** Names with a stored value, per owner, for the given scopes (no ciphertext read). */
  namesWithValues(scopes: readonly string[]): Promise<Map<string, Set<string>>>;
  /** Upserts and deletes values of one owner in one transaction. */
  writeValues(
    owner: SecretOwner,
    change: { set: SecretValueRow[]; remove: string[]; by: string },
  ): Promise<void>;
  /** Removes an owner's values and data key (the skill was deleted). */
  deleteOwner(owner: SecretOwner): Promise<void>;
}

/** The key `namesWithValues` files names under. */
export function ownerKey(owner: SecretOwner): string {
  return JSON.stringify([owner.scope, owner.category, owner.skill]);
}

type KeyRow = {
  scope: string;
  category: string;
  skill: string;
  key_version: number;
  wrapped_key: string;
};

const toDataKey = (row: KeyRow): DataKeyRow => ({
  scope: row.scope,
  category: row.category,
  skill: row.skill,
  keyVersion: Number(row.key_version),
  wrappedKey: row.wrapped_key,
});

export function createSecretStore(db: GatewayDatabase): SecretStore {
  const findDataKey = async (owner: SecretOwner) => {
    const row = await db
      .selectFrom('secret_data_keys')
      .select(['scope', 'category', 'skill', 'key_version', 'wrapped_key'])
      .where('scope', '=', owner.scope)
      .where('category', '=', owner.category)
      .where('skill', '=', owner.skill)
      .executeTakeFirst();
    return row && toDataKey(row);
  };
  return {
    findDataKey,
    async insertDataKey(row) {
      const now = new Date().toISOString();
      await db
        .insertInto('secret_data_keys')
        .values({
          scope: row.scope,
          category: row.category,
          skill: row.skill,
          key_version: row.keyVersion,
          wrapped_key: row.wrappedKey,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['scope', 'category', 'skill']).doNothing())
        .execute();
      const stored = await findDataKey(row);
      if (stored === undefined) throw new Error('data key vanished right after its insert');
      return stored;
    },
    async listDataKeysNotAt(version) {
      const rows = await db
        .selectFrom('secret_data_keys')
        .select(['scope', 'category', 'skill', 'key_version', 'wrapped_key'])
        .where('key_version', '<>', version)
        .orderBy('scope')
        .orderBy('category')
        .orderBy('skill')
        .execute();
      return rows.map(toDataKey);
    },
    async countByVersion() {
      const rows = await db
        .selectFrom('secret_data_keys')
        .select((eb) => ['key_version', eb.fn.countAll<number | string>().as('n')])
        .groupBy('key_version')
        .execute();
      return new Map(rows.map((row) => [Number(row.key_version), Number(row.n)]));
    },
    async swapDataKey(expected, next) {
      const result = await db
        .updateTable('secret_data_keys')
        .set({
          key_version: next.keyVersion,
          wrapped_key: next.wrappedKey,
          updated_at: new Date().toISOString(),
        })
        .where('scope', '=', expected.scope)
        .where('category', '=', expected.category)
        .where('skill', '=', expected.skill)
        .where('key_version', '=', expected.keyVersion)
        .where('wrapped_key', '=', expected.wrappedKey)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async readValues(owner) {
      return db
        .selectFrom('secret_values')
        .select(['name', 'ciphertext'])
        .where('scope', '=', owner.scope)
        .where('category', '=', owner.category)
        .where('skill', '=', owner.skill)
        .orderBy('name')
        .execute();
    },
    async namesWithValues(scopes) {
      const out = new Map<string, Set<string>>();
      if (scopes.length === 0) return out;
      const rows = await db
        .selectFrom('secret_values')
        .select(['scope', 'category', 'skill', 'name'])
        .where('scope', 'in', [...scopes])
        .execute();
      for (const row of rows) {
        const key = ownerKey(row);
        const names = out.get(key) ?? new Set<string>();
        out.set(key, names);
        names.add(row.name);
      }
      return out;
    },
    async writeValues(owner, { set, remove, by }) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const value of set) {
          const changed = { ciphertext: value.ciphertext, updated_at: now, updated_by: by };
          await trx
            .insertInto('secret_values')
            .values({
              scope: owner.scope,
              category: owner.category,
              skill: owner.skill,
              name: value.name,
              ...changed,
            })
            .onConflict((oc) => oc.columns(['scope', 'category', 'skill', 'name']).doUpdateSet(changed))
            .execute();
        }
        if (remove.length > 0) {
          await trx
            .deleteFrom('secret_values')
            .where('scope', '=', owner.scope)
            .where('category', '=', owner.category)
            .where('skill', '=', owner.skill)
            .where('name', 'in', remove)
            .execute();
        }
      });
    },
    async deleteOwner(owner) {
      await db.transaction().execute(async (trx) => {
        for (const table of ['secret_values', 'secret_data_keys'] as const) {
          await trx
            .deleteFrom(table)
            .where('scope', '=', owner.scope)
            .where('category', '=', owner.category)
            .where('skill', '=', owner.skill)
            .execute();
        }
      });
    },
  };
}
