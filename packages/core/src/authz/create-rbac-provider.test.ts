import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isSkillportError } from '../errors/index.js';
import {
  type AuthorizationProvider,
  type AuthzRequest,
  type AuthzResource,
  buildPrincipal,
  createRbacProvider,
  type Principal,
  RBAC_RESOURCE_KEYS,
  type RbacConfig,
} from './index.js';

const FIXTURES = new URL('../../test/fixtures/authz/', import.meta.url);
const decisionTable = parse(readFileSync(new URL('rbac-decisions.yaml', FIXTURES), 'utf8')) as {
  config: RbacConfig;
  cases: { role: string | null; resource: string; action: string; target: unknown; expect: string }[];
};
const configErrors = parse(readFileSync(new URL('rbac-config-errors.yaml', FIXTURES), 'utf8')) as {
  name: string;
  config: unknown;
  path: string;
  mentions: string;
}[];

const principal = (role: string | null): Principal =>
  buildPrincipal({ userId: 'u1', role, authSource: 'session' });
const request = (role: string | null, resource: string, action: string, target: unknown): AuthzRequest =>
  ({ principal: principal(role), resource, action, target }) as AuthzRequest;

function outcome(run: () => { allow: boolean }): string {
  try {
    return run().allow ? 'allow' : 'deny';
  } catch (error) {
    if (isSkillportError(error)) return `error:${error.code}`;
    throw error;
  }
}

async function outcomeAsync(run: () => Promise<{ allow: boolean }>): Promise<string> {
  try {
    return (await run()).allow ? 'allow' : 'deny';
  } catch (error) {
    if (isSkillportError(error)) return `error:${error.code}`;
    throw error;
  }
}

describe('createRbacProvider: decision table (test/fixtures/authz/rbac-decisions.yaml)', () => {
  const provider = createRbacProvider(decisionTable.config);
  it.each(decisionTable.cases)('$role × $resource:$action on $target → $expect', async (c) => {
    const req = request(c.role, c.resource, c.action, c.target);
    expect(outcome(() => provider.authorize(req))).toBe(c.expect);
    expect(await outcomeAsync(() => provider.authorizeAsync(req))).toBe(c.expect);
  });

  it('returns {allow, reasons, policyId} naming the rule that decided', () => {
    const denied = provider.authorize(request('editor', 'tool', 'call', 'write_file'));
    expect(denied).toEqual({
      allow: false,
      reasons: ['denied by roles.editor.tools.deny'],
      policyId: 'rbac:roles.editor.tools.deny',
    });
    const free = provider.authorize(request('admin', 'tool', 'call', 'x'));
    expect(free.policyId).toBe('rbac:roles.admin.tools:unrestricted');
    expect(typeof free.allow).toBe('boolean');
  });

  it('hands out decisions a caller cannot tamper with', () => {
    const d = provider.authorize(request('editor', 'tool', 'call', 'write_file'));
    expect(() => {
      (d as { allow: boolean }).allow = true;
    }).toThrow();
    expect(provider.authorize(request('editor', 'tool', 'call', 'write_file')).allow).toBe(false);
  });

  it('does not let a role named like an Object.prototype key resolve to anything', () => {
    expect(outcome(() => provider.authorize(request('constructor', 'tool', 'call', 'x')))).toBe(
      'error:AUTHZ_UNKNOWN_ROLE',
    );
    const weird = createRbacProvider(JSON.parse('{"roles": {"__proto__": {"tools": {"allow": ["a"]}}}}'));
    expect(weird.authorize(request('__proto__', 'tool', 'call', 'a')).allow).toBe(true);
    expect(weird.authorize(request('__proto__', 'tool', 'call', 'b')).allow).toBe(false);
  });

  it('refuses a missing principal or a non-string role as a malformed request', () => {
    expect(
      outcome(() => provider.authorize({ resource: 'tool', action: 'call', target: 'x' } as never)),
    ).toBe('error:AUTHZ_INVALID_REQUEST');
    const bad = { ...principal('admin'), role: ['admin'] } as unknown as Principal;
    expect(
      outcome(() => provider.authorize({ principal: bad, resource: 'tool', action: 'call', target: 'x' })),
    ).toBe('error:AUTHZ_INVALID_REQUEST');
    expect(outcome(() => provider.authorize(null as never))).toBe('error:AUTHZ_INVALID_REQUEST');
  });
});

describe('createRbacProvider: config errors name the offending path', () => {
  it.each(configErrors)('$name → $path', (c) => {
    let thrown: unknown;
    try {
      createRbacProvider(c.config as RbacConfig);
    } catch (error) {
      thrown = error;
    }
    expect(isSkillportError(thrown, 'AUTHZ_CONFIG_INVALID')).toBe(true);
    const error = thrown as Error & { details: { path: string } };
    expect(error.details.path).toBe(c.path);
    expect(error.message).toContain(c.path);
    expect(error.message).toContain(c.mentions);
  });

  it('reports every problem, not only the first', () => {
    try {
      createRbacProvider({ roles: { a: { tool: {} }, b: { tools: { allow: null } } } } as never);
      expect.unreachable();
    } catch (error) {
      const issues = (error as { details: { issues: { path: string }[] } }).details.issues.map((i) => i.path);
      expect(issues).toEqual(['roles.a.tool', 'roles.b.tools.allow']);
    }
  });

  it('accepts every documented spelling', () => {
    const forms = ['*', true, false, [], ['a'], ['a', '*']];
    for (const allow of forms) {
      for (const deny of forms) {
        expect(() =>
          createRbacProvider({ roles: { r: { tools: { allow, deny } } } } as RbacConfig),
        ).not.toThrow();
      }
    }
    expect(() => createRbacProvider({ roles: {} })).not.toThrow();
  });
});

describe('createRbacProvider: filterResources', () => {
  const provider = createRbacProvider(decisionTable.config);

  it('keeps input order and duplicates', () => {
    const names = ['write_file', 'search', 'zzz', 'search', 'read_file', 'write_file', 'read_file'];
    expect(provider.filterResources(principal('editor'), 'tool', names)).toEqual([
      'search',
      'search',
      'read_file',
      'read_file',
    ]);
  });

  it('throws for an unknown or missing role even with nothing to filter, like authorize', () => {
    expect(
      outcome(() => ({ allow: provider.filterResources(principal('ghost'), 'tool', []).length > 0 })),
    ).toBe('error:AUTHZ_UNKNOWN_ROLE');
    expect(
      outcome(() => ({ allow: provider.filterResources(principal(null), 'tool', ['a']).length > 0 })),
    ).toBe('error:AUTHZ_MISSING_ROLE');
  });

  it('refuses malformed names instead of letting a wildcard pass them', () => {
    for (const names of [['ok', ''], ['ok', null], 'search', null]) {
      expect(
        outcome(() => ({
          allow: provider.filterResources(principal('admin'), 'tool', names as never).length > 0,
        })),
      ).toBe('error:AUTHZ_INVALID_REQUEST');
    }
    expect(
      outcome(() => ({
        allow: provider.filterResources(principal('admin'), 'tools' as never, []).length > 0,
      })),
    ).toBe('error:AUTHZ_INVALID_REQUEST');
  });
});

// ---------------------------------------------------------------------------------------------------
// Property tests over randomly generated configs.

const ROLES = ['r0', 'r1', 'r2'] as const;
const NAMES = ['a', 'b', 'c', 'd'] as const;
const PROBES = [...NAMES, 'e', 'A'];
const RESOURCES: AuthzResource[] = [
  'tool',
  'skill',
  'model',
  'sandbox',
  'route',
  'secret',
  'skill_management',
];
const ACTION: Record<AuthzResource, string> = {
  tool: 'call',
  skill: 'activate',
  model: 'use',
  sandbox: 'execute',
  route: 'skills:read',
  secret: 'write',
  skill_management: 'write',
};

type Rule = '*' | boolean | string[] | undefined;
const ruleArb: fc.Arbitrary<Rule> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom<Rule>('*', true, false),
  fc.uniqueArray(fc.constantFrom(...NAMES, '*'), { maxLength: 4 }),
  fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 4 }),
);
const resourcePolicyArb = fc
  .record({ allow: ruleArb, deny: ruleArb })
  .map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)));
const rbacConfigArb: fc.Arbitrary<RbacConfig> = fc
  .dictionary(
    fc.constantFrom(...ROLES),
    fc.dictionary(fc.constantFrom(...RBAC_RESOURCE_KEYS), resourcePolicyArb, { maxKeys: 7 }),
    { minKeys: 1, maxKeys: 3 },
  )
  .map((roles) => ({ roles }) as RbacConfig);

type Point = { role: string; resource: AuthzResource; target: string };
const POINTS: Point[] = ROLES.flatMap((role) =>
  RESOURCES.flatMap((resource) => PROBES.map((target) => ({ role, resource, target }))),
);

function decisions(provider: AuthorizationProvider): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of POINTS) {
    out.set(
      `${p.role}/${p.resource}/${p.target}`,
      outcome(() => provider.authorize(request(p.role, p.resource, ACTION[p.resource], p.target))),
    );
  }
  return out;
}

const clone = (config: RbacConfig): RbacConfig => structuredClone(config);
const keyOf = (resource: AuthzResource) => RBAC_RESOURCE_KEYS[RESOURCES.indexOf(resource)]!;
type ResourcePolicy = { allow?: Rule; deny?: Rule };
function ensurePolicy(config: RbacConfig, role: string, resource: AuthzResource): ResourcePolicy {
  const roles = config.roles as Record<string, Record<string, ResourcePolicy>>;
  roles[role] = roles[role] ?? {};
  const policies = roles[role]!;
  policies[keyOf(resource)] = policies[keyOf(resource)] ?? {};
  return policies[keyOf(resource)]!;
}

describe('createRbacProvider: properties', () => {
  it('deny beats allow: a target matched by deny is denied whatever allow says', () => {
    fc.assert(
      fc.property(
        rbacConfigArb,
        fc.constantFrom(...ROLES),
        fc.constantFrom(...RESOURCES),
        fc.constantFrom(...NAMES),
        (config, role, resource, name) => {
          const c = clone(config);
          const policy = ensurePolicy(c, role, resource);
          policy.deny = Array.isArray(policy.deny)
            ? [...policy.deny, name]
            : policy.deny === true || policy.deny === '*'
              ? policy.deny
              : [name];
          const provider = createRbacProvider(c);
          expect(provider.authorize(request(role, resource, ACTION[resource], name)).allow).toBe(false);
        },
      ),
    );
  });

  it('adding an allow never removes access', () => {
    fc.assert(
      fc.property(
        rbacConfigArb,
        fc.constantFrom(...ROLES),
        fc.constantFrom(...RESOURCES),
        fc.constantFrom(...PROBES, '*'),
        (config, role, resource, name) => {
          const policy = config.roles[role]?.[keyOf(resource)];
          fc.pre(policy !== undefined && Array.isArray(policy.allow));
          const wider = clone(config);
          const p = wider.roles[role]![keyOf(resource)]!;
          p.allow = [...(p.allow as string[]), name];
          const before = decisions(createRbacProvider(config));
          const after = decisions(createRbacProvider(wider));
          for (const [k, v] of before) if (v === 'allow') expect(after.get(k)).toBe('allow');
        },
      ),
    );
  });

  it('adding a deny never adds access', () => {
    fc.assert(
      fc.property(
        rbacConfigArb,
        fc.constantFrom(...ROLES),
        fc.constantFrom(...RESOURCES),
        fc.constantFrom(...PROBES, '*'),
        (config, role, resource, name) => {
          fc.pre(config.roles[role] !== undefined);
          const narrower = clone(config);
          const p = ensurePolicy(narrower, role, resource);
          p.deny = Array.isArray(p.deny)
            ? [...p.deny, name]
            : p.deny === undefined || p.deny === false
              ? [name]
              : p.deny;
          const before = decisions(createRbacProvider(config));
          const after = decisions(createRbacProvider(narrower));
          for (const [k, v] of after) if (v === 'allow') expect(before.get(k)).toBe('allow');
        },
      ),
    );
  });

  it('rule order is irrelevant (lists, resources and roles in any order)', () => {
    fc.assert(
      fc.property(rbacConfigArb, fc.infiniteStream(fc.integer()), (config, seeds) => {
        const it = seeds[Symbol.iterator]();
        const shuffle = <T>(xs: T[]): T[] => {
          const out = [...xs];
          for (let i = out.length - 1; i > 0; i--) {
            const j = Math.abs(it.next().value as number) % (i + 1);
            [out[i], out[j]] = [out[j]!, out[i]!];
          }
          return out;
        };
        const reordered: RbacConfig = {
          roles: Object.fromEntries(
            shuffle(Object.entries(config.roles)).map(([role, policies]) => [
              role,
              Object.fromEntries(
                shuffle(Object.entries(policies)).map(([key, p]) => [
                  key,
                  Object.fromEntries(
                    Object.entries(p ?? {}).map(([k, v]) => [k, Array.isArray(v) ? shuffle(v) : v]),
                  ),
                ]),
              ),
            ]),
          ),
        };
        expect(decisions(createRbacProvider(reordered))).toEqual(decisions(createRbacProvider(config)));
      }),
    );
  });

  it('filterResources equals filtering by authorize (order and duplicates kept)', () => {
    fc.assert(
      fc.property(
        rbacConfigArb,
        fc.constantFrom(...ROLES),
        fc.constantFrom(...RESOURCES),
        fc.array(fc.constantFrom(...PROBES), { maxLength: 12 }),
        (config, role, resource, names) => {
          const provider = createRbacProvider(config);
          const by = (): string[] =>
            names.filter((n) => provider.authorize(request(role, resource, ACTION[resource], n)).allow);
          const expected = outcome(() => ({ allow: by().length >= 0 })) === 'allow' ? by() : 'error';
          let actual: string[] | 'error';
          try {
            actual = provider.filterResources(principal(role), resource, names);
          } catch {
            actual = 'error';
          }
          // authorize on an empty list is never called, so compare the role error separately.
          if (config.roles[role] === undefined) expect(actual).toBe('error');
          else expect(actual).toEqual(expected);
        },
      ),
    );
  });

  it('authorize and authorizeAsync agree on every request', async () => {
    await fc.assert(
      fc.asyncProperty(rbacConfigArb, async (config) => {
        const provider = createRbacProvider(config);
        for (const role of [...ROLES, 'ghost']) {
          for (const resource of RESOURCES) {
            const req = request(role, resource, ACTION[resource], 'a');
            expect(await outcomeAsync(() => provider.authorizeAsync(req))).toBe(
              outcome(() => provider.authorize(req)),
            );
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});
