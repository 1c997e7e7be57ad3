import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isSkillportError, SkillportError } from '../errors/index.js';
import {
  type AuthorizationProvider,
  type AuthzAuditEvent,
  type AuthzRequest,
  type AuthzResource,
  buildPrincipal,
  createAuthorizer,
  createRbacProvider,
  type EnforcedDecision,
  type Principal,
} from './index.js';

const principal = (role: string | null = 'editor'): Principal =>
  buildPrincipal({ userId: 'u1', role, authSource: 'session' });
const req = (
  target = 'search',
  role: string | null = 'editor',
  resource: AuthzResource = 'tool',
): AuthzRequest => ({
  principal: principal(role),
  resource,
  action: resource === 'tool' ? 'call' : resource === 'route' ? target : 'list',
  target,
  context: { toolInput: { apiKey: 'sk-secret-value' } },
});

const rbac = createRbacProvider({
  roles: {
    editor: {
      tools: { allow: ['search', 'read', 'write'], deny: ['write'] },
      routes: { allow: ['skills:read'] },
    },
    admin: {},
  },
});

/** A provider whose three methods all answer through `answer` (sync, async and batch alike). */
function fake(answer: (request: AuthzRequest) => unknown): AuthorizationProvider {
  return {
    authorize: (r) => answer(r) as never,
    authorizeAsync: async (r) => answer(r) as never,
    filterResources: (p, resource, names) =>
      names.filter(
        (target) => (answer({ principal: p, resource, action: 'x', target }) as { allow: boolean }).allow,
      ),
  };
}

function harness(options: Parameters<typeof createAuthorizer>[0]) {
  const audit: AuthzAuditEvent[] = [];
  const warnings: string[] = [];
  const authorizer = createAuthorizer({
    onAudit: (e) => audit.push(e),
    onWarning: (m) => warnings.push(m),
    ...options,
  });
  return { authorizer, audit, warnings };
}

/** Runs one request through the sync and the async path and insists they agree exactly. */
async function both(
  authorizer: ReturnType<typeof createAuthorizer>,
  request: AuthzRequest,
): Promise<EnforcedDecision> {
  const sync = authorizer.decide(request);
  const async = await authorizer.decideAsync(request);
  expect(async).toEqual(sync);
  return sync;
}

const boom = () => {
  throw new Error('provider exploded');
};

/** Every way a provider can fail, and the cause the authorizer must report. */
const FAILURES: [string, AuthorizationProvider, string][] = [
  ['provider throws', fake(boom), 'provider_error'],
  ['unknown role', rbac, 'role_error'],
  [
    'allow is the string "false"',
    fake(() => ({ allow: 'false', reasons: [], policyId: 'p' })),
    'malformed_decision',
  ],
  ['allow is 1', fake(() => ({ allow: 1, reasons: [], policyId: 'p' })), 'malformed_decision'],
  [
    'allow is a Boolean object',
    fake(() => ({ allow: new Boolean(true), reasons: [], policyId: 'p' })),
    'malformed_decision',
  ],
  ['allow missing', fake(() => ({ reasons: [], policyId: 'p' })), 'malformed_decision'],
  ['decision is null', fake(() => null), 'malformed_decision'],
  ['decision is true', fake(() => true), 'malformed_decision'],
  [
    'allow getter throws',
    fake(() => ({
      get allow() {
        throw new Error('getter');
      },
    })),
    'malformed_decision',
  ],
];

describe('createAuthorizer: fail policy on every provider failure path (sync and async agree)', () => {
  it.each(FAILURES)('%s → fail closed denies', async (_name, provider, cause) => {
    const { authorizer, audit, warnings } = harness({ provider, failClosed: true });
    const request = provider === rbac ? req('search', 'ghost') : req();
    const d = await both(authorizer, request);
    expect(d).toMatchObject({
      allow: false,
      outcome: 'failed_closed',
      cause,
      policyId: 'authz:failed_closed',
    });
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ allow: false, outcome: 'failed_closed', cause, target: 'search' });
    expect(warnings).toEqual([]);
    expect(() => authorizer.check(request)).toThrow(SkillportError);
    await expect(authorizer.checkAsync(request)).rejects.toMatchObject({ code: 'AUTHZ_DENIED' });
  });

  it.each(FAILURES)(
    '%s → fail open allows with a warning and an audit event',
    async (_name, provider, cause) => {
      const { authorizer, audit, warnings } = harness({ provider, failClosed: false });
      const request = provider === rbac ? req('search', 'ghost') : req();
      const d = await both(authorizer, request);
      expect(d).toMatchObject({ allow: true, outcome: 'failed_open', cause });
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toContain(cause);
      expect(audit.map((e) => e.outcome)).toEqual(['failed_open', 'failed_open']);
      expect(authorizer.check(request).allow).toBe(true);
    },
  );

  it('a missing role follows the fail policy too', async () => {
    expect((await both(harness({ provider: rbac }).authorizer, req('search', null))).outcome).toBe(
      'failed_closed',
    );
    expect(
      (await both(harness({ provider: rbac, failClosed: false }).authorizer, req('search', null))).outcome,
    ).toBe('failed_open');
  });

  it('defaults to fail closed', async () => {
    const d = await both(harness({ provider: fake(boom) }).authorizer, req());
    expect(d.allow).toBe(false);
  });

  it('treats a sync authorize that returns a promise as a malformed decision', () => {
    const provider = { ...rbac, authorize: async (r: AuthzRequest) => rbac.authorize(r) } as never;
    expect(harness({ provider, failClosed: true }).authorizer.decide(req())).toMatchObject({
      allow: false,
      cause: 'malformed_decision',
    });
  });

  it('treats a rejected authorizeAsync like a throwing authorize', async () => {
    const provider = { ...rbac, authorizeAsync: () => Promise.reject(new Error('down')) };
    const d = await harness({ provider, failClosed: false }).authorizer.decideAsync(req());
    expect(d).toMatchObject({ allow: true, outcome: 'failed_open', cause: 'provider_error' });
  });
});

describe('createAuthorizer: unavailable providers (resolution errors, unreadable config)', () => {
  it.each([
    ['missing filterResources', { authorize: rbac.authorize, authorizeAsync: rbac.authorizeAsync }],
    ['methods that are not functions', { authorize: 1, authorizeAsync: 2, filterResources: 3 }],
    ['no provider at all', null],
  ])('%s is a resolution error under the fail policy', async (_name, provider) => {
    const closed = harness({ provider: provider as never });
    expect(closed.authorizer.unavailable?.cause).toBe('resolution_error');
    expect(await both(closed.authorizer, req())).toMatchObject({ allow: false, cause: 'resolution_error' });
    expect(closed.authorizer.filterTools(principal(), ['search', 'read'])).toEqual([]);
    expect(await closed.authorizer.resolveRoutePermissions(principal(), ['skills:read'])).toEqual([]);
    const open = harness({ provider: provider as never, failClosed: false });
    expect(await both(open.authorizer, req())).toMatchObject({ allow: true, cause: 'resolution_error' });
    expect(open.authorizer.filterTools(principal(), ['search', 'read'])).toEqual(['search', 'read']);
  });

  it('applies the policy to an unreadable config', async () => {
    const unavailable = { cause: 'config_unreadable' as const, error: new Error('ENOENT roles.yaml') };
    const closed = harness({ unavailable });
    expect(await both(closed.authorizer, req())).toMatchObject({ allow: false, cause: 'config_unreadable' });
    const open = harness({ unavailable, failClosed: false, provider: rbac });
    expect(await both(open.authorizer, req('write'))).toMatchObject({
      allow: true,
      cause: 'config_unreadable',
    });
  });
});

describe('createAuthorizer: an explicit deny is never turned into an allow', () => {
  const denyWith = (extra: object) => fake(() => ({ allow: false, ...extra }));
  it.each([
    ['unreadable reasons', denyWith({ reasons: null, policyId: 'p' })],
    ['reasons that are not a list', denyWith({ reasons: 'nope', policyId: 7 })],
    [
      'reasons getter that throws',
      fake(() => ({
        allow: false,
        get reasons(): never {
          throw new Error('reasons exploded');
        },
        get policyId(): never {
          throw new Error('id exploded');
        },
      })),
    ],
  ])('%s, even with fail_closed: false', async (_name, provider) => {
    const { authorizer, audit } = harness({ provider, failClosed: false });
    const d = await both(authorizer, req());
    expect(d).toMatchObject({ allow: false, outcome: 'denied' });
    expect(audit).toHaveLength(2);
  });

  it('an audit sink or warning sink that throws changes nothing', async () => {
    const authorizer = createAuthorizer({
      provider: rbac,
      failClosed: false,
      onAudit: () => {
        throw new Error('sink down');
      },
      onWarning: () => {
        throw new Error('log down');
      },
    });
    expect((await both(authorizer, req('write'))).allow).toBe(false);
    expect(authorizer.filterTools(principal(), ['write', 'search'])).toEqual(['search']);
    expect(() => authorizer.check(req('write'))).toThrow(/Not permitted/);
  });

  it('a failing batch filter under fail-open still hides what authorize explicitly denies', () => {
    const provider = { ...rbac, filterResources: boom };
    const { authorizer, warnings } = harness({ provider: provider as never, failClosed: false });
    expect(authorizer.filterTools(principal(), ['write', 'search', 'nope', 'search'])).toEqual([
      'search',
      'search',
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('createAuthorizer: invalid requests deny whatever fail_closed says', () => {
  const bad: [string, unknown][] = [
    ['unknown resource', { ...req(), resource: 'tools' }],
    ['bad action', { ...req(), action: 'execute' }],
    ['empty target', { ...req(), target: '' }],
    ['missing principal', { ...req(), principal: undefined }],
    ['forged principal without isInternal', { ...req(), principal: { userId: 'u', role: 'admin' } }],
    ['not an object', null],
  ];
  it.each(bad)('%s', async (_name, request) => {
    const provider = {
      ...rbac,
      authorize: vi.fn(rbac.authorize),
      authorizeAsync: vi.fn(rbac.authorizeAsync),
    };
    const { authorizer, audit } = harness({ provider, failClosed: false });
    const d = await both(authorizer, request as AuthzRequest);
    expect(d).toMatchObject({ allow: false, outcome: 'invalid_request', cause: 'invalid_request' });
    expect(provider.authorize).not.toHaveBeenCalled();
    expect(provider.authorizeAsync).not.toHaveBeenCalled();
    expect(audit).toHaveLength(2);
  });
});

describe('createAuthorizer: enabled: false changes nothing', () => {
  it('allows everything without consulting the provider or auditing', async () => {
    const provider = { authorize: vi.fn(boom), authorizeAsync: vi.fn(boom), filterResources: vi.fn(boom) };
    const { authorizer, audit, warnings } = harness({ provider, enabled: false });
    for (const request of [req('write'), req('x', 'ghost'), req('x', null), { bogus: true } as never]) {
      expect(await both(authorizer, request)).toMatchObject({ allow: true, outcome: 'disabled' });
      expect(authorizer.check(request).allow).toBe(true);
    }
    const tools = [{ name: 'write' }, { name: 'search' }, { name: 'write' }];
    const kept = authorizer.filterTools(principal('ghost'), tools);
    expect(kept).toEqual(tools);
    expect(kept).not.toBe(tools);
    expect(await authorizer.resolveRoutePermissions(principal(), ['a', 'b'])).toEqual(['a', 'b']);
    expect(provider.authorize).not.toHaveBeenCalled();
    expect(provider.authorizeAsync).not.toHaveBeenCalled();
    expect(provider.filterResources).not.toHaveBeenCalled();
    expect(audit).toEqual([]);
    expect(warnings).toEqual([]);
    expect(harness({ enabled: false }).authorizer.unavailable).toBeNull();
  });
});

describe('createAuthorizer: Layer 1 filters', () => {
  it('keep order and duplicates of names or named objects and audit each hidden name', () => {
    const { authorizer, audit } = harness({ provider: rbac });
    const tools = [
      { name: 'write' },
      { name: 'search' },
      { name: 'other' },
      { name: 'search' },
      { name: 'write' },
    ];
    expect(authorizer.filterTools(principal(), tools)).toEqual([{ name: 'search' }, { name: 'search' }]);
    expect(audit.map((e) => e.target)).toEqual(['write', 'other']);
    expect(audit.every((e) => e.allow === false && e.resource === 'tool')).toBe(true);
    expect(authorizer.filterSkills(principal('admin'), ['a', 'b'])).toEqual(['a', 'b']);
    expect(authorizer.filterModels(principal('admin'), ['m'])).toEqual(['m']);
  });

  it('equals filtering by decide (property)', () => {
    const { authorizer } = harness({ provider: rbac });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('search', 'read', 'write', 'x', 'Search')),
        fc.constantFrom('editor', 'admin'),
        (names, role) => {
          const expected = names.filter((n) => authorizer.decide(req(n, role)).allow);
          expect(authorizer.filterTools(principal(role), names)).toEqual(expected);
        },
      ),
    );
  });

  it('drop items without a usable name', () => {
    const { authorizer } = harness({ provider: rbac, failClosed: false });
    const items = [{ name: '' }, { name: 'search' }, { nom: 'search' }, null] as never[];
    expect(authorizer.filterTools(principal('admin'), items)).toEqual([{ name: 'search' }]);
  });

  it.each([
    ['throws', boom],
    ['returns names it was not given', () => ['search', 'injected']],
    ['returns a non-list', () => 'search'],
  ])('a batch filter that %s is a provider failure', (_name, filterResources) => {
    const provider = { ...rbac, filterResources } as never;
    const closed = harness({ provider });
    expect(closed.authorizer.filterTools(principal(), ['search', 'read'])).toEqual([]);
    expect(closed.audit.map((e) => e.outcome)).toEqual(['failed_closed', 'failed_closed']);
    const open = harness({ provider, failClosed: false });
    expect(open.authorizer.filterTools(principal(), ['search', 'write', 'read'])).toEqual(['search', 'read']);
  });

  it('an unknown role hides everything when closed and shows all (warned) when open', () => {
    expect(harness({ provider: rbac }).authorizer.filterTools(principal('ghost'), ['search'])).toEqual([]);
    const open = harness({ provider: rbac, failClosed: false });
    expect(open.authorizer.filterTools(principal('ghost'), ['search'])).toEqual(['search']);
    expect(open.warnings).toHaveLength(1);
  });
});

describe('createAuthorizer: Layer 2 gate and audit', () => {
  it('check returns allowed decisions and throws AUTHZ_DENIED naming the request', async () => {
    const { authorizer, audit } = harness({ provider: rbac });
    expect(authorizer.check(req('search')).outcome).toBe('allowed');
    try {
      authorizer.check(req('write'));
      expect.unreachable();
    } catch (error) {
      expect(isSkillportError(error, 'AUTHZ_DENIED')).toBe(true);
      expect((error as SkillportError).details).toMatchObject({
        resource: 'tool',
        action: 'call',
        target: 'write',
        policyId: 'rbac:roles.editor.tools.deny',
      });
    }
    await expect(authorizer.checkAsync(req('write'))).rejects.toMatchObject({ code: 'AUTHZ_DENIED' });
    expect(audit).toHaveLength(2);
  });

  it('emits one audit event per deny, never one for a plain allow, and never the request context', async () => {
    const { authorizer, audit } = harness({ provider: rbac });
    await both(authorizer, req('search'));
    expect(audit).toEqual([]);
    await both(authorizer, req('write'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      type: 'authz.decision',
      allow: false,
      outcome: 'denied',
      policyId: 'rbac:roles.editor.tools.deny',
      principal: { userId: 'u1', role: 'editor', isInternal: false },
      resource: 'tool',
      action: 'call',
      target: 'write',
    });
    expect(JSON.stringify(audit)).not.toContain('sk-secret-value');
    const all = harness({ provider: rbac, auditAllows: true });
    all.authorizer.decide(req('search'));
    expect(all.audit).toHaveLength(1);
  });
});

describe('createAuthorizer: route permission resolution', () => {
  it('returns the permissions held, in order', async () => {
    const { authorizer } = harness({ provider: rbac });
    expect(await authorizer.resolveRoutePermissions(principal(), ['skills:write', 'skills:read'])).toEqual([
      'skills:read',
    ]);
    expect(await authorizer.resolveRoutePermissions(principal('admin'), ['a', 'b'])).toEqual(['a', 'b']);
  });

  it('a failure on one permission affects only that permission', async () => {
    const flaky = fake((r) => {
      if (r.target === 'audit:read') throw new Error('timeout');
      return { allow: r.target !== 'users:write', reasons: [], policyId: 'p' };
    });
    const perms = ['skills:read', 'audit:read', 'users:write'];
    expect(await harness({ provider: flaky }).authorizer.resolveRoutePermissions(principal(), perms)).toEqual(
      ['skills:read'],
    );
    expect(
      await harness({ provider: flaky, failClosed: false }).authorizer.resolveRoutePermissions(
        principal(),
        perms,
      ),
    ).toEqual(['skills:read', 'audit:read']);
  });
});
