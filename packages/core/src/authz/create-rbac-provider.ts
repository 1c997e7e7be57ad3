import { SkillportError } from '../errors/index.js';
import type { AuthorizationProvider, AuthzDecision, AuthzRequest } from './authorization-provider.js';
import { AUTHZ_ERROR_CODES } from './authz-error-codes.js';
import {
  AUTHZ_RESOURCE_NAMES,
  type AuthzResourceInfo,
  assertNames,
  assertTarget,
  bareAction,
  invalidRequest,
  resourceInfo,
} from './authz-resources.js';
import {
  compileRbacConfig,
  formatPath,
  type RbacConfig,
  type RbacResourcePolicy,
} from './compile-rbac-config.js';
import type { Principal } from './principal.js';

/** A role × resource cell with its three possible answers prepared once, so deciding allocates nothing. */
interface Cell {
  readonly info: AuthzResourceInfo;
  readonly allowAll: boolean;
  readonly allow: ReadonlySet<string>;
  readonly denyAll: boolean;
  readonly deny: ReadonlySet<string>;
  readonly allowed: AuthzDecision;
  readonly denied: AuthzDecision;
  readonly unmatched: AuthzDecision;
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * The built-in RBAC provider (SPEC §4). The config is validated and compiled at construction (a bad
 * config throws AUTHZ_CONFIG_INVALID naming the path); a decision is two map lookups and at most two
 * set lookups. Deny always wins. A known role without a policy for a resource is UNRESTRICTED for
 * that resource — list every resource you mean to limit. Unknown or missing roles throw
 * (AUTHZ_UNKNOWN_ROLE / AUTHZ_MISSING_ROLE) so the caller's fail policy decides, never a silent allow.
 * RBAC matches the request `target` only; the action is validated but does not change the answer.
 */
export function createRbacProvider(config: RbacConfig): AuthorizationProvider {
  const roles = compileCells(config);

  const cellsFor = (principal: Principal): ReadonlyMap<string, Cell> => {
    if (principal === null || typeof principal !== 'object') {
      throw invalidRequest('request.principal must be a principal object (see buildPrincipal).');
    }
    const role = principal.role as unknown;
    if (role === null || role === undefined || role === '') {
      throw new SkillportError(
        AUTHZ_ERROR_CODES.missingRole,
        `Principal "${String(principal.userId)}" has no role; configure authorization.default_role or assign a role.`,
        { details: { userId: principal.userId } },
      );
    }
    if (typeof role !== 'string')
      throw invalidRequest(`principal.role must be a string, got ${typeof role}.`);
    const cells = roles.get(role);
    if (cells === undefined) {
      throw new SkillportError(
        AUTHZ_ERROR_CODES.unknownRole,
        `Role ${JSON.stringify(role)} is not defined in the RBAC config; add it under roles or fix the user's role.`,
        { details: { role, userId: principal.userId } },
      );
    }
    return cells;
  };

  /** Cold path: says precisely why a request found no cell (malformed request first, then the role). */
  const refuse = (request: AuthzRequest): never => {
    const info = resourceInfo(request.resource);
    bareAction(info, request.action);
    assertTarget(request.target, 'request.target');
    cellsFor(request.principal);
    throw invalidRequest('request could not be matched to a role and resource.');
  };

  const authorize = (request: AuthzRequest): AuthzDecision => {
    if (request === null || typeof request !== 'object') throw invalidRequest('request must be an object.');
    const principal = request.principal;
    const cell =
      principal !== null && typeof principal === 'object'
        ? roles.get(principal.role as string)?.get(request.resource)
        : undefined;
    if (cell === undefined) return refuse(request);
    const action = request.action;
    if (action !== cell.info.listAction) bareAction(cell.info, action);
    const target = request.target;
    if (typeof target !== 'string' || target === '') assertTarget(target, 'request.target');
    if (cell.denyAll || cell.deny.has(target)) return cell.denied;
    return cell.allowAll || cell.allow.has(target) ? cell.allowed : cell.unmatched;
  };

  return Object.freeze({
    authorize,
    authorizeAsync: async (request: AuthzRequest) => authorize(request),
    filterResources(principal: Principal, resource: string, names: readonly string[]): string[] {
      const info = resourceInfo(resource);
      assertNames(names);
      const cell = cellsFor(principal).get(info.name)!;
      return names.filter(
        (name) => !(cell.denyAll || cell.deny.has(name)) && (cell.allowAll || cell.allow.has(name)),
      );
    },
  });
}

function compileCells(config: RbacConfig): Map<string, ReadonlyMap<string, Cell>> {
  const table = compileRbacConfig(config);
  const out = new Map<string, ReadonlyMap<string, Cell>>();
  for (const [role, policies] of table) {
    out.set(
      role,
      new Map(AUTHZ_RESOURCE_NAMES.map((name, i) => [name, cell(role, resourceInfo(name), policies[i])])),
    );
  }
  return out;
}

function cell(role: string, info: AuthzResourceInfo, policy: RbacResourcePolicy | undefined): Cell {
  const at = formatPath(['roles', role, info.configKey]);
  if (policy === undefined) {
    const unrestricted = decision(
      true,
      `rbac:${at}:unrestricted`,
      `role has no ${info.configKey} policy (unrestricted)`,
    );
    return {
      info,
      allowAll: true,
      allow: EMPTY,
      denyAll: false,
      deny: EMPTY,
      allowed: unrestricted,
      denied: unrestricted,
      unmatched: unrestricted,
    };
  }
  // Spelled out rather than spread: V8 gives spread-built objects a slow shape, a 10× cost per decision.
  return {
    info,
    allowAll: policy.allowAll,
    allow: policy.allow,
    denyAll: policy.denyAll,
    deny: policy.deny,
    allowed: decision(true, `rbac:${at}.allow`, `allowed by ${at}.allow`),
    denied: decision(false, `rbac:${at}.deny`, `denied by ${at}.deny`),
    unmatched: decision(false, `rbac:${at}.allow`, `not listed in ${at}.allow`),
  };
}

function decision(allow: boolean, policyId: string, reason: string): AuthzDecision {
  return Object.freeze({ allow, reasons: Object.freeze([reason]), policyId });
}
