/**
 * Authorization (SPEC §4). How the later layers use it:
 *
 *   const authz = await resolveAuthorizer(config.authorization, { onAudit: auditLog.write });
 *   const principal = buildPrincipal(trustedContextFromAuth, { defaultRole: authz.defaultRole });
 *   // Layer 1, before the model sees anything:
 *   const tools = authz.filterTools(principal, allTools);
 *   // Layer 2, at call time (same authorizer, same principal):
 *   await authz.checkAsync({ principal, resource: 'tool', action: 'call', target: name, context });
 *   // Gateway: route permissions for this caller
 *   const permissions = await authz.resolveRoutePermissions(principal, ALL_ROUTE_PERMISSIONS);
 *
 * Providers (`createRbacProvider`, `createCedarProvider`, custom modules via
 * `loadAuthorizationProvider`) answer questions and throw on errors; the Authorizer is the only place
 * that applies `enabled`, `fail_closed`, decision validation and auditing.
 */
export {
  type AuthorizationProvider,
  type AuthzDecision,
  type AuthzRequest,
  assertAuthorizationProvider,
  validateAuthzDecision,
} from './authorization-provider.js';
export { AUTHZ_ERROR_CODES, type AuthzErrorCode } from './authz-error-codes.js';
export {
  AUTHZ_RESOURCE_NAMES,
  AUTHZ_RESOURCES,
  type AuthzResource,
  type AuthzResourceInfo,
  RBAC_RESOURCE_KEYS,
} from './authz-resources.js';
export type { RbacConfig, RbacRuleValue } from './compile-rbac-config.js';
export {
  type Authorizer,
  type AuthorizerOptions,
  type AuthzAuditEvent,
  type AuthzFailureCause,
  type AuthzOutcome,
  createAuthorizer,
  type EnforcedDecision,
  type Named,
} from './create-authorizer.js';
export {
  CEDAR_NAMESPACE,
  CEDAR_RESOURCE_TYPES,
  type CedarProviderOptions,
  createCedarProvider,
} from './create-cedar-provider.js';
export { createRbacProvider } from './create-rbac-provider.js';
export {
  type AuthorizationConfig,
  type AuthorizationConfigInput,
  AuthorizationConfigSchema,
  DISABLED_AUTHORIZATION_PROVIDER,
  loadAuthorizationProvider,
  parseAuthorizationConfig,
} from './load-authorization-provider.js';
export {
  buildPrincipal,
  CLIENT_AUTHZ_FIELDS,
  INTERNAL_AUTH_SOURCE,
  type JsonValue,
  MAX_ATTRIBUTE_DEPTH,
  MAX_ATTRIBUTE_NODES,
  type Principal,
  PrincipalSchema,
  stripClientAuthorizationFields,
  type TrustedContext,
  TrustedContextSchema,
} from './principal.js';
export { rbacToCedarPolicies } from './rbac-to-cedar-policies.js';
export {
  type AuthorizationConfigSource,
  type ResolveAuthorizerOptions,
  resolveAuthorizer,
} from './resolve-authorizer.js';
