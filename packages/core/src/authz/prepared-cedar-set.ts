import { loadCedar } from './load-cedar.js';

/**
 * Policy sets kept parsed inside Cedar at once, over every provider of the process. Cedar keeps each
 * parsed set under its id until the same id is parsed again and has no call to drop one, so the ids
 * are a fixed pool of slots: a set used least recently gives its slot to the next one, and memory
 * stays bounded however often the policy changes.
 */
export const MAX_PREPARED_CEDAR_SETS = 4_096;

/** Content key → slot id, least recently used first. */
const slots = new Map<string, string>();
/** Slots whose parse failed: free again. */
const spare: string[] = [];
let created = 0;

/**
 * The id under which Cedar holds these policies, parsing them into a slot when they are not held
 * (never used yet, or their slot went to other sets). `key` must name the content: a digest of the
 * policies. Returns undefined when Cedar cannot parse them.
 */
export function preparedCedarSet(key: string, policies: Record<string, string>): string | undefined {
  const held = slots.get(key);
  if (held !== undefined) {
    slots.delete(key);
    slots.set(key, held);
    return held;
  }
  let id = spare.pop();
  if (id === undefined && slots.size >= MAX_PREPARED_CEDAR_SETS) {
    const [oldest, oldestId] = slots.entries().next().value as [string, string];
    slots.delete(oldest);
    id = oldestId;
  }
  id ??= `skillport-set-${created++}`;
  // Parsing into a slot replaces what it held, which frees that set inside Cedar.
  if (loadCedar().preparsePolicySet(id, { staticPolicies: policies }).type === 'failure') {
    spare.push(id);
    return undefined;
  }
  slots.set(key, id);
  return id;
}
