import { randomBytes } from 'node:crypto';
import type { GatewayDatabase } from '../open-database.js';

export interface AuditEntryInput {
  actorId: string | null;
  actorName: string | null;
  action: string;
  target: string | null;
  outcome: 'ok' | 'denied' | 'failed';
  client: string | null;
  details: Record<string, unknown>;
}

export interface AuditEntry extends AuditEntryInput {
  id: string;
  at: string;
}

export interface AuditQuery {
  action?: string;
  actorId?: string;
  target?: string;
  outcome?: string;
  since?: string;
  until?: string;
  /** Cursor: entries older than this id. */
  before?: string;
  limit: number;
}

export interface AuditStore {
  append(entry: AuditEntryInput): Promise<AuditEntry>;
  /** Newest first; `nextCursor` pages on. */
  list(query: AuditQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }>;
}

const TIME_DIGITS = 15;
const SEQUENCE_DIGITS = 6;

/**
 * Ids sort by time (zero-padded milliseconds), then by a per-process sequence, so entries written
 * within one millisecond keep their order; the random tail keeps ids of different nodes apart.
 */
function createAuditIds(): (now: Date) => string {
  let lastMs = 0;
  let sequence = 0;
  return (now) => {
    const ms = Math.max(now.getTime(), lastMs);
    sequence = ms === lastMs ? sequence + 1 : 0;
    lastMs = ms;
    const time = String(ms).padStart(TIME_DIGITS, '0');
    return `${time}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}-${randomBytes(4).toString('hex')}`;
  };
}

export function createAuditStore(db: GatewayDatabase): AuditStore {
  const auditId = createAuditIds();
  return {
    async append(entry) {
      const now = new Date();
      const row = {
        id: auditId(now),
        at: now.toISOString(),
        actor_id: entry.actorId,
        actor_name: entry.actorName,
        action: entry.action,
        target: entry.target,
        outcome: entry.outcome,
        client: entry.client,
        details: JSON.stringify(entry.details),
      };
      await db.insertInto('audit_log').values(row).execute();
      return { ...entry, id: row.id, at: row.at };
    },
    async list(query) {
      let q = db.selectFrom('audit_log').selectAll();
      if (query.action !== undefined) q = q.where('action', '=', query.action);
      if (query.actorId !== undefined) q = q.where('actor_id', '=', query.actorId);
      if (query.target !== undefined) q = q.where('target', '=', query.target);
      if (query.outcome !== undefined) q = q.where('outcome', '=', query.outcome);
      if (query.since !== undefined) q = q.where('at', '>=', query.since);
      if (query.until !== undefined) q = q.where('at', '<', query.until);
      if (query.before !== undefined) q = q.where('id', '<', query.before);
      const rows = await q
        .orderBy('id', 'desc')
        .limit(query.limit + 1)
        .execute();
      const page = rows.slice(0, query.limit);
      return {
        entries: page.map((row) => ({
          id: row.id,
          at: row.at,
          actorId: row.actor_id,
          actorName: row.actor_name,
          action: row.action,
          target: row.target,
          outcome: row.outcome as AuditEntry['outcome'],
          client: row.client,
          details: JSON.parse(row.details) as Record<string, unknown>,
        })),
        nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
      };
    },
  };
}
