import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { SkillportError } from '../errors/index.js';
import {
  type AuthorizationProvider,
  type AuthzRequest,
  assertAuthorizationProvider,
  validateAuthzDecision,
} from './authorization-provider.js';
import { AUTHZ_ERROR_CODES } from './authz-error-codes.js';
import type { RbacConfig } from './compile-rbac-config.js';
import { createCedarProvider } from './create-cedar-provider.js';
import { createRbacProvider } from './create-rbac-provider.js';
import { isPlainObject } from './principal.js';

const NonEmpty = z.string().min(1);

/** The `authorization` section of the Skillport config. */
export const AuthorizationConfigSchema = z
  .object({
    /** Present section ⇒ enabled unless said otherwise. `false` changes nothing anywhere. */
    enabled: z.boolean().default(true),
    /** Provider errors, resolution errors and unreadable policy files deny (true) or allow with a warning. */
    fail_closed: z.boolean().default(true),
    /**
     * `rbac`, `cedar`, or a path to an ES module (relative paths resolve against `baseDir`). Required
     * unless `enabled: false`.
     */
    provider: NonEmpty.optional(),
    /** Role for principals whose trusted context carries none. Must be a configured role. */
    default_role: NonEmpty.optional(),
    /** rbac: the roles map inline, or a YAML/JSON file holding `{roles: …}`. */
    roles: z.unknown().optional(),
    roles_file: NonEmpty.optional(),
    /** cedar: policy text inline or in a file, known role names, extra static entities. */
    policies: z.string().optional(),
    policies_file: NonEmpty.optional(),
    known_roles: z.array(NonEmpty).optional(),
    entities: z.array(z.record(z.string(), z.unknown())).optional(),
    /** custom module: passed to the module's factory. */
    options: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .superRefine((cfg, ctx) => {
    if (cfg.enabled && cfg.provider === undefined) {
      ctx.addIssue({ code: 'custom', path: ['provider'], message: 'is required when enabled' });
    }
  });
export type AuthorizationConfig = z.output<typeof AuthorizationConfigSchema>;
export type AuthorizationConfigInput = z.input<typeof AuthorizationConfigSchema>;

/** Validates the `authorization` section, naming the offending key (`authorization.fail_closed`). */
export function parseAuthorizationConfig(config: unknown): AuthorizationConfig {
  const parsed = AuthorizationConfigSchema.safeParse(normalizeKeys(config));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const at = ['authorization', ...issue.path.map(String), ...keys.slice(0, 1)].join('.');
  throw new SkillportError(
    AUTHZ_ERROR_CODES.configInvalid,
    `Invalid authorization config at ${at}: ${issue.message}.`,
    {
      details: { path: at },
    },
  );
}

/** camelCase spellings a TypeScript caller naturally writes, and `type` for `provider`. */
const KEY_ALIASES: Record<string, string> = {
  type: 'provider',
  failClosed: 'fail_closed',
  defaultRole: 'default_role',
  rolesFile: 'roles_file',
  policiesFile: 'policies_file',
  knownRoles: 'known_roles',
};

/**
 * Accepts the section itself or a whole config holding it (`{authorization: {...}}`), and the aliases
 * above. An alias given next to its canonical key is left in place, so the strict schema reports it.
 */
function normalizeKeys(config: unknown): unknown {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return config;
  let section = config as Record<string, unknown>;
  const keys = Object.keys(section);
  if (keys.length === 1 && keys[0] === 'authorization' && typeof section.authorization === 'object') {
    section = section.authorization as Record<string, unknown>;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(section)) {
    const canonical = KEY_ALIASES[key];
    if (canonical !== undefined && !Object.hasOwn(section, canonical)) out[canonical] = value;
    else out[key] = value;
  }
  return out;
}

/** Answers allow for everything without looking at the request: what `enabled: false` means. */
export const DISABLED_AUTHORIZATION_PROVIDER: AuthorizationProvider = Object.freeze({
  authorize: () => DISABLED_DECISION,
  authorizeAsync: async () => DISABLED_DECISION,
  filterResources: (_principal: unknown, _resource: unknown, names: readonly string[]) => [...names],
});
const DISABLED_DECISION = Object.freeze({
  allow: true,
  reasons: Object.freeze(['authorization is disabled']),
  policyId: 'authz:disabled',
});

/**
 * Builds the configured provider: `rbac`, `cedar`, or a custom ES module whose `default` (or
 * `createAuthorizationProvider`, or `provider`) export is a provider object, a factory returning one
 * (sync or async, called with `options` and the whole parsed section), or a class (constructed the
 * same way); with none of those exports, the module's own `authorize`/`authorizeAsync`/
 * `filterResources` exports. Whatever it yields must implement all three methods. With
 * `enabled: false` nothing is read or imported and the returned provider allows all.
 * Throws AUTHZ_CONFIG_INVALID / AUTHZ_CONFIG_UNREADABLE / AUTHZ_PROVIDER_INVALID with the cause.
 */
export async function loadAuthorizationProvider(
  config: unknown,
  options: {
    baseDir?: string;
    /**
     * Added to a provider module's URL (`?v=…`): ES modules are cached by URL, so a reload of a changed
     * module file needs a new one. Each distinct version stays in memory for the process's lifetime.
     */
    moduleVersion?: string;
  } = {},
): Promise<AuthorizationProvider> {
  const cfg = parseAuthorizationConfig(config);
  if (!cfg.enabled) return DISABLED_AUTHORIZATION_PROVIDER;
  const baseDir = options.baseDir ?? process.cwd();
  if (cfg.provider === 'rbac') {
    const rbac = await rbacConfig(cfg, baseDir);
    const fromLastFile = lastRolesFile !== undefined && lastRolesFile.roles === rbac.roles;
    const provider = (fromLastFile ? lastRolesFile?.provider : undefined) ?? createRbacProvider(rbac);
    if (fromLastFile && lastRolesFile !== undefined) lastRolesFile.provider = provider;
    checkDefaultRole(cfg, Object.keys(rbac.roles));
    return provider;
  }
  if (cfg.provider === 'cedar') {
    const policies = await oneOf(cfg, 'policies', 'policies_file', baseDir, (text) => text);
    if (typeof policies !== 'string') throw invalid('authorization.policies', 'must be Cedar policy text');
    if (cfg.known_roles !== undefined) checkDefaultRole(cfg, cfg.known_roles);
    return createCedarProvider({
      policies,
      ...(cfg.known_roles !== undefined ? { roles: cfg.known_roles } : {}),
      ...(cfg.entities !== undefined ? { entities: cfg.entities as never } : {}),
    });
  }
  // The schema requires a provider whenever authorization is enabled.
  return loadModuleProvider(cfg.provider!, cfg, baseDir, options.moduleVersion);
}

/**
 * The roles read last from a roles file, by the file's text, and the provider built from them: the
 * gateway builds one authorizer for decisions and one for probes from the same file, and reloads an
 * unchanged file; parsing the YAML of 1,000 roles again each time took seconds. Providers are
 * immutable, so sharing one is sound; a changed text is parsed and compiled afresh.
 */
let lastRolesFile:
  | { file: string; text: string; roles: unknown; provider?: AuthorizationProvider }
  | undefined;

async function rbacConfig(cfg: AuthorizationConfig, baseDir: string): Promise<RbacConfig> {
  const fromFile = (text: string, file: string): unknown => {
    if (lastRolesFile?.file === file && lastRolesFile.text === text) return lastRolesFile.roles;
    const doc: unknown = parseYaml(text);
    if (!isPlainObject(doc) || !('roles' in doc)) {
      throw new SkillportError(
        AUTHZ_ERROR_CODES.configInvalid,
        `${file} must hold a mapping with a "roles" key.`,
        {
          details: { path: file },
        },
      );
    }
    lastRolesFile = { file, text, roles: doc.roles };
    return doc.roles;
  };
  return { roles: await oneOf(cfg, 'roles', 'roles_file', baseDir, fromFile) } as RbacConfig;
}

/** Reads the inline value or the file named by `<key>_file`; exactly one of them must be set. */
async function oneOf(
  cfg: AuthorizationConfig,
  key: 'roles' | 'policies',
  fileKey: 'roles_file' | 'policies_file',
  baseDir: string,
  parse: (text: string, file: string) => unknown,
): Promise<unknown> {
  const inline = cfg[key];
  const file = cfg[fileKey];
  if ((inline === undefined) === (file === undefined)) {
    throw invalid(
      `authorization.${key}`,
      `provider "${cfg.provider}" needs exactly one of ${key} or ${fileKey}`,
    );
  }
  if (file === undefined) return inline;
  const absolute = path.resolve(baseDir, file);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (cause) {
    throw unreadable(absolute, cause);
  }
  try {
    return parse(text, absolute);
  } catch (cause) {
    if (cause instanceof SkillportError) throw cause;
    throw unreadable(absolute, cause);
  }
}

function checkDefaultRole(cfg: AuthorizationConfig, roles: readonly string[]): void {
  if (cfg.default_role !== undefined && !roles.includes(cfg.default_role)) {
    throw invalid(
      'authorization.default_role',
      `"${cfg.default_role}" is not a configured role (known: ${roles.join(', ') || 'none'})`,
    );
  }
}

const MODULE_EXPORTS = ['default', 'createAuthorizationProvider', 'provider'] as const;

async function loadModuleProvider(
  spec: string,
  cfg: AuthorizationConfig,
  baseDir: string,
  version: string | undefined,
): Promise<AuthorizationProvider> {
  if (!(spec.startsWith('.') || path.isAbsolute(spec) || spec.startsWith('file:'))) {
    throw invalid(
      'authorization.provider',
      `"${spec}" must be "rbac", "cedar", or a path to a module (./x.js)`,
    );
  }
  const url = new URL(spec.startsWith('file:') ? spec : pathToFileURL(path.resolve(baseDir, spec)).href);
  if (version !== undefined) url.searchParams.set('v', version);
  const where = `authorization provider module ${spec}`;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(url.href)) as Record<string, unknown>;
  } catch (cause) {
    throw new SkillportError(AUTHZ_ERROR_CODES.providerInvalid, `Cannot load ${where}: ${message(cause)}.`, {
      details: { provider: spec },
      cause,
    });
  }
  const name = MODULE_EXPORTS.find((n) => mod[n] !== undefined);
  if (name === undefined && typeof mod.authorize === 'function') {
    // The module itself is the provider: `export function authorize…`, `authorizeAsync`, `filterResources`.
    assertAuthorizationProvider(mod, where);
    return checkedAnswers(mod);
  }
  if (name === undefined) {
    throw new SkillportError(
      AUTHZ_ERROR_CODES.providerInvalid,
      `${where} exports none of ${MODULE_EXPORTS.join(', ')}; export a provider or a factory.`,
      { details: { provider: spec } },
    );
  }
  const exported = mod[name];
  let provider: unknown = exported;
  if (typeof exported === 'function') {
    const opts = cfg.options ?? {};
    try {
      const proto = (exported as { prototype?: Record<string, unknown> }).prototype;
      provider =
        typeof proto?.authorize === 'function' || isClass(exported)
          ? new (exported as new (o: unknown, c: unknown) => unknown)(opts, cfg)
          : await (exported as (o: unknown, c: unknown) => unknown)(opts, cfg);
    } catch (cause) {
      throw new SkillportError(
        AUTHZ_ERROR_CODES.providerInvalid,
        `The factory of ${where} threw: ${message(cause)}.`,
        { details: { provider: spec }, cause },
      );
    }
  }
  assertAuthorizationProvider(provider, `export "${name}" of ${where}`);
  return checkedAnswers(provider);
}

/**
 * A custom provider's answers are checked like its shape: a decision whose `allow` is not a real
 * boolean, or a filter result that is not a list of the names it was given, throws
 * AUTHZ_PROVIDER_FAILURE instead of reaching a caller that might read `'false'` as truthy.
 */
function checkedAnswers(provider: AuthorizationProvider): AuthorizationProvider {
  return Object.freeze({
    authorize: (request: AuthzRequest) => validateAuthzDecision(provider.authorize(request)),
    authorizeAsync: async (request: AuthzRequest) =>
      validateAuthzDecision(await provider.authorizeAsync(request)),
    filterResources(...args: Parameters<AuthorizationProvider['filterResources']>): string[] {
      const result: unknown = provider.filterResources(...args);
      const given = new Set(args[2]);
      if (!Array.isArray(result) || !result.every((n) => typeof n === 'string' && given.has(n))) {
        throw new SkillportError(
          AUTHZ_ERROR_CODES.providerFailure,
          'The custom provider filterResources must return a list made of the names it was given.',
        );
      }
      return result as string[];
    },
  });
}

/** A class whose methods are instance fields has nothing on its prototype, and cannot be called. */
function isClass(fn: unknown): boolean {
  return /^class\b/.test(Function.prototype.toString.call(fn));
}

function invalid(at: string, msg: string): SkillportError {
  return new SkillportError(
    AUTHZ_ERROR_CODES.configInvalid,
    `Invalid authorization config at ${at}: ${msg}.`,
    {
      details: { path: at },
    },
  );
}

function unreadable(file: string, cause: unknown): SkillportError {
  return new SkillportError(
    AUTHZ_ERROR_CODES.configUnreadable,
    `Cannot read authorization policy file ${file}: ${message(cause)}. Fix or restore the file.`,
    { details: { path: file }, cause },
  );
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
