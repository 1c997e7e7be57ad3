import type { Authorizer, Principal } from '@skillport/core';
import type { UserRecord } from '../db/index.js';

/** How long a resolved credential is reused before the database is asked again. */
export const CREDENTIAL_CACHE_TTL_MS = 5_000;
const MAX_CACHED_CREDENTIALS = 10_000;

export interface CachedCredential {
  user: UserRecord;
  via: 'session' | 'api-token';
  /** When the credential itself stops being valid (ms since the epoch); null = never. */
  expiresAtMs: number | null;
  /** The principal built for this user under one authorizer (its default role shapes it). */
  principal?: { authorizer: Authorizer; value: Principal };
}

/**
 * Token hash → the user it authenticates, for a few seconds. Every lookup otherwise costs a hash plus
 * two or three queries (and a write for API tokens) per request. Correctness rests on `forgetAll`:
 * whatever can end a credential (logout, revocation, a disabled user, a changed role or password)
 * calls it on this node, and the cluster broadcast calls it on the others, so a revoked token fails at
 * once rather than after the TTL. The TTL only bounds what a lost broadcast could leave behind.
 */
export interface CredentialCache {
  /** The cached credential, unless it expired or the entry is older than the TTL. */
  get(tokenHash: string, nowMs: number): CachedCredential | undefined;
  /** Changes since `epoch()`; a lookup that started before a `forgetAll` must not be stored. */
  epoch(): number;
  set(tokenHash: string, entry: CachedCredential, nowMs: number, epoch: number): void;
  /** Drops every entry (any credential or user may have changed). */
  forgetAll(): void;
  size(): number;
}

export function createCredentialCache(options: { ttlMs?: number } = {}): CredentialCache {
  const ttlMs = options.ttlMs ?? CREDENTIAL_CACHE_TTL_MS;
  const entries = new Map<string, { entry: CachedCredential; until: number }>();
  let epoch = 0;
  return {
    get(tokenHash, nowMs) {
      const hit = entries.get(tokenHash);
      if (hit === undefined) return undefined;
      if (nowMs >= hit.until) {
        entries.delete(tokenHash);
        return undefined;
      }
      return hit.entry;
    },
    epoch: () => epoch,
    set(tokenHash, entry, nowMs, at) {
      if (at !== epoch) return;
      const until = Math.min(nowMs + ttlMs, entry.expiresAtMs ?? Number.POSITIVE_INFINITY);
      if (until <= nowMs) return;
      entries.delete(tokenHash);
      // Oldest first (Map order): a flood of distinct tokens cannot grow memory without bound.
      if (entries.size >= MAX_CACHED_CREDENTIALS) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, { entry, until });
    },
    forgetAll() {
      epoch++;
      entries.clear();
    },
    size: () => entries.size,
  };
}
