import { stripClientAuthorizationFields } from '../authz/principal.js';

/**
 * Keys of a run context that only Skillport itself sets: bound secrets, the durable skill context,
 * activation state. A caller that sends them is forging state, so they are removed at the edge.
 */
export const INTERNAL_CONTEXT_KEYS: ReadonlySet<string> = new Set([
  'boundSecrets',
  'bound_secrets',
  'secretBindings',
  'secret_bindings',
  'skillContext',
  'skill_context',
  'activeSkills',
  'active_skills',
  'activation',
  'authorization',
  'authz',
]);

/**
 * Returns a copy of a caller-supplied run context without internal keys (above, and any key starting
 * with `__` or `$`) and without authorization fields at any depth. `secrets` is kept only as a mapping
 * of string values; anything else under it is dropped.
 */
export function stripInternalContextKeys(context: unknown): Record<string, unknown> {
  if (context === null || typeof context !== 'object' || Array.isArray(context)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stripClientAuthorizationFields(context as object))) {
    if (INTERNAL_CONTEXT_KEYS.has(key) || key.startsWith('__') || key.startsWith('$')) continue;
    if (key === 'secrets') {
      const secrets = stringValues(value);
      if (secrets !== undefined) out.secrets = secrets;
      continue;
    }
    out[key] = value;
  }
  return out;
}

function stringValues(value: unknown): Record<string, string> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}
