import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AuthorizationAnswer, CedarValueJson, EntityJson } from '@cedar-policy/cedar-wasm/nodejs';
import { SkillportError } from '../errors/index.js';
import type { AuthorizationProvider, AuthzDecision, AuthzRequest } from './authorization-provider.js';
import { AUTHZ_ERROR_CODES } from './authz-error-codes.js';
import {
  type AuthzResourceInfo,
  assertNames,
  assertTarget,
  bareAction,
  invalidRequest,
  resourceInfo,
} from './authz-resources.js';
import { isPlainObject, type Principal } from './principal.js';

type CedarModule = typeof import('@cedar-policy/cedar-wasm/nodejs');
let cedarModule: CedarModule | undefined;

/** Loaded on first use: the wasm module costs ~17 MB of memory that RBAC-only deployments never need. */
function loadCedar(): CedarModule {
  cedarModule ??= createRequire(import.meta.url)('@cedar-policy/cedar-wasm/nodejs') as CedarModule;
  return cedarModule;
}

/** Cedar namespace of every entity and action Skillport sends. */
export const CEDAR_NAMESPACE = 'Skillport';

/** Entity type of each request resource, e.g. `Skillport::Tool::"search"`. */
export const CEDAR_RESOURCE_TYPES: Readonly<Record<string, string>> = Object.freeze({
  tool: 'Tool',
  skill: 'Skill',
  model: 'Model',
  sandbox: 'Sandbox',
  route: 'Route',
  secret: 'Secret',
  skill_management: 'SkillManagement',
});

export interface CedarProviderOptions {
  /** Cedar policy text. Policies may carry `@id("...")`, which becomes the decision's policyId. */
  policies: string;
  /**
   * Known role names. When given, a principal with another role throws AUTHZ_UNKNOWN_ROLE like RBAC
   * does; when omitted, any role is accepted and simply matches no role-scoped policy.
   */
  roles?: readonly string[];
  /** Extra static entities (for example role hierarchies: `Role::"admin"` in `Role::"editor"`). */
  entities?: readonly EntityJson[];
}

let policySetCounter = 0;

/**
 * A provider backed by Cedar. The policy text is parsed once, at construction, into Cedar's cache;
 * each decision only ships the request. The request maps to Cedar as
 *   principal = Skillport::User::"<userId>" in Skillport::Role::"<role>"
 *     (attributes: role, isInternal, channelUserId?, attributes)
 *   action    = Skillport::Action::"<resource>:<action>"   (e.g. "tool:call", "route:skills.read")
 *   resource  = Skillport::<Type>::"<target>"             (attribute: name)
 *   context   = request.context
 * Values Cedar cannot represent (null, fractional numbers, `__entity`/`__extn` keys a caller could use
 * to forge entity references) are left out rather than failing every request that carries them.
 */
export function createCedarProvider(options: CedarProviderOptions): AuthorizationProvider {
  if (!isPlainObject(options) || typeof options.policies !== 'string') {
    throw configError('Cedar provider needs {policies: "<cedar policy text>"}', 'policies');
  }
  const knownRoles = options.roles === undefined ? null : new Set(options.roles);
  const staticEntities = [...(options.entities ?? [])];
  const entitiesParse = loadCedar().checkParseEntities({ entities: staticEntities });
  if (entitiesParse.type === 'failure') {
    throw configError(
      `Cedar entities do not parse: ${entitiesParse.errors.map((e) => e.message).join('; ')}`,
      'entities',
    );
  }
  const policySetId = `skillport-${++policySetCounter}-${randomUUID()}`;
  const parsed = loadCedar().preparsePolicySet(policySetId, {
    staticPolicies: policiesById(options.policies),
  });
  if (parsed.type === 'failure') {
    throw configError(
      `Cedar policies do not parse: ${parsed.errors.map((e) => e.message).join('; ')}`,
      'policies',
    );
  }

  const decide = (
    principal: Principal,
    info: AuthzResourceInfo,
    action: string,
    target: string,
    context: unknown,
  ): AuthzDecision => {
    const role = checkedRole(principal, knownRoles);
    const user = { type: `${CEDAR_NAMESPACE}::User`, id: principal.userId };
    const resource = { type: `${CEDAR_NAMESPACE}::${CEDAR_RESOURCE_TYPES[info.name]}`, id: target };
    const answer: AuthorizationAnswer = loadCedar().statefulIsAuthorized({
      principal: user,
      action: { type: `${CEDAR_NAMESPACE}::Action`, id: `${info.name}:${action}` },
      resource,
      context: toCedarRecord(context),
      preparsedPolicySetId: policySetId,
      entities: [
        {
          uid: user,
          attrs: toCedarRecord({
            role,
            isInternal: principal.isInternal,
            channelUserId: principal.channelUserId,
            attributes: principal.attributes,
          }),
          parents: [{ type: `${CEDAR_NAMESPACE}::Role`, id: role }],
        },
        { uid: resource, attrs: { name: target }, parents: [] },
        ...staticEntities,
      ],
    });
    if (answer.type === 'failure') {
      throw new SkillportError(
        AUTHZ_ERROR_CODES.providerFailure,
        `Cedar could not evaluate ${info.name}:${action} on ${JSON.stringify(target)}: ${answer.errors.map((e) => e.message).join('; ')}`,
        { details: { resource: info.name, action, target } },
      );
    }
    const { decision, diagnostics } = answer.response;
    const allow = decision === 'allow';
    const reasons = [
      ...diagnostics.reason.map((id) => `${allow ? 'permitted' : 'forbidden'} by cedar policy ${id}`),
      ...diagnostics.errors.map((e) => `cedar policy ${e.policyId} errored (skipped): ${e.error.message}`),
    ];
    if (reasons.length === 0) reasons.push('no cedar policy permits this request (default deny)');
    return { allow, reasons, policyId: diagnostics.reason[0] ?? 'cedar:default-deny' };
  };

  const authorize = (request: AuthzRequest): AuthzDecision => {
    if (request === null || typeof request !== 'object') throw invalidRequest('request must be an object.');
    const info = resourceInfo(request.resource);
    const action = bareAction(info, request.action);
    assertTarget(request.target, 'request.target');
    return decide(request.principal, info, action, request.target, request.context);
  };

  return Object.freeze({
    authorize,
    authorizeAsync: async (request: AuthzRequest) => authorize(request),
    filterResources(principal: Principal, resource: string, names: readonly string[]): string[] {
      const info = resourceInfo(resource);
      assertNames(names);
      checkedRole(principal, knownRoles);
      const verdicts = new Map<string, boolean>();
      return names.filter((name) => {
        let allow = verdicts.get(name);
        if (allow === undefined) {
          allow = decide(principal, info, info.listAction, name, undefined).allow;
          verdicts.set(name, allow);
        }
        return allow;
      });
    },
  });
}

/** Splits policy text so that an `@id("...")` annotation names its policy in decisions. */
function policiesById(text: string): string | Record<string, string> {
  // Without annotations Cedar's own ids (policy0, policy1, …) are the ones we would assign anyway.
  if (!text.includes('@id')) return text;
  const parts = loadCedar().policySetTextToParts(text);
  if (parts.type === 'failure') {
    throw configError(
      `Cedar policies do not parse: ${parts.errors.map((e) => e.message).join('; ')}`,
      'policies',
    );
  }
  if (parts.policy_templates.length > 0)
    throw configError('Cedar policy templates are not supported', 'policies');
  const byId: Record<string, string> = {};
  parts.policies.forEach((policy, i) => {
    const json = loadCedar().policyToJson(policy);
    const id = json.type === 'success' ? (json.json.annotations?.id ?? `policy${i}`) : `policy${i}`;
    if (Object.hasOwn(byId, id))
      throw configError(`Cedar policy id ${JSON.stringify(id)} is used twice`, 'policies');
    byId[id] = policy;
  });
  return byId;
}

function checkedRole(principal: Principal, knownRoles: ReadonlySet<string> | null): string {
  if (principal === null || typeof principal !== 'object' || typeof principal.userId !== 'string') {
    throw invalidRequest('request.principal must be a principal object (see buildPrincipal).');
  }
  const role = principal.role as unknown;
  if (role === null || role === undefined || role === '') {
    throw new SkillportError(AUTHZ_ERROR_CODES.missingRole, `Principal "${principal.userId}" has no role.`, {
      details: { userId: principal.userId },
    });
  }
  if (typeof role !== 'string') throw invalidRequest(`principal.role must be a string, got ${typeof role}.`);
  if (knownRoles !== null && !knownRoles.has(role)) {
    throw new SkillportError(
      AUTHZ_ERROR_CODES.unknownRole,
      `Role ${JSON.stringify(role)} is not a known role.`,
      {
        details: { role, userId: principal.userId },
      },
    );
  }
  return role;
}

function toCedarRecord(value: unknown): Record<string, CedarValueJson> {
  const converted = toCedarValue(value, 0);
  return converted !== undefined && isPlainObject(converted)
    ? (converted as Record<string, CedarValueJson>)
    : {};
}

const CEDAR_MAX_DEPTH = 16;
const CEDAR_RESERVED_KEYS = new Set(['__entity', '__extn', '__expr']);

function toCedarValue(value: unknown, depth: number): CedarValueJson | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (depth > CEDAR_MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    return value.map((v) => toCedarValue(v, depth + 1)).filter((v): v is CedarValueJson => v !== undefined);
  }
  if (!isPlainObject(value)) return undefined;
  const out: Record<string, CedarValueJson> = {};
  for (const [key, v] of Object.entries(value)) {
    if (CEDAR_RESERVED_KEYS.has(key)) continue;
    const converted = toCedarValue(v, depth + 1);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

function configError(message: string, path: string): SkillportError {
  return new SkillportError(AUTHZ_ERROR_CODES.configInvalid, `${message}.`, { details: { path } });
}
