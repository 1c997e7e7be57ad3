import { SkillportError } from '../errors/index.js';
import { AUTHZ_ERROR_CODES } from './authz-error-codes.js';
import type { AuthzResource } from './authz-resources.js';
import type { Principal } from './principal.js';

/**
 * One authorization question. `action` may be bare (`call`) or qualified (`tool:call`); routes use the
 * route permission as action and target (`route:<permission>`).
 */
export interface AuthzRequest {
  readonly principal: Principal;
  readonly resource: AuthzResource;
  readonly action: string;
  readonly target: string;
  readonly context?: Readonly<Record<string, unknown>>;
}

export interface AuthzDecision {
  readonly allow: boolean;
  readonly reasons: readonly string[];
  readonly policyId: string;
}

/**
 * What every provider (built-in or custom) implements. All three methods are required: there is no
 * default `filterResources`, because a provider that cannot answer in batch must still answer for each
 * name itself rather than have a caller guess.
 */
export interface AuthorizationProvider {
  authorize(request: AuthzRequest): AuthzDecision;
  authorizeAsync(request: AuthzRequest): Promise<AuthzDecision>;
  /** The subset of `names` the principal may see, in input order with duplicates kept. */
  filterResources(principal: Principal, resource: AuthzResource, names: readonly string[]): string[];
}

const PROVIDER_METHODS = ['authorize', 'authorizeAsync', 'filterResources'] as const;

/** Refuses anything that does not implement all three provider methods as functions. */
export function assertAuthorizationProvider(
  value: unknown,
  where: string,
): asserts value is AuthorizationProvider {
  const missing =
    value === null || (typeof value !== 'object' && typeof value !== 'function')
      ? [...PROVIDER_METHODS]
      : PROVIDER_METHODS.filter((m) => typeof (value as Record<string, unknown>)[m] !== 'function');
  if (missing.length > 0) {
    throw new SkillportError(
      AUTHZ_ERROR_CODES.providerInvalid,
      `${where} is not an authorization provider: missing method(s) ${missing.join(', ')}. ` +
        'A provider must implement authorize, authorizeAsync and filterResources.',
      { details: { where, missing } },
    );
  }
}

const UNREADABLE_REASONS: readonly string[] = Object.freeze(['(provider gave no readable reasons)']);

/**
 * Turns whatever a provider returned into a decision. A value whose `allow` is not a real boolean (a
 * string "false", 1, a Boolean object, a promise from a sync method, a throwing getter) is a provider
 * failure: AUTHZ_PROVIDER_FAILURE. Once `allow` is a real boolean the verdict stands: unreadable
 * `reasons` or `policyId` are replaced, never allowed to turn a deny into an error (and so, under
 * fail-open, into an allow).
 */
export function validateAuthzDecision(raw: unknown): AuthzDecision {
  let allow: unknown;
  try {
    allow = raw !== null && typeof raw === 'object' ? (raw as { allow: unknown }).allow : undefined;
  } catch (cause) {
    throw new SkillportError(AUTHZ_ERROR_CODES.providerFailure, "reading the decision's allow threw", {
      cause,
    });
  }
  if (typeof allow !== 'boolean') {
    const got =
      allow === null ? 'null' : typeof allow === 'object' ? 'an object' : `${typeof allow} ${String(allow)}`;
    throw new SkillportError(
      AUTHZ_ERROR_CODES.providerFailure,
      `provider returned a decision whose allow is ${got}, not a boolean`,
    );
  }
  let reasons: readonly string[];
  try {
    const value = (raw as { reasons?: unknown }).reasons;
    // Frozen lists (the built-in providers') cannot change under us and need no copy.
    reasons = Array.isArray(value)
      ? Object.isFrozen(value)
        ? value
        : value.map(String)
      : UNREADABLE_REASONS;
  } catch {
    reasons = UNREADABLE_REASONS;
  }
  let policyId: string;
  try {
    const value = (raw as { policyId?: unknown }).policyId;
    policyId = typeof value === 'string' && value !== '' ? value : 'unknown';
  } catch {
    policyId = 'unknown';
  }
  return { allow, reasons, policyId };
}
