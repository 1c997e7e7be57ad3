import { createHash } from 'node:crypto';
import type {
  AuthorizationAnswer,
  CedarValueJson,
  EntityJson,
  EntityUidJson,
  PrincipalConstraint,
} from '@cedar-policy/cedar-wasm/nodejs';
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
import { loadCedar } from './load-cedar.js';
import { preparedCedarSet } from './prepared-cedar-set.js';
import { isPlainObject, type Principal } from './principal.js';
import { splitCedarPolicies } from './split-cedar-policies.js';

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

/** Distinct (role, user) slices a provider keeps computed; beyond it they are computed again on use. */
const MAX_POLICY_SLICES = 4_096;

/**
 * A provider backed by Cedar. The policy text is checked at construction (only the policies Cedar has
 * not parsed before: a reload of a large file mostly repeats them); each caller's slice of it is
 * parsed into Cedar's cache on first use, and each decision only ships the request. The request maps
 * to Cedar as
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
  const policies = policyParts(options.policies);
  const slices = createPolicySlices({ policies, staticEntities });

  const decide = (
    principal: Principal,
    info: AuthzResourceInfo,
    action: string,
    target: string,
    context: unknown,
  ): AuthzDecision => {
    const role = checkedRole(principal, knownRoles);
    const policySetId = slices.idFor(role, principal.userId);
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
      // A plain loop, not Array.prototype.filter: Node 20's V8 aborted the process ("unreachable
      // code" in the deoptimizer) when a decision, with its calls into Cedar, ran inside that builtin.
      const kept: string[] = [];
      for (const name of names) {
        let allow = verdicts.get(name);
        if (allow === undefined) {
          allow = decide(principal, info, info.listAction, name, undefined).allow;
          verdicts.set(name, allow);
        }
        if (allow) kept.push(name);
      }
      return kept;
    },
  });
}

interface PolicyParts {
  /** Policy text by id: the `@id("...")` annotation, else Cedar's own `policy<N>`. */
  readonly byId: Record<string, string>;
  /** Whom each policy's scope can name; undefined = could not be read, so it always applies. */
  readonly principals: ReadonlyMap<string, PrincipalConstraint | undefined>;
}

/**
 * Policy texts Cedar has parsed without error, over every provider of the process: a reload of a
 * large file re-checks only the policies that changed. Static policies parse one by one, so a set of
 * policies that each parse is a set that parses.
 */
const parsedPolicyTexts = new Set<string>();
const MAX_PARSED_POLICY_TEXTS = 100_000;
/** The parts of the text read last: the gateway builds a provider per authorizer, from one file. */
let lastParts: { text: string; parts: PolicyParts } | undefined;

/** Splits policy text into its policies, with their ids and principal scopes; checks every one. */
function policyParts(text: string): PolicyParts {
  if (lastParts?.text === text) return lastParts.parts;
  let pieces: ReturnType<typeof splitCedarPolicies>;
  try {
    pieces = splitCedarPolicies(text);
  } catch (error) {
    throw configError(`Cedar policies do not parse: ${(error as Error).message}`, 'policies');
  }
  if (pieces.some((piece) => piece.template))
    throw configError('Cedar policy templates are not supported', 'policies');
  const unseen: Record<string, string> = {};
  pieces.forEach((piece, i) => {
    if (!parsedPolicyTexts.has(piece.text)) unseen[`policy${i}`] = piece.text;
  });
  const fresh = Object.values(unseen);
  if (fresh.length > 0) {
    const check = loadCedar().checkParsePolicySet({ staticPolicies: unseen });
    if (check.type === 'failure') {
      throw configError(
        `Cedar policies do not parse: ${check.errors.map((e) => e.message).join('; ')}`,
        'policies',
      );
    }
    if (parsedPolicyTexts.size + fresh.length > MAX_PARSED_POLICY_TEXTS) parsedPolicyTexts.clear();
    // Own copies: a piece is a slice of the file's text, and V8 keeps the whole text alive for it.
    for (const policy of fresh) parsedPolicyTexts.add(Buffer.from(policy, 'utf8').toString('utf8'));
  }
  const byId: Record<string, string> = {};
  const principals = new Map<string, PrincipalConstraint | undefined>();
  pieces.forEach((piece, i) => {
    // The common forms are read by the splitter; Cedar reads the rest (it costs ~1 ms a policy).
    let head: { id?: string | null | undefined; principal: PrincipalConstraint | undefined } | undefined =
      piece.head;
    if (head === undefined) {
      const json = loadCedar().policyToJson(piece.text);
      head =
        json.type === 'success'
          ? { id: json.json.annotations?.id, principal: json.json.principal }
          : { principal: undefined };
    }
    const id = head.id ?? `policy${i}`;
    if (Object.hasOwn(byId, id))
      throw configError(`Cedar policy id ${JSON.stringify(id)} is used twice`, 'policies');
    byId[id] = piece.text;
    principals.set(id, head.principal);
  });
  const parts = { byId, principals };
  lastParts = { text, parts };
  return parts;
}

/**
 * Cedar evaluates every policy of a set on every request: with a policy set for 1,000 roles one
 * decision costs tens of milliseconds, nearly all of it on policies whose scope names another role.
 * A slice holds only the policies whose principal scope can match a given role and user: scope `All`,
 * `== User::<that user>`, `in` that user, the role or one of its ancestors in the static entities
 * (the only parents a principal has), and `is User` with the same `in` rule. Every other policy's scope
 * is false for this principal, so it can neither permit, forbid nor error, and the decision over the
 * slice is the decision over the whole set. A scope that cannot be read is kept.
 */
function createPolicySlices(options: { policies: PolicyParts; staticEntities: readonly EntityJson[] }) {
  const userType = `${CEDAR_NAMESPACE}::User`;
  const roleType = `${CEDAR_NAMESPACE}::Role`;
  const key = (type: string, id: string) => `${type}\0${id}`;
  const uidKey = (uid: EntityUidJson): string => {
    const plain = '__entity' in uid ? uid.__entity : uid;
    return key(plain.type, plain.id);
  };
  const parents = new Map<string, string[]>();
  for (const entity of options.staticEntities) {
    const uid = uidKey(entity.uid);
    parents.set(uid, [...(parents.get(uid) ?? []), ...entity.parents.map(uidKey)]);
  }
  /** The role (and a named user) and everything they are `in`, through the static entities. */
  const ancestorsOf = (starts: string[]): Set<string> => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const next = queue.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(parents.get(next) ?? []));
    }
    return seen;
  };
  // Users named in some scope or given parents as static entities get slices of their own; everyone
  // else shares their role's slice.
  const namedUsers = new Set<string>();
  for (const entity of options.staticEntities) {
    const plain = '__entity' in entity.uid ? entity.uid.__entity : entity.uid;
    if (plain.type === userType) namedUsers.add(plain.id);
  }
  for (const scope of options.policies.principals.values()) {
    const uid = scope === undefined ? undefined : 'entity' in scope ? scope.entity : undefined;
    if (uid !== undefined) {
      const plain = '__entity' in uid ? uid.__entity : uid;
      if (plain.type === userType) namedUsers.add(plain.id);
    }
  }
  const applies = (scope: PrincipalConstraint | undefined, user: string, ancestors: Set<string>): boolean => {
    if (scope === undefined || scope.op === 'All') return true;
    const inScope = (uid: EntityUidJson) => {
      const k = uidKey(uid);
      return k === user || ancestors.has(k);
    };
    if (scope.op === '==') return 'entity' in scope ? uidKey(scope.entity) === user : true;
    if (scope.op === 'in') return 'entity' in scope ? inScope(scope.entity) : true;
    if (scope.op === 'is') {
      if (scope.entity_type !== userType) return false;
      const within = scope.in;
      return within === undefined || !('entity' in within) || inScope(within.entity);
    }
    return true;
  };
  const slices = new Map<string, { key: string; policies: Record<string, string> }>();
  return {
    idFor(role: string, userId: string): string {
      const sliceUser = namedUsers.has(userId) ? userId : '';
      const sliceKey = `${role}\0${sliceUser}`;
      let slice = slices.get(sliceKey);
      if (slice === undefined) {
        const user = key(userType, sliceUser === '' ? '\0none' : sliceUser);
        const ancestors = ancestorsOf(sliceUser === '' ? [key(roleType, role)] : [key(roleType, role), user]);
        const policies: Record<string, string> = {};
        const digest = createHash('sha256');
        for (const [policyId, text] of Object.entries(options.policies.byId)) {
          if (!applies(options.policies.principals.get(policyId), user, ancestors)) continue;
          policies[policyId] = text;
          digest.update(policyId).update('\0').update(text).update('\0');
        }
        slice = { key: digest.digest('hex'), policies };
        if (slices.size >= MAX_POLICY_SLICES) slices.clear();
        slices.set(sliceKey, slice);
      }
      const id = preparedCedarSet(slice.key, slice.policies);
      // Every policy was checked at construction, so a slice of them parses; should one not, the
      // authorizer's fail policy decides.
      if (id === undefined) {
        throw new SkillportError(
          AUTHZ_ERROR_CODES.providerFailure,
          `Cedar could not parse the policies for role ${JSON.stringify(role)}.`,
          { details: { role } },
        );
      }
      return id;
    },
  };
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
