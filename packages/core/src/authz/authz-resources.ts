import { SkillportError } from '../errors/index.js';
import { AUTHZ_ERROR_CODES } from './authz-error-codes.js';

/** The request resource names of SPEC §4 (singular; the RBAC config uses the plural keys below). */
export const AUTHZ_RESOURCE_NAMES = [
  'tool',
  'skill',
  'model',
  'sandbox',
  'route',
  'secret',
  'skill_management',
] as const;
export type AuthzResource = (typeof AUTHZ_RESOURCE_NAMES)[number];

export interface AuthzResourceInfo {
  readonly name: AuthzResource;
  /** Position in AUTHZ_RESOURCE_NAMES; compiled policies index arrays by it. */
  readonly index: number;
  /** The key of this resource in an RBAC role (`roles.<role>.<configKey>`). */
  readonly configKey: string;
  /** Allowed actions, or `null` for routes, whose action is the route permission itself. */
  readonly actions: ReadonlySet<string> | null;
  /** The action a batch filter (`filterResources`) evaluates: "may the caller see it". */
  readonly listAction: string;
}

const TABLE: Record<AuthzResource, { configKey: string; actions: string[] | null; listAction: string }> = {
  tool: { configKey: 'tools', actions: ['call'], listAction: 'call' },
  skill: { configKey: 'skills', actions: ['list', 'activate', 'execute'], listAction: 'list' },
  model: { configKey: 'models', actions: ['use'], listAction: 'use' },
  sandbox: { configKey: 'sandbox', actions: ['execute'], listAction: 'execute' },
  route: { configKey: 'routes', actions: null, listAction: 'access' },
  secret: { configKey: 'secrets', actions: ['write'], listAction: 'write' },
  skill_management: { configKey: 'skill_management', actions: ['read', 'write'], listAction: 'read' },
};

export const AUTHZ_RESOURCES: ReadonlyMap<string, AuthzResourceInfo> = new Map(
  AUTHZ_RESOURCE_NAMES.map((name, index) => {
    const row = TABLE[name];
    const info: AuthzResourceInfo = Object.freeze({
      name,
      index,
      configKey: row.configKey,
      actions: row.actions === null ? null : new Set(row.actions),
      listAction: row.listAction,
    });
    return [name, info] as const;
  }),
);

/** RBAC config keys, in the same order as AUTHZ_RESOURCE_NAMES. */
export const RBAC_RESOURCE_KEYS: readonly string[] = AUTHZ_RESOURCE_NAMES.map((n) => TABLE[n].configKey);

export function invalidRequest(message: string, details: Record<string, unknown> = {}): SkillportError {
  return new SkillportError(AUTHZ_ERROR_CODES.invalidRequest, message, { details });
}

/** Looks up a request resource; anything else is a caller bug, never "unrestricted". */
export function resourceInfo(resource: unknown): AuthzResourceInfo {
  const info = typeof resource === 'string' ? AUTHZ_RESOURCES.get(resource) : undefined;
  if (info === undefined) {
    throw invalidRequest(
      `Unknown authorization resource ${JSON.stringify(resource)}; use one of ${AUTHZ_RESOURCE_NAMES.join(', ')}.`,
      { resource },
    );
  }
  return info;
}

/**
 * Returns the bare action (`call`) for a request action written bare or qualified (`tool:call`).
 * Route actions are route permissions (`route:<permission>`), any non-empty string.
 */
export function bareAction(info: AuthzResourceInfo, action: unknown): string {
  // Hot path: the usual bare action costs one comparison, the others one set lookup, no string building.
  if (action === info.listAction || info.actions?.has(action as string)) return action as string;
  if (typeof action === 'string') {
    const bare = action.startsWith(`${info.name}:`) ? action.slice(info.name.length + 1) : action;
    if (bare !== '' && (info.actions === null || info.actions.has(bare))) return bare;
  }
  const allowed = info.actions === null ? '<permission>' : [...info.actions].join('|');
  throw invalidRequest(
    `Invalid action ${JSON.stringify(action)} for resource "${info.name}"; use ${info.name}:${allowed}.`,
    { resource: info.name, action },
  );
}

/** A target must name something: an empty or missing target must never match a wildcard allow. */
export function assertTarget(target: unknown, where: string): asserts target is string {
  if (typeof target !== 'string' || target === '') {
    throw invalidRequest(`${where} must be a non-empty string, got ${JSON.stringify(target)}.`, { target });
  }
}

/** The names given to `filterResources`: a list of non-empty strings, nothing else. */
export function assertNames(names: unknown): asserts names is readonly string[] {
  if (!Array.isArray(names)) throw invalidRequest('filterResources names must be a list of strings.');
  for (let i = 0; i < names.length; i++) assertTarget(names[i], `names[${i}]`);
}
