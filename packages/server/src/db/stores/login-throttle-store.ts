import type { GatewayDatabase } from '../open-database.js';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export interface LoginThrottleStore {
  /** When the key is locked, the time the lock ends. */
  lockedUntil(key: string, now: Date): Promise<Date | undefined>;
  /** Counts one failure; returns the lock end when this failure crossed the limit. */
  recordFailure(key: string, now: Date, policy: ThrottlePolicy): Promise<Date | undefined>;
  clear(key: string): Promise<void>;
}

/**
 * Counters live in the database so every node of a cluster counts the same failures. The count is
 * updated in one statement per failure (no read-then-write), so concurrent guesses cannot slip
 * under the limit.
 */
export function createLoginThrottleStore(db: GatewayDatabase): LoginThrottleStore {
  return {
    async lockedUntil(key, now) {
      const row = await db
        .selectFrom('login_throttle')
        .select('locked_until')
        .where('key', '=', key)
        .executeTakeFirst();
      if (row?.locked_until == null) return undefined;
      const until = new Date(row.locked_until);
      return until > now ? until : undefined;
    },
    async recordFailure(key, now, policy) {
      const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
      const nowIso = now.toISOString();
      await db
        .insertInto('login_throttle')
        .values({ key, failures: 1, window_started_at: nowIso, locked_until: null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when('login_throttle.window_started_at', '<', windowStart)
              .then(1)
              .else(eb('login_throttle.failures', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when('login_throttle.window_started_at', '<', windowStart)
              .then(nowIso)
              .else(eb.ref('login_throttle.window_started_at'))
              .end(),
          })),
        )
        .execute();
      const row = await db
        .selectFrom('login_throttle')
        .select('failures')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (Number(row.failures) < policy.maxFailures) return undefined;
      const until = new Date(now.getTime() + policy.lockMs);
      await db
        .updateTable('login_throttle')
        .set({ locked_until: until.toISOString(), failures: 0, window_started_at: nowIso })
        .where('key', '=', key)
        .execute();
      return until;
    },
    async clear(key) {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },
  };
}
