import { SkillportError } from '../errors/index.js';
import { AUTHZ_ERROR_CODES } from './authz-error-codes.js';
import { AUTHZ_RESOURCE_NAMES, AUTHZ_RESOURCES, RBAC_RESOURCE_KEYS } from './authz-resources.js';
import { isPlainObject } from './principal.js';

/** How a role treats one resource, after every accepted spelling has been reduced to sets. */
export interface RbacResourcePolicy {
  readonly allowAll: boolean;
  readonly allow: ReadonlySet<string>;
  readonly denyAll: boolean;
  readonly deny: ReadonlySet<string>;
}

/** Per role, one entry per resource (indexed like AUTHZ_RESOURCE_NAMES); `undefined` = unrestricted. */
export type RbacRoleTable = ReadonlyMap<string, ReadonlyArray<RbacResourcePolicy | undefined>>;

/** One rule value as written in config: `"*"`, `true`, `false`, or a list of exact names. */
export type RbacRuleValue = '*' | boolean | readonly string[];
export interface RbacConfig {
  roles: Record<string, Partial<Record<string, { allow?: RbacRuleValue; deny?: RbacRuleValue }>>>;
}

interface ConfigIssue {
  path: string;
  message: string;
}

const RESOURCE_KEY_INDEX = new Map(RBAC_RESOURCE_KEYS.map((key, i) => [key, i]));
const RULE_KEYS = new Set(['allow', 'deny']);

/**
 * Validates an RBAC config and reduces it to sets, collecting every problem with its path
 * (`roles.editor.tools.allow[2]`). Written by hand rather than with zod so each message can say what
 * to write instead — in particular for singular keys like `tool`, which would otherwise be a policy
 * stored under a key no request ever reads.
 */
export function compileRbacConfig(config: unknown): RbacRoleTable {
  const issues: ConfigIssue[] = [];
  const table = new Map<string, Array<RbacResourcePolicy | undefined>>();
  if (!isPlainObject(config)) {
    issues.push({ path: '(config)', message: 'must be an object like {roles: {...}}' });
  } else {
    for (const key of Object.keys(config)) {
      if (key !== 'roles')
        issues.push({ path: key, message: 'is not a known key; the RBAC config has only "roles"' });
    }
    const roles = config.roles;
    if (!isPlainObject(roles)) {
      issues.push({
        path: 'roles',
        message: describe(roles, 'must be an object mapping role names to policies'),
      });
    } else {
      for (const [role, policy] of Object.entries(roles)) {
        const compiled = compileRole(['roles', role], policy, issues);
        if (role === '')
          issues.push({ path: formatPath(['roles', role]), message: 'role name must not be empty' });
        if (compiled !== undefined) table.set(role, compiled);
      }
    }
  }
  if (issues.length > 0) {
    const first = issues[0]!;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem(s))` : '';
    throw new SkillportError(
      AUTHZ_ERROR_CODES.configInvalid,
      `Invalid RBAC config at ${first.path}: ${first.message}${more}.`,
      { details: { path: first.path, issues } },
    );
  }
  return table;
}

function compileRole(
  path: string[],
  policy: unknown,
  issues: ConfigIssue[],
): Array<RbacResourcePolicy | undefined> | undefined {
  if (!isPlainObject(policy)) {
    issues.push({
      path: formatPath(path),
      message: describe(
        policy,
        'must be an object of resource policies (use {} for a role with no restrictions)',
      ),
    });
    return undefined;
  }
  const entries = new Array<RbacResourcePolicy | undefined>(AUTHZ_RESOURCE_NAMES.length).fill(undefined);
  for (const [key, value] of Object.entries(policy)) {
    const at = [...path, key];
    const index = RESOURCE_KEY_INDEX.get(key);
    if (index === undefined) {
      const singular = AUTHZ_RESOURCES.get(key);
      issues.push({
        path: formatPath(at),
        message:
          singular !== undefined
            ? `"${key}" is the request resource name; the config key is "${singular.configKey}"`
            : `is not a known resource key; use one of ${RBAC_RESOURCE_KEYS.join(', ')}`,
      });
      continue;
    }
    entries[index] = compileResource(at, value, issues);
  }
  return entries;
}

function compileResource(
  path: string[],
  value: unknown,
  issues: ConfigIssue[],
): RbacResourcePolicy | undefined {
  if (!isPlainObject(value)) {
    issues.push({
      path: formatPath(path),
      message: describe(value, 'must be an object with "allow" and/or "deny"'),
    });
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (!RULE_KEYS.has(key)) {
      issues.push({
        path: formatPath([...path, key]),
        message: 'is not a known key; use "allow" and/or "deny"',
      });
    }
  }
  // An omitted allow means "everything"; an omitted deny means "nothing".
  const allow = 'allow' in value ? compileRule([...path, 'allow'], value.allow, issues) : ALL_RULE;
  const deny = 'deny' in value ? compileRule([...path, 'deny'], value.deny, issues) : NONE_RULE;
  if (allow === undefined || deny === undefined) return undefined;
  return { allowAll: allow.all, allow: allow.names, denyAll: deny.all, deny: deny.names };
}

interface Rule {
  all: boolean;
  names: ReadonlySet<string>;
}
const ALL_RULE: Rule = { all: true, names: new Set() };
const NONE_RULE: Rule = { all: false, names: new Set() };

function compileRule(path: string[], value: unknown, issues: ConfigIssue[]): Rule | undefined {
  if (value === '*' || value === true) return ALL_RULE;
  if (value === false) return NONE_RULE;
  if (Array.isArray(value)) {
    let ok = true;
    value.forEach((name, i) => {
      if (typeof name !== 'string' || name === '') {
        issues.push({
          path: `${formatPath(path)}[${i}]`,
          message: describe(name, 'must be a non-empty string'),
        });
        ok = false;
      }
    });
    if (!ok) return undefined;
    return value.includes('*') ? ALL_RULE : { all: false, names: new Set(value as string[]) };
  }
  const hint =
    typeof value === 'string'
      ? `; to name one resource write ["${value}"] (names are exact, there are no globs)`
      : value === null
        ? '; omit the key for the default, or write false / [] for none'
        : '';
  issues.push({
    path: formatPath(path),
    message: describe(value, `must be "*", true, false or a list of names${hint}`),
  });
  return undefined;
}

function describe(value: unknown, expectation: string): string {
  const got = value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;
  return `${expectation} (got ${got})`;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** `['roles', 'editor', 'tools']` → `roles.editor.tools`; odd keys are quoted: `roles["my role"]`. */
export function formatPath(path: readonly string[]): string {
  return path
    .map((part, i) => (IDENTIFIER.test(part) ? (i === 0 ? part : `.${part}`) : `[${JSON.stringify(part)}]`))
    .join('');
}
