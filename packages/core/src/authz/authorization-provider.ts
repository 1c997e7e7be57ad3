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
