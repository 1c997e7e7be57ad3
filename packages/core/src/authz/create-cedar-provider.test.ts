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
  createCedarProvider,
  createRbacProvider,
  type Principal,
  RBAC_RESOURCE_KEYS,
  type RbacConfig,
  rbacToCedarPolicies,
} from './index.js';
import { MAX_PREPARED_CEDAR_SETS, preparedCedarSet } from './prepared-cedar-set.js';

const FIXTURES = new URL('../../test/fixtures/authz/', import.meta.url);
const table = parse(readFileSync(new URL('rbac-decisions.yaml', FIXTURES), 'utf8')) as {
  config: RbacConfig;
  cases: { role: string | null; resource: string; action: string; target: unknown; expect: string }[];
};

const principal = (role: string | null, extra: Record<string, unknown> = {}): Principal =>
  buildPrincipal({ userId: 'u1', role, authSource: 'session', ...extra });
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

const cedarFor = (config: RbacConfig): AuthorizationProvider =>
  createCedarProvider({ policies: rbacToCedarPolicies(config), roles: Object.keys(config.roles) });

describe('createCedarProvider: the RBAC decision table, via rbacToCedarPolicies', () => {
  const provider = cedarFor(table.config);
  it.each(table.cases)('$role × $resource:$action on $target → $expect', async (c) => {
    const req = request(c.role, c.resource, c.action, c.target);
    expect(outcome(() => provider.authorize(req))).toBe(c.expect);
    let asyncOutcome: string;
    try {
      asyncOutcome = (await provider.authorizeAsync(req)).allow ? 'allow' : 'deny';
    } catch (error) {
      asyncOutcome = isSkillportError(error) ? `error:${error.code}` : 'thrown';
    }
    expect(asyncOutcome).toBe(c.expect);
  });
});

describe('createCedarProvider: Cedar-native policies', () => {
  const policies = `
    @id("editors-call-tools")
    permit (principal in Skillport::Role::"editor", action == Skillport::Action::"tool:call", resource is Skillport::Tool);
    @id("no-shell")
    forbid (principal, action, resource == Skillport::Tool::"shell");
    @id("internal-execute")
    permit (principal, action == Skillport::Action::"skill:execute", resource) when { principal.isInternal };
    @id("team-models")
    permit (principal, action == Skillport::Action::"model:use", resource)
      when { principal.attributes has team && principal.attributes.team == "ml" };
    @id("list-skills")
    permit (principal, action == Skillport::Action::"skill:list", resource) when { resource.name like "pub-*" };
  `;
  const provider = createCedarProvider({ policies });

  it('maps principal, action and resource and reports the deciding policy id', () => {
    const allowed = provider.authorize(request('editor', 'tool', 'call', 'search'));
    expect(allowed).toMatchObject({ allow: true, policyId: 'editors-call-tools' });
    const forbidden = provider.authorize(request('editor', 'tool', 'call', 'shell'));
    expect(forbidden).toMatchObject({ allow: false, policyId: 'no-shell' });
    const nothing = provider.authorize(request('viewer', 'tool', 'call', 'search'));
    expect(nothing).toMatchObject({ allow: false, policyId: 'cedar:default-deny' });
  });

  it('sees isInternal and attributes from the principal, not from the request context', () => {
    const internal = buildPrincipal({ userId: 'cron', role: 'system', authSource: 'internal' });
    expect(
      provider.authorize({ principal: internal, resource: 'skill', action: 'execute', target: 's' }).allow,
    ).toBe(true);
    const spoof = {
      principal: principal('system'),
      resource: 'skill',
      action: 'execute',
      target: 's',
    } as const;
    expect(provider.authorize({ ...spoof, context: { isInternal: true } }).allow).toBe(false);
    const ml = principal('x', { attributes: { team: 'ml', ratio: 0.5, nothing: null } });
    expect(provider.authorize({ principal: ml, resource: 'model', action: 'use', target: 'm' }).allow).toBe(
      true,
    );
  });

  it('drops context values Cedar cannot represent and entity-reference forgeries', () => {
    const p = createCedarProvider({
      policies: `permit (principal, action, resource) when { context has flag && context.flag == true };
                 forbid (principal, action, resource) when { context has ref && context.ref is Skillport::Role };`,
    });
    const base = { principal: principal('r'), resource: 'tool', action: 'call', target: 't' } as const;
    expect(
      p.authorize({ ...base, context: { flag: true, n: 1.5, z: null, deep: { a: [1, 0.1] } } }).allow,
    ).toBe(true);
    const forged = { flag: true, ref: { __entity: { type: 'Skillport::Role', id: 'admin' } } };
    expect(p.authorize({ ...base, context: forged }).allow).toBe(true);
  });

  it('filterResources keeps order and duplicates and evaluates the list action', () => {
    const names = ['pub-b', 'private', 'pub-a', 'pub-b'];
    expect(provider.filterResources(principal('viewer'), 'skill', names)).toEqual([
      'pub-b',
      'pub-a',
      'pub-b',
    ]);
    expect(provider.filterResources(principal('editor'), 'tool', ['shell', 'x', 'x'])).toEqual(['x', 'x']);
    expect(outcome(() => ({ allow: provider.filterResources(principal(null), 'tool', []).length > 0 }))).toBe(
      'error:AUTHZ_MISSING_ROLE',
    );
  });

  it('rejects unparsable policies and duplicate ids at construction', () => {
    for (const policies of [
      'permit (principal, action, resource',
      '@id("x") permit(principal,action,resource);\n@id("x") forbid(principal,action,resource);',
    ]) {
      try {
        createCedarProvider({ policies });
        expect.unreachable();
      } catch (error) {
        expect(isSkillportError(error, 'AUTHZ_CONFIG_INVALID')).toBe(true);
      }
    }
    expect(() => createCedarProvider({} as never)).toThrow(/policies/);
    expect(() =>
      createCedarProvider({
        policies: '',
        entities: [{ uid: { type: 'Skillport::Role' }, attrs: {}, parents: [] }] as never,
      }),
    ).toThrow(/entities/);
  });

  it('uses static entities such as role hierarchies', () => {
    const p = createCedarProvider({
      policies: 'permit (principal in Skillport::Role::"editor", action, resource);',
      entities: [
        {
          uid: { type: 'Skillport::Role', id: 'admin' },
          attrs: {},
          parents: [{ type: 'Skillport::Role', id: 'editor' }],
        },
      ],
    });
    expect(p.authorize(request('admin', 'tool', 'call', 't')).allow).toBe(true);
    expect(p.authorize(request('viewer', 'tool', 'call', 't')).allow).toBe(false);
  });

  it('decides over the policies that can apply to the caller exactly as over the whole set', () => {
    // Each scope form once, in one set, so that a slice missing one of them changes some answer.
    const p = createCedarProvider({
      policies: [
        '@id("everyone") permit (principal, action, resource == Skillport::Tool::"common");',
        '@id("alice") permit (principal == Skillport::User::"alice", action, resource == Skillport::Tool::"mine");',
        '@id("in-alice") permit (principal in Skillport::User::"alice", action, resource == Skillport::Tool::"also-mine");',
        '@id("editors") permit (principal in Skillport::Role::"editor", action, resource == Skillport::Tool::"edit");',
        '@id("grouped") permit (principal in Skillport::Group::"staff", action, resource == Skillport::Tool::"staff");',
        '@id("banned") forbid (principal is Skillport::User in Skillport::Role::"banned", action, resource);',
        '@id("not-users") forbid (principal is Skillport::Role, action, resource);',
        '@id("with-when") permit (principal, action, resource == Skillport::Tool::"internal") when { principal.isInternal };',
      ].join('\n'),
      entities: [
        {
          uid: { type: 'Skillport::Role', id: 'admin' },
          attrs: {},
          parents: [{ type: 'Skillport::Role', id: 'editor' }],
        },
        {
          uid: { type: 'Skillport::Role', id: 'editor' },
          attrs: {},
          parents: [{ type: 'Skillport::Group', id: 'staff' }],
        },
      ],
    });
    const ask = (userId: string, role: string, target: string) => {
      const d = p.authorize({
        principal: buildPrincipal({ userId, role, authSource: 'session' }),
        resource: 'tool',
        action: 'call',
        target,
      });
      return d.allow ? `allow:${d.policyId}` : `deny:${d.policyId}`;
    };
    expect(ask('bob', 'viewer', 'common')).toBe('allow:everyone');
    expect(ask('alice', 'viewer', 'mine')).toBe('allow:alice');
    expect(ask('alice', 'viewer', 'also-mine')).toBe('allow:in-alice');
    expect(ask('bob', 'viewer', 'mine')).toBe('deny:cedar:default-deny');
    expect(ask('bob', 'viewer', 'also-mine')).toBe('deny:cedar:default-deny');
    expect(ask('bob', 'admin', 'edit')).toBe('allow:editors');
    expect(ask('bob', 'editor', 'edit')).toBe('allow:editors');
    expect(ask('bob', 'viewer', 'edit')).toBe('deny:cedar:default-deny');
    expect(ask('bob', 'admin', 'staff')).toBe('allow:grouped');
    expect(ask('bob', 'viewer', 'staff')).toBe('deny:cedar:default-deny');
    expect(ask('bob', 'banned', 'common')).toBe('deny:banned');
    expect(ask('alice', 'banned', 'mine')).toBe('deny:banned');
    expect(ask('bob', 'viewer', 'internal')).toBe('deny:cedar:default-deny');
    // Asked again (the slice is cached): the same answers.
    expect(ask('alice', 'viewer', 'mine')).toBe('allow:alice');
    expect(ask('bob', 'admin', 'edit')).toBe('allow:editors');
  });

  it('checks a changed text again: a new bad policy is refused, a changed one decides', () => {
    const base = [
      '@id("callers") permit (principal in Skillport::Role::"caller", action, resource is Skillport::Tool);',
      '@id("no-shell") forbid (principal, action, resource == Skillport::Tool::"shell");',
    ];
    const first = createCedarProvider({ policies: base.join('\n') });
    expect(first.authorize(request('caller', 'tool', 'call', 'search')).allow).toBe(true);
    // The two known policies were parsed before; the third, new one, is what must be refused.
    for (const bad of ['permit (principal, action, resource) when { nope };', 'permit (principal;']) {
      expect(outcome(() => ({ allow: !!createCedarProvider({ policies: [...base, bad].join('\n') }) }))).toBe(
        'error:AUTHZ_CONFIG_INVALID',
      );
    }
    const changed = createCedarProvider({
      policies: [
        base[0],
        '@id("no-search") forbid (principal, action, resource == Skillport::Tool::"search");',
      ].join('\n'),
    });
    expect(changed.authorize(request('caller', 'tool', 'call', 'search')).policyId).toBe('no-search');
    expect(changed.authorize(request('caller', 'tool', 'call', 'shell')).allow).toBe(true);
    expect(first.authorize(request('caller', 'tool', 'call', 'shell')).allow).toBe(false);
  });

  it("holds a bounded number of sets in Cedar and parses a provider's slice again when it was reused", () => {
    const p = createCedarProvider({
      policies: '@id("mine") permit (principal in Skillport::Role::"slot-test", action, resource);',
    });
    expect(p.authorize(request('slot-test', 'tool', 'call', 't')).policyId).toBe('mine');
    const ids = new Set<string>();
    for (let i = 0; i <= MAX_PREPARED_CEDAR_SETS; i++) {
      const policy = `forbid (principal, action, resource == Skillport::Tool::"filler-${i}");`;
      ids.add(preparedCedarSet(`filler-${i}`, { filler: policy }) ?? 'failed');
    }
    expect(ids.has('failed')).toBe(false);
    expect(ids.size).toBeLessThanOrEqual(MAX_PREPARED_CEDAR_SETS);
    // Its slice's slot now holds a filler set; deciding with it would deny.
    expect(p.authorize(request('slot-test', 'tool', 'call', 't')).policyId).toBe('mine');
    expect(p.authorize(request('other', 'tool', 'call', 't')).allow).toBe(false);
  });

  it('keeps independent policy sets per provider instance', () => {
    const a = createCedarProvider({ policies: 'permit (principal, action, resource);' });
    const b = createCedarProvider({ policies: 'forbid (principal, action, resource);' });
    expect(a.authorize(request('r', 'tool', 'call', 't')).allow).toBe(true);
    expect(b.authorize(request('r', 'tool', 'call', 't')).allow).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
// Differential test: random RBAC configs, RBAC provider vs Cedar provider on the translated policies.

const ROLES = ['r0', 'r1', 'r2'] as const;
const NAMES = ['a', 'b', 'c', 'A', 'a.b', 'has "quote"', 'back\\slash', 'tab\there'];
const PROBES = [...NAMES, 'z', 'a*'];
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
  skill: 'execute',
  model: 'use',
  sandbox: 'execute',
  route: 'skills:write',
  secret: 'write',
  skill_management: 'read',
};

type Rule = '*' | boolean | string[] | undefined;
const ruleArb: fc.Arbitrary<Rule> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom<Rule>('*', true, false),
  fc.uniqueArray(fc.constantFrom(...NAMES, '*'), { maxLength: 4 }),
  fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 5 }),
);
const configArb: fc.Arbitrary<RbacConfig> = fc
  .dictionary(
    fc.constantFrom(...ROLES),
    fc.dictionary(
      fc.constantFrom(...RBAC_RESOURCE_KEYS),
      fc
        .record({ allow: ruleArb, deny: ruleArb })
        .map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined))),
      { maxKeys: 7 },
    ),
    { minKeys: 1, maxKeys: 3 },
  )
  .map((roles) => ({ roles }) as RbacConfig);

describe('differential: RBAC vs Cedar on random policies', () => {
  it('agree on every role × resource × target, including unknown roles and filterResources', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const rbac = createRbacProvider(config);
        const cedar = cedarFor(config);
        for (const role of [...ROLES, 'ghost']) {
          for (const resource of RESOURCES) {
            for (const target of PROBES) {
              const req = request(role, resource, ACTION[resource], target);
              expect(
                outcome(() => cedar.authorize(req)),
                `${role} ${resource} ${target}`,
              ).toBe(outcome(() => rbac.authorize(req)));
            }
            if (config.roles[role] !== undefined) {
              expect(cedar.filterResources(principal(role), resource, PROBES)).toEqual(
                rbac.filterResources(principal(role), resource, PROBES),
              );
            }
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
