/** Stable `SkillportError.code`s thrown by the authorization library. */
export const AUTHZ_ERROR_CODES = {
  /** RBAC/Cedar/authorization config is invalid; the message names the offending path. */
  configInvalid: 'AUTHZ_CONFIG_INVALID',
  /** A policy file named by the config could not be read or parsed. */
  configUnreadable: 'AUTHZ_CONFIG_UNREADABLE',
  /** The principal names a role the provider does not know. */
  unknownRole: 'AUTHZ_UNKNOWN_ROLE',
  /** The principal carries no role and no default role was configured. */
  missingRole: 'AUTHZ_MISSING_ROLE',
  /** The request itself is malformed (unknown resource, bad action, empty target, …). */
  invalidRequest: 'AUTHZ_INVALID_REQUEST',
  /** The trusted context could not be turned into a principal. */
  principalInvalid: 'AUTHZ_PRINCIPAL_INVALID',
  /** A provider threw, or returned a decision whose `allow` is not a real boolean. */
  providerFailure: 'AUTHZ_PROVIDER_FAILURE',
  /** A custom provider module could not be loaded or does not implement the interface. */
  providerInvalid: 'AUTHZ_PROVIDER_INVALID',
  /** A call-time gate refused the request. */
  denied: 'AUTHZ_DENIED',
} as const;

export type AuthzErrorCode = (typeof AUTHZ_ERROR_CODES)[keyof typeof AUTHZ_ERROR_CODES];
