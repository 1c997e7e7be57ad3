import type { Principal } from '@skillport/core';

const keys = new WeakMap<Principal, string>();

/**
 * A string naming everything a decision can read from the principal, for keys of remembered answers
 * (route allows, listings). Principals are deep-frozen and kept per credential, so the text is made
 * once per principal object rather than on every request.
 */
export function principalKey(principal: Principal): string {
  let key = keys.get(principal);
  if (key === undefined) {
    key = JSON.stringify(principal);
    // A principal that could still change would make its remembered key lie.
    if (Object.isFrozen(principal)) keys.set(principal, key);
  }
  return key;
}
