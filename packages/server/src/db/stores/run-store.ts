import type { GatewayDatabase } from '../open-database.js';

export interface RunRecord {
  id: string;
  userId: string;
  agent: string | null;
  model: string;
  status: 'running' | 'done' | 'error';
  /** The redacted transcript. */
  messages: unknown[];
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface RunStore {
  create(input: Pick<RunRecord, 'id' | 'userId' | 'agent' | 'model'>): Promise<void>;
  finish(id: string, input: Pick<RunRecord, 'status' | 'messages' | 'error'>): Promise<void>;
  /** A run of this user; another user's run is not found. */
  findForUser(id: string, userId: string): Promise<RunRecord | undefined>;
}

export function createRunStore(db: GatewayDatabase): RunStore {
  return {
    async create({ id, userId, agent, model }) {
      await db
        .insertInto('runs')
        .values({
          id,
          user_id: userId,
          agent,
          model,
          status: 'running',
          messages: '[]',
          error: null,
          created_at: new Date().toISOString(),
          finished_at: null,
        })
        .execute();
    },
    async finish(id, { status, messages, error }) {
      await db
        .updateTable('runs')
        .set({ status, messages: JSON.stringify(messages), error, finished_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },
    async findForUser(id, userId) {
      const row = await db
        .selectFrom('runs')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        agent: row.agent,
        model: row.model,
        status: row.status as RunRecord['status'],
        messages: JSON.parse(row.messages) as unknown[],
        error: row.error,
        createdAt: row.created_at,
        finishedAt: row.finished_at,
      };
    },
  };
}
