import type { Stores } from '../db/index.js';

/**
 * The stores with every write that can end a credential or switch a skill reported after it commits.
 * The gateway's caches (credentials, enabled state) are only correct if no such write bypasses them, so
 * the hook sits on the store methods themselves rather than on the routes that happen to call them
 * today. The hooks run after the write: a lookup started later reads the new rows.
 */
export function observeStoreChanges(
  stores: Stores,
  hooks: {
    /** A session ended, a token was revoked, or a user's role, password or disabled flag changed. */
    credentialsChanged(): Promise<void>;
    enableStateChanged(): void;
  },
): Stores {
  const { users, sessions, tokens, enableState } = stores;
  const after =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>, hook: () => Promise<void> | void) =>
    async (...args: A): Promise<R> => {
      const result = await write(...args);
      await hook();
      return result;
    };
  const credentials = () => hooks.credentialsChanged();
  return {
    ...stores,
    users: { ...users, update: after(users.update.bind(users), credentials) },
    sessions: {
      ...sessions,
      delete: after(sessions.delete.bind(sessions), credentials),
      deleteForUser: after(sessions.deleteForUser.bind(sessions), credentials),
    },
    tokens: { ...tokens, revoke: after(tokens.revoke.bind(tokens), credentials) },
    enableState: { ...enableState, set: after(enableState.set.bind(enableState), hooks.enableStateChanged) },
  };
}
