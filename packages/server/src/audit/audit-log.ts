import type { AuthzAuditEvent } from '@skillport/core';
import type { Logger } from 'pino';
import type { AuditEntryInput, AuditStore } from '../db/index.js';

export interface AuditLog {
  /** Awaited: a management action is not answered before its audit record is written. */
  record(entry: AuditEntryInput): Promise<void>;
  /** For synchronous sinks (the runner's, the authorizer's): written in the background, awaited by flush. */
  recordLater(entry: AuditEntryInput): void;
  /** The authorizer's sink is synchronous, so its records are written in the background. */
  recordAuthzEvent(event: AuthzAuditEvent, client: string | null): void;
  /** Resolves when background writes have settled (shutdown, tests). */
  flush(): Promise<void>;
}

/** Keys whose values are never written to the audit log, whatever a caller passes in details. */
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key/i;

export function createAuditLog(options: { store: AuditStore; logger: Logger }): AuditLog {
  const pending = new Set<Promise<void>>();
  const write = async (entry: AuditEntryInput) => {
    await options.store.append({ ...entry, details: scrub(entry.details) as Record<string, unknown> });
  };
  const later = (entry: AuditEntryInput) => {
    const p = write(entry)
      .catch((error: unknown) => options.logger.error({ err: error }, 'audit write failed'))
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  return {
    record: write,
    recordLater: later,
    recordAuthzEvent(event, client) {
      const principal = event.principal;
      const entry: AuditEntryInput = {
        actorId: typeof principal?.userId === 'string' ? principal.userId : null,
        actorName: null,
        action: 'authz.decision',
        target: `${String(event.resource)}:${String(event.action)}:${String(event.target)}`,
        outcome: event.allow ? 'ok' : 'denied',
        client,
        details: {
          outcome: event.outcome,
          policyId: event.policyId,
          reasons: event.reasons,
          ...(event.cause ? { cause: event.cause } : {}),
        },
      };
      later(entry);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : scrub(v);
  return out;
}
