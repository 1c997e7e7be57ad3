import { SkillportError } from '@skillport/core';
import type { Stores, ThrottlePolicy } from '../db/index.js';

const MINUTE_MS = 60_000;

/** A person mistyping gets five tries per quarter hour; a guesser gets five per quarter hour, too. */
export const ACCOUNT_THROTTLE: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
};
/** One client spraying many accounts is stopped even when no single account reaches its limit. */
export const CLIENT_THROTTLE: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 15 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
};

export function throttleKeys(username: string, client: string | null) {
  return [
    { key: `account:${username.toLowerCase()}`, policy: ACCOUNT_THROTTLE },
    { key: `client:${client ?? 'unknown'}`, policy: CLIENT_THROTTLE },
  ];
}

/** Refuses before the password is even checked, so a locked account cannot be probed further. */
export async function assertLoginAllowed(
  stores: Stores,
  keys: ReturnType<typeof throttleKeys>,
  now: Date,
): Promise<void> {
  let until: Date | undefined;
  for (const { key } of keys) {
    const locked = await stores.loginThrottle.lockedUntil(key, now);
    if (locked !== undefined && (until === undefined || locked > until)) until = locked;
  }
  if (until !== undefined) throw throttled(until, now);
}

export async function recordLoginFailure(
  stores: Stores,
  keys: ReturnType<typeof throttleKeys>,
  now: Date,
): Promise<void> {
  for (const { key, policy } of keys) await stores.loginThrottle.recordFailure(key, now, policy);
}

function throttled(until: Date, now: Date): SkillportError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new SkillportError(
    'AUTH_THROTTLED',
    `Too many failed sign-ins; try again in ${retryAfterSeconds} seconds.`,
    { details: { retryAfterSeconds } },
  );
}
