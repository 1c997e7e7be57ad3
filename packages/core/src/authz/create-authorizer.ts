import { isSkillportError, SkillportError } from '../errors/index.js';
import {
  type AuthorizationProvider,
  type AuthzDecision,
  type AuthzRequest,
  assertAuthorizationProvider,
  validateAuthzDecision,
} from './authorization-provider.js';
import { AUTHZ_ERROR_CODES } from './authz-error-codes.js';
import {
  type AuthzResource,
  assertTarget,
  bareAction,
  invalidRequest,
  resourceInfo,
} from './authz-resources.js';
import type { Principal } from './principal.js';

/** How an enforced decision came about; anything but `allowed`/`denied`/`disabled` is a failure path. */
export type AuthzOutcome =
  | 'allowed'
  | 'denied'
  | 'disabled'
  | 'failed_closed'
  | 'failed_open'
  | 'invalid_request';

export type AuthzFailureCause =
  | 'provider_error'
  | 'role_error'
  | 'malformed_decision'
  | 'resolution_error'
  | 'config_unreadable'
  | 'invalid_request';

export interface EnforcedDecision extends AuthzDecision {
  readonly outcome: AuthzOutcome;
  readonly cause?: AuthzFailureCause;
}

/**
 * One audit record per denied decision (and per fail-open allow). It never carries `request.context`:
 * tool inputs there may hold secrets.
 */
export interface AuthzAuditEvent {
  readonly type: 'authz.decision';
  /** Milliseconds since the epoch. */
  readonly at: number;
  readonly allow: boolean;
  readonly outcome: AuthzOutcome;
  readonly cause?: AuthzFailureCause;
  readonly policyId: string;
  readonly reasons: readonly string[];
  readonly principal: {
    readonly userId: unknown;
    readonly role: unknown;
    readonly isInternal: unknown;
  } | null;
  readonly resource: unknown;
  readonly action: unknown;
  readonly target: unknown;
  readonly error?: { readonly code: string; readonly message: string };
}

export interface AuthorizerOptions {
  /** The provider; ignored when disabled. Layer 1 and Layer 2 must share one authorizer per run. */
  provider?: AuthorizationProvider | null;
  /** `false` = allow everything and consult nothing (SPEC: "changes nothing"). Default true. */
  enabled?: boolean;
  /** Failures deny (true, default) or allow with a warning (false). Explicit denies always stay denies. */
  failClosed?: boolean;
  /** Set when the provider could not be produced: every decision goes through the fail policy. */
  unavailable?: { cause: 'resolution_error' | 'config_unreadable'; error: unknown };
  /** Receives every deny and every fail-open allow; allows too when `auditAllows`. Must not throw. */
  onAudit?: (event: AuthzAuditEvent) => void;
  auditAllows?: boolean;
  /** Where fail-open warnings go (default: console.warn). */
  onWarning?: (message: string) => void;
  /** Role for principals without one; informational here, used with buildPrincipal by callers. */
  defaultRole?: string;
}

/** Items Layer 1 filters: names, or objects carrying a `name`. */
export type Named = string | { readonly name: string };

export interface Authorizer {
  readonly enabled: boolean;
  readonly failClosed: boolean;
  readonly defaultRole: string | undefined;
  readonly unavailable: { readonly cause: AuthzFailureCause; readonly error: unknown } | null;
  /** Never throws: every failure is turned into a decision by the fail policy. */
  decide(request: AuthzRequest): EnforcedDecision;
  decideAsync(request: AuthzRequest): Promise<EnforcedDecision>;
  /** Layer 2 call-time gate: returns the decision when allowed, throws AUTHZ_DENIED otherwise. */
  check(request: AuthzRequest): EnforcedDecision;
  checkAsync(request: AuthzRequest): Promise<EnforcedDecision>;
  /** Layer 1: keeps the items the principal may see (order and duplicates kept). */
  filterAllowed<T extends Named>(principal: Principal, resource: AuthzResource, items: readonly T[]): T[];
  filterTools<T extends Named>(principal: Principal, tools: readonly T[]): T[];
  filterSkills<T extends Named>(principal: Principal, skills: readonly T[]): T[];
  filterModels<T extends Named>(principal: Principal, models: readonly T[]): T[];
  /** The route permissions the principal holds; a failure on one permission affects only that one. */
  resolveRoutePermissions(principal: Principal, permissions: readonly string[]): Promise<string[]>;
}

const DISABLED: EnforcedDecision = Object.freeze({
  allow: true,
  reasons: Object.freeze(['authorization is disabled']),
  policyId: 'authz:disabled',
  outcome: 'disabled',
});

/**
 * The single enforcement point every layer uses. Sync and async paths differ only in how they call
 * the provider; validation of the request, validation of the decision, the fail policy and auditing
 * are one shared core, so they cannot drift apart.
 */
export function createAuthorizer(options: AuthorizerOptions = {}): Authorizer {
  const enabled = options.enabled ?? true;
  const failClosed = options.failClosed ?? true;
  const warn = options.onWarning ?? ((message: string) => console.warn(`[skillport authz] ${message}`));
  const provider = options.provider ?? null;
  let unavailable: Authorizer['unavailable'] = options.unavailable ?? null;
  if (enabled && unavailable === null) {
    try {
      assertAuthorizationProvider(provider, 'the configured authorization provider');
    } catch (error) {
      unavailable = { cause: 'resolution_error', error };
    }
  }

  const safely = (fn: () => void): void => {
    try {
      fn();
    } catch (error) {
      // A broken sink must neither hide the decision nor change it.
      try {
        warn(`audit/warning sink threw: ${errorMessage(error)}`);
      } catch {}
    }
  };

  const record = (request: unknown, decision: EnforcedDecision, error?: unknown): EnforcedDecision => {
    if (!decision.allow || decision.outcome === 'failed_open' || options.auditAllows) {
      const sink = options.onAudit;
      if (sink !== undefined) safely(() => sink(auditEvent(request, decision, error)));
    }
    if (decision.outcome === 'failed_open') {
      safely(() =>
        warn(`allowing despite ${decision.cause} (fail_closed: false): ${decision.reasons.join('; ')}`),
      );
    }
    return decision;
  };

  const fail = (request: unknown, cause: AuthzFailureCause, error: unknown): EnforcedDecision => {
    const reason = `${cause.replaceAll('_', ' ')}: ${errorMessage(error)}`;
    // Invalid requests are caller bugs, not outages: the fail-open switch does not apply to them.
    const allow = cause !== 'invalid_request' && !failClosed;
    const outcome: AuthzOutcome =
      cause === 'invalid_request' ? 'invalid_request' : allow ? 'failed_open' : 'failed_closed';
    return record(request, { allow, reasons: [reason], policyId: `authz:${outcome}`, outcome, cause }, error);
  };

  /** Request validation shared by all paths, before any provider sees the request. */
  const precheck = (request: AuthzRequest): EnforcedDecision | null => {
    if (!enabled) return DISABLED;
    try {
      if (request === null || typeof request !== 'object') throw invalidRequest('request must be an object.');
      const info = resourceInfo(request.resource);
      bareAction(info, request.action);
      assertTarget(request.target, 'request.target');
      assertPrincipal(request.principal);
    } catch (error) {
      return fail(request, 'invalid_request', error);
    }
    if (unavailable !== null) return fail(request, unavailable.cause, unavailable.error);
    return null;
  };

  const settle = (request: AuthzRequest, raw: unknown): EnforcedDecision => {
    let d: AuthzDecision;
    try {
      d = validateAuthzDecision(raw);
    } catch (error) {
      return fail(request, 'malformed_decision', error);
    }
    return record(request, {
      allow: d.allow,
      reasons: d.reasons,
      policyId: d.policyId,
      outcome: d.allow ? 'allowed' : 'denied',
    });
  };

  const decide = (request: AuthzRequest): EnforcedDecision => {
    const early = precheck(request);
    if (early !== null) return early;
    let raw: unknown;
    try {
      raw = (provider as AuthorizationProvider).authorize(request);
    } catch (error) {
      return fail(request, failureCause(error), error);
    }
    return settle(request, raw);
  };

  const decideAsync = async (request: AuthzRequest): Promise<EnforcedDecision> => {
    const early = precheck(request);
    if (early !== null) return early;
    let raw: unknown;
    try {
      raw = await (provider as AuthorizationProvider).authorizeAsync(request);
    } catch (error) {
      return fail(request, failureCause(error), error);
    }
    return settle(request, raw);
  };

  const gate = (request: AuthzRequest, decision: EnforcedDecision): EnforcedDecision => {
    if (decision.allow) return decision;
    const r = request as Partial<AuthzRequest> | null;
    throw new SkillportError(
      AUTHZ_ERROR_CODES.denied,
      `Not permitted: ${String(r?.resource)}:${String(r?.action)} on ${JSON.stringify(r?.target)} (${decision.policyId}).`,
      {
        details: { resource: r?.resource, action: r?.action, target: r?.target, policyId: decision.policyId },
      },
    );
  };

  const filterAllowed = <T extends Named>(
    principal: Principal,
    resource: AuthzResource,
    items: readonly T[],
  ): T[] => {
    if (!enabled) return [...items];
    let listAction: string;
    try {
      listAction = resourceInfo(resource).listAction;
    } catch (error) {
      fail({ principal, resource }, 'invalid_request', error);
      return [];
    }
    const names = items.map((item) => (typeof item === 'string' ? item : (item as { name?: unknown })?.name));
    const valid: string[] = [];
    for (const name of new Set(names)) {
      if (typeof name === 'string' && name !== '') valid.push(name);
      else decide({ principal, resource, action: listAction, target: name as string });
    }
    const one = (name: string) => decide({ principal, resource, action: listAction, target: name });
    let allowed: ReadonlySet<string>;
    if (unavailable !== null || valid.length === 0) {
      allowed = new Set(valid.filter((name) => one(name).allow));
    } else {
      allowed = batch(principal, resource, valid, listAction, one);
    }
    return items.filter((_, i) => allowed.has(names[i] as string));
  };

  /** One provider call for the whole list; its answer is validated and every hidden name is audited. */
  const batch = (
    principal: Principal,
    resource: AuthzResource,
    names: readonly string[],
    action: string,
    one: (name: string) => EnforcedDecision,
  ): ReadonlySet<string> => {
    let error: unknown;
    try {
      const result: unknown = (provider as AuthorizationProvider).filterResources(principal, resource, names);
      const known = new Set(names);
      if (Array.isArray(result) && result.every((n) => typeof n === 'string' && known.has(n))) {
        const allowed = new Set(result as string[]);
        for (const name of names) {
          if (!allowed.has(name)) {
            record(
              { principal, resource, action, target: name },
              {
                allow: false,
                reasons: ['not returned by the provider filterResources'],
                policyId: 'authz:filtered',
                outcome: 'denied',
              },
            );
          }
        }
        return allowed;
      }
      error = new SkillportError(
        AUTHZ_ERROR_CODES.providerFailure,
        'filterResources must return a list made of the names it was given',
      );
    } catch (thrown) {
      error = thrown;
    }
    // Closed: the batch failed, so nothing is shown. Open: ask per name, so that an explicit deny from
    // authorize still hides the name and only genuinely unanswerable names are let through.
    if (failClosed) {
      for (const name of names)
        fail({ principal, resource, action, target: name }, failureCause(error), error);
      return new Set();
    }
    return new Set(names.filter((name) => one(name).allow));
  };

  return Object.freeze({
    enabled,
    failClosed,
    defaultRole: options.defaultRole,
    unavailable: enabled ? unavailable : null,
    decide,
    decideAsync,
    check: (request: AuthzRequest) => gate(request, decide(request)),
    checkAsync: async (request: AuthzRequest) => gate(request, await decideAsync(request)),
    filterAllowed,
    filterTools: <T extends Named>(principal: Principal, tools: readonly T[]) =>
      filterAllowed(principal, 'tool', tools),
    filterSkills: <T extends Named>(principal: Principal, skills: readonly T[]) =>
      filterAllowed(principal, 'skill', skills),
    filterModels: <T extends Named>(principal: Principal, models: readonly T[]) =>
      filterAllowed(principal, 'model', models),
    async resolveRoutePermissions(principal: Principal, permissions: readonly string[]): Promise<string[]> {
      const decisions = await Promise.all(
        permissions.map((permission) =>
          decideAsync({ principal, resource: 'route', action: permission, target: permission }),
        ),
      );
      return permissions.filter((_, i) => decisions[i]!.allow);
    },
  });
}

function assertPrincipal(principal: unknown): void {
  const p = principal as Partial<Principal> | null;
  if (p === null || typeof p !== 'object' || typeof p.userId !== 'string' || p.userId === '') {
    throw invalidRequest('request.principal must be a principal from buildPrincipal (userId missing).');
  }
  if (typeof p.isInternal !== 'boolean')
    throw invalidRequest('request.principal.isInternal must be a boolean.');
}

function failureCause(error: unknown): AuthzFailureCause {
  if (
    isSkillportError(error, AUTHZ_ERROR_CODES.unknownRole) ||
    isSkillportError(error, AUTHZ_ERROR_CODES.missingRole)
  ) {
    return 'role_error';
  }
  return 'provider_error';
}

function auditEvent(request: unknown, decision: EnforcedDecision, error: unknown): AuthzAuditEvent {
  const r = (request !== null && typeof request === 'object' ? request : {}) as Record<string, unknown>;
  const p = r.principal as Record<string, unknown> | null | undefined;
  const event: { -readonly [K in keyof AuthzAuditEvent]: AuthzAuditEvent[K] } = {
    type: 'authz.decision',
    at: Date.now(),
    allow: decision.allow,
    outcome: decision.outcome,
    policyId: decision.policyId,
    reasons: decision.reasons,
    principal:
      p !== null && typeof p === 'object'
        ? { userId: p.userId, role: p.role, isInternal: p.isInternal }
        : null,
    resource: r.resource,
    action: r.action,
    target: r.target,
  };
  if (decision.cause !== undefined) event.cause = decision.cause;
  if (error !== undefined) {
    event.error = { code: isSkillportError(error) ? error.code : 'ERROR', message: errorMessage(error) };
  }
  return event;
}

function errorMessage(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return '(unprintable error)';
  }
}
