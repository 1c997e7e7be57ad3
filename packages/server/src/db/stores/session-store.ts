import type { GatewayDatabase } from '../open-database.js';

export interface SessionStore {
  create(input: { id: string; userId: string; expiresAt: string }): Promise<void>;
  /** The user id and expiry of a live (unexpired) session. */
  findLive(id: string, now: Date): Promise<{ userId: string; expiresAt: string } | undefined>;
  delete(id: string): Promise<void>;
  deleteForUser(userId: string): Promise<void>;
}

export function createSessionStore(db: GatewayDatabase): SessionStore {
  return {
    async create({ id, userId, expiresAt }) {
      await db
        .insertInto('sessions')
        .values({ id, user_id: userId, created_at: new Date().toISOString(), expires_at: expiresAt })
        .execute();
    },
    async findLive(id, now) {
      const row = await db
        .selectFrom('sessions')
        .select(['user_id', 'expires_at'])
        .where('id', '=', id)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row === undefined ? undefined : { userId: row.user_id, expiresAt: row.expires_at };
    },
    async delete(id) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    async deleteForUser(userId) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}
