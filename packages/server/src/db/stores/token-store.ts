import { randomUUID } from 'node:crypto';
import type { GatewayDatabase } from '../open-database.js';

export interface ApiTokenRecord {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface TokenStore {
  create(input: {
    userId: string;
    name: string;
    tokenHash: string;
    prefix: string;
    expiresAt: string | null;
  }): Promise<ApiTokenRecord>;
  /** A token that is neither revoked nor expired. */
  findActive(tokenHash: string, now: Date): Promise<ApiTokenRecord | undefined>;
  listForUser(userId: string): Promise<ApiTokenRecord[]>;
  /** False when the user has no live token with that id. */
  revoke(userId: string, id: string): Promise<boolean>;
  touch(id: string, now: Date): Promise<void>;
}

type Row = {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  prefix: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
};

function toRecord(row: Row): ApiTokenRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

export function createTokenStore(db: GatewayDatabase): TokenStore {
  return {
    async create({ userId, name, tokenHash, prefix, expiresAt }) {
      const row: Row = {
        id: randomUUID(),
        user_id: userId,
        name,
        token_hash: tokenHash,
        prefix,
        created_at: new Date().toISOString(),
        expires_at: expiresAt,
        last_used_at: null,
        revoked_at: null,
      };
      await db.insertInto('api_tokens').values(row).execute();
      return toRecord(row);
    },
    async findActive(tokenHash, now) {
      const row = await db
        .selectFrom('api_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
        .executeTakeFirst();
      return row && toRecord(row);
    },
    async listForUser(userId) {
      const rows = await db
        .selectFrom('api_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(toRecord);
    },
    async revoke(userId, id) {
      const result = await db
        .updateTable('api_tokens')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async touch(id, now) {
      await db
        .updateTable('api_tokens')
        .set({ last_used_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}
