import type { GatewayDatabase } from '../open-database.js';

/** Scope of switches that apply to everyone (public and custom skills). */
export const GLOBAL_SCOPE = 'global';

export interface EnableStateStore {
  set(input: { scope: string; skill: string; enabled: boolean; by: string }): Promise<void>;
  /** Explicit switches in these scopes, as `scope → skill → enabled`. */
  read(scopes: readonly string[]): Promise<Map<string, Map<string, boolean>>>;
}

export function createEnableStateStore(db: GatewayDatabase): EnableStateStore {
  return {
    async set({ scope, skill, enabled, by }) {
      const values = { enabled: enabled ? 1 : 0, updated_at: new Date().toISOString(), updated_by: by };
      await db
        .insertInto('enable_state')
        .values({ scope, skill, ...values })
        .onConflict((oc) => oc.columns(['scope', 'skill']).doUpdateSet(values))
        .execute();
    },
    async read(scopes) {
      const out = new Map<string, Map<string, boolean>>();
      if (scopes.length === 0) return out;
      const rows = await db
        .selectFrom('enable_state')
        .select(['scope', 'skill', 'enabled'])
        .where('scope', 'in', [...scopes])
        .execute();
      for (const row of rows) {
        const inScope = out.get(row.scope) ?? new Map<string, boolean>();
        out.set(row.scope, inScope);
        inScope.set(row.skill, row.enabled === 1);
      }
      return out;
    },
  };
}
