import { randomUUID } from 'node:crypto';
import { SkillportError } from '@skillport/core';
import type { GatewayDatabase } from '../open-database.js';

export interface UserRecord {
  id: string;
  username: string;
  role: string;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface UserWithHash extends UserRecord {
  passwordHash: string;
}

export interface UserStore {
  create(input: { username: string; passwordHash: string; role: string }): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | undefined>;
  findByUsername(username: string): Promise<UserWithHash | undefined>;
  list(): Promise<UserRecord[]>;
  update(
    id: string,
    change: { role?: string; disabled?: boolean; passwordHash?: string },
  ): Promise<UserRecord>;
  count(): Promise<number>;
  countEnabledAdmins(): Promise<number>;
}

type Row = {
  id: string;
  username: string;
  password_hash: string;
  role: string;
  disabled: number;
  created_at: string;
  updated_at: string;
};

function toRecord(row: Row): UserRecord {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    disabled: row.disabled === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createUserStore(db: GatewayDatabase): UserStore {
  const findById = async (id: string) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  };
  return {
    async create({ username, passwordHash, role }) {
      const now = new Date().toISOString();
      const row: Row = {
        id: randomUUID(),
        username,
        password_hash: passwordHash,
        role,
        disabled: 0,
        created_at: now,
        updated_at: now,
      };
      // The unique index decides races between nodes; the insert conflict is the answer, not a pre-check.
      const inserted = await db
        .insertInto('users')
        .values(row)
        .onConflict((oc) => oc.column('username').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        throw new SkillportError(
          'USER_EXISTS',
          `A user named "${username}" already exists; pick another name.`,
          {
            details: { username },
          },
        );
      }
      return toRecord(row);
    },
    findById,
    async findByUsername(username) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      return row && { ...toRecord(row), passwordHash: row.password_hash };
    },
    async list() {
      const rows = await db.selectFrom('users').selectAll().orderBy('username').execute();
      return rows.map(toRecord);
    },
    async update(id, change) {
      const set: Partial<Row> = { updated_at: new Date().toISOString() };
      if (change.role !== undefined) set.role = change.role;
      if (change.disabled !== undefined) set.disabled = change.disabled ? 1 : 0;
      if (change.passwordHash !== undefined) set.password_hash = change.passwordHash;
      await db.updateTable('users').set(set).where('id', '=', id).execute();
      const user = await findById(id);
      if (user === undefined) throw userNotFound(id);
      return user;
    },
    async count() {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async countEnabledAdmins() {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('role', '=', 'admin')
        .where('disabled', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export function userNotFound(id: string): SkillportError {
  return new SkillportError('USER_NOT_FOUND', `No user has id "${id}"; list users with GET /api/users.`, {
    details: { id },
  });
}
