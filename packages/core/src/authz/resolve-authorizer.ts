import { isSkillportError } from '../errors/index.js';
import { AUTHZ_ERROR_CODES } from './authz-error-codes.js';
import { type Authorizer, type AuthorizerOptions, createAuthorizer } from './create-authorizer.js';
import { loadAuthorizationProvider, parseAuthorizationConfig } from './load-authorization-provider.js';
import { isPlainObject } from './principal.js';

export type AuthorizationConfigSource = unknown | (() => unknown | Promise<unknown>);

export interface ResolveAuthorizerOptions
  extends Pick<AuthorizerOptions, 'onAudit' | 'auditAllows' | 'onWarning'> {
  /** Directory relative policy files and provider modules resolve against (default: cwd). */
  baseDir?: string;
  /** See `loadAuthorizationProvider`: a new value imports a provider module again. */
  moduleVersion?: string;
}

/**
 * Turns the `authorization` config section (or a function that reads it) into the Authorizer every
 * layer shares. It never throws: when the section cannot be read, the provider cannot be built, or a
 * policy file is unreadable, the Authorizer reports it in `unavailable` (and warns once) and every
 * decision goes through the fail policy. An absent section, or `enabled: false`, gives a disabled
 * Authorizer that consults nothing. A section that cannot be read at all fails closed: the switch that
 * could have opened it is exactly what is unreadable.
 */
export async function resolveAuthorizer(
  source: AuthorizationConfigSource,
  options: ResolveAuthorizerOptions = {},
): Promise<Authorizer> {
  const base: AuthorizerOptions = {
    ...(options.onAudit !== undefined ? { onAudit: options.onAudit } : {}),
    ...(options.auditAllows !== undefined ? { auditAllows: options.auditAllows } : {}),
    ...(options.onWarning !== undefined ? { onWarning: options.onWarning } : {}),
  };
  const warn = options.onWarning ?? ((message: string) => console.warn(`[skillport authz] ${message}`));
  let raw: unknown;
  try {
    raw = typeof source === 'function' ? await (source as () => unknown)() : source;
  } catch (error) {
    return unavailableAuthorizer(base, true, 'config_unreadable', error, warn);
  }
  if (raw === undefined || raw === null) return createAuthorizer({ ...base, enabled: false });
  const section = isPlainObject(raw) ? raw : {};
  const failClosed = section.fail_closed !== false;
  let defaultRole: string | undefined;
  try {
    const cfg = parseAuthorizationConfig(raw);
    if (!cfg.enabled) return createAuthorizer({ ...base, enabled: false });
    defaultRole = cfg.default_role;
  } catch (error) {
    if (section.enabled === false) {
      warn(`authorization is disabled, but its config is invalid: ${message(error)}`);
      return createAuthorizer({ ...base, enabled: false });
    }
    return unavailableAuthorizer(base, failClosed, 'resolution_error', error, warn);
  }
  try {
    const provider = await loadAuthorizationProvider(raw, {
      ...(options.baseDir !== undefined ? { baseDir: options.baseDir } : {}),
      ...(options.moduleVersion !== undefined ? { moduleVersion: options.moduleVersion } : {}),
    });
    return createAuthorizer({
      ...base,
      provider,
      failClosed,
      ...(defaultRole !== undefined ? { defaultRole } : {}),
    });
  } catch (error) {
    const cause = isSkillportError(error, AUTHZ_ERROR_CODES.configUnreadable)
      ? 'config_unreadable'
      : 'resolution_error';
    return unavailableAuthorizer(base, failClosed, cause, error, warn);
  }
}

function unavailableAuthorizer(
  base: AuthorizerOptions,
  failClosed: boolean,
  cause: 'resolution_error' | 'config_unreadable',
  error: unknown,
  warn: (message: string) => void,
): Authorizer {
  warn(
    `authorization provider unavailable (${cause}); every decision will ${failClosed ? 'deny' : 'ALLOW'}: ${message(error)}`,
  );
  return createAuthorizer({ ...base, failClosed, unavailable: { cause, error } });
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
