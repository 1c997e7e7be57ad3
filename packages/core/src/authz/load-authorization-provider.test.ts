import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSkillportError } from '../errors/index.js';
import {
  type AuthzAuditEvent,
  type AuthzRequest,
  buildPrincipal,
  loadAuthorizationProvider,
  parseAuthorizationConfig,
  resolveAuthorizer,
} from './index.js';

let dir: string;
const ROLES = { editor: { tools: { allow: ['search'] } }, viewer: { tools: { allow: false } } };

const MODULES: Record<string, string> = {
  'object.mjs': `export default {
    authorize: (r) => ({ allow: r.target === 'ok', reasons: ['custom'], policyId: 'custom:obj' }),
    authorizeAsync: async (r) => ({ allow: r.target === 'ok', reasons: ['custom'], policyId: 'custom:obj' }),
    filterResources: (p, res, names) => names.filter((n) => n === 'ok'),
  };`,
  'factory.mjs': `export async function createAuthorizationProvider(options) {
    const allowed = new Set(options.allowed);
    const decide = (r) => ({ allow: allowed.has(r.target), reasons: [], policyId: 'custom:factory' });
    return { authorize: decide, authorizeAsync: async (r) => decide(r), filterResources: (p, res, n) => n.filter((x) => allowed.has(x)) };
  }`,
  'klass.mjs': `export default class Provider {
    constructor(options) { this.prefix = options.prefix; }
    authorize(r) { return { allow: r.target.startsWith(this.prefix), reasons: [], policyId: 'custom:class' }; }
    async authorizeAsync(r) { return this.authorize(r); }
    filterResources(p, res, names) { return names.filter((n) => n.startsWith(this.prefix)); }
  }`,
  'named.mjs': `export const authorize = (r) => ({ allow: r.target === 'ok', reasons: [], policyId: 'custom:named' });
    export const authorizeAsync = async (r) => authorize(r);
    export function filterResources(p, res, names) { return names.filter((n) => n === 'ok'); }`,
  'klass-fields.mjs': `export default class {
    policyId = 'custom:fields';
    authorize = (r) => ({ allow: r.target === 'ok', reasons: [], policyId: this.policyId });
    authorizeAsync = async (r) => this.authorize(r);
    filterResources = (p, res, names) => names.filter((n) => n === 'ok');
  }`,
  'liar.mjs': `export default {
    authorize: () => ({ allow: 'true', reasons: [], policyId: 'liar' }),
    authorizeAsync: async () => ({ allow: 1, reasons: [], policyId: 'liar' }),
    filterResources: (p, res, names) => [...names, 'smuggled'],
  };`,
  'no-filter.mjs': `export const provider = { authorize: () => ({ allow: true, reasons: [], policyId: 'x' }), authorizeAsync: async () => ({ allow: true, reasons: [], policyId: 'x' }) };`,
  'not-functions.mjs': `export default { authorize: true, authorizeAsync: 'yes', filterResources: [] };`,
  'nothing.mjs': `export const unrelated = 1;`,
  'factory-throws.mjs': `export default function () { throw new Error('no credentials'); }`,
  'syntax-error.mjs': `export default {{{`,
  'roles.yaml': 'roles:\n  editor:\n    tools: { allow: [search] }\n',
  'bad-roles.yaml': 'roles:\n  editor:\n    tool: { allow: [search] }\n',
  'broken.yaml': 'roles: [unclosed\n',
  'policies.cedar':
    'permit (principal in Skillport::Role::"editor", action, resource == Skillport::Tool::"search");',
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'skillport-authz-'));
  for (const [name, text] of Object.entries(MODULES)) await writeFile(path.join(dir, name), text);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const principal = (role = 'editor') => buildPrincipal({ userId: 'u', role, authSource: 'session' });
const req = (target: string, role = 'editor'): AuthzRequest => ({
  principal: principal(role),
  resource: 'tool',
  action: 'call',
  target,
});

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return isSkillportError(error) ? error.code : `non-skillport: ${String(error)}`;
  }
}

describe('loadAuthorizationProvider: built-in providers', () => {
  it('builds RBAC from inline roles and from a roles file', async () => {
    for (const cfg of [
      { provider: 'rbac', roles: ROLES },
      { provider: 'rbac', roles_file: 'roles.yaml' },
    ]) {
      const p = await loadAuthorizationProvider(cfg, { baseDir: dir });
      expect(p.authorize(req('search')).allow).toBe(true);
      expect(p.authorize(req('other')).allow).toBe(false);
    }
  });

  it('re-uses the provider of an unchanged roles file and builds a changed one afresh', async () => {
    const cfg = { provider: 'rbac', roles_file: 'reloaded-roles.yaml' };
    await writeFile(
      path.join(dir, 'reloaded-roles.yaml'),
      'roles:\n  editor:\n    tools: { allow: [search] }\n',
    );
    const first = await loadAuthorizationProvider(cfg, { baseDir: dir });
    expect(await loadAuthorizationProvider(cfg, { baseDir: dir })).toBe(first);
    await writeFile(
      path.join(dir, 'reloaded-roles.yaml'),
      'roles:\n  editor:\n    tools: { allow: [other] }\n',
    );
    const changed = await loadAuthorizationProvider(cfg, { baseDir: dir });
    expect(changed.authorize(req('search')).allow).toBe(false);
    expect(changed.authorize(req('other')).allow).toBe(true);
    expect(first.authorize(req('search')).allow).toBe(true);
    // The same roles inline are never taken from the file's cache.
    const inline = await loadAuthorizationProvider({ provider: 'rbac', roles: ROLES }, { baseDir: dir });
    expect(inline).not.toBe(changed);
  });

  it('builds Cedar from inline policies and from a policies file', async () => {
    const text = MODULES['policies.cedar']!;
    for (const cfg of [
      { provider: 'cedar', policies: text, known_roles: ['editor'] },
      { provider: 'cedar', policies_file: 'policies.cedar' },
    ]) {
      const p = await loadAuthorizationProvider(cfg, { baseDir: dir });
      expect(p.authorize(req('search')).allow).toBe(true);
      expect(p.filterResources(principal(), 'tool', ['x', 'search'])).toEqual(['search']);
    }
  });

  it('with enabled: false reads and imports nothing and allows everything', async () => {
    const p = await loadAuthorizationProvider(
      { enabled: false, provider: './does-not-exist.mjs' },
      { baseDir: dir },
    );
    expect(p.authorize(req('anything', 'ghost'))).toMatchObject({ allow: true, policyId: 'authz:disabled' });
    expect(p.filterResources(principal('ghost'), 'tool', ['a', 'a'])).toEqual(['a', 'a']);
  });

  it.each([
    ['no provider', { enabled: false }],
    ['an incomplete rbac section', { enabled: false, provider: 'rbac' }],
  ])('with enabled: false needs nothing else (%s)', async (_name, cfg) => {
    const p = await loadAuthorizationProvider(cfg, { baseDir: dir });
    expect(p.authorize(req('anything', 'ghost')).allow).toBe(true);
  });

  it.each([
    ['unknown key', { provider: 'rbac', roles: ROLES, fail_open: true }, 'authorization.fail_open'],
    [
      'fail_closed not a boolean',
      { provider: 'rbac', roles: ROLES, fail_closed: 'no' },
      'authorization.fail_closed',
    ],
    ['no provider', { roles: ROLES }, 'authorization.provider'],
    ['both roles and roles_file', { provider: 'rbac', roles: ROLES, roles_file: 'x' }, 'authorization.roles'],
    ['neither roles nor roles_file', { provider: 'rbac' }, 'authorization.roles'],
    [
      'default_role not configured',
      { provider: 'rbac', roles: ROLES, default_role: 'guest' },
      'default_role',
    ],
    ['singular key in roles', { provider: 'rbac', roles: { editor: { tool: {} } } }, 'roles.editor.tool'],
    ['bare package name', { provider: 'some-package' }, 'authorization.provider'],
    ['cedar without policies', { provider: 'cedar' }, 'authorization.policies'],
  ])('rejects %s naming %s', async (_name, cfg, where) => {
    try {
      await loadAuthorizationProvider(cfg, { baseDir: dir });
      expect.unreachable();
    } catch (error) {
      expect(isSkillportError(error, 'AUTHZ_CONFIG_INVALID')).toBe(true);
      expect((error as Error).message).toContain(where);
    }
  });

  it('reports missing and unparsable policy files as unreadable', async () => {
    expect(
      await codeOf(
        loadAuthorizationProvider({ provider: 'rbac', roles_file: 'gone.yaml' }, { baseDir: dir }),
      ),
    ).toBe('AUTHZ_CONFIG_UNREADABLE');
    expect(
      await codeOf(
        loadAuthorizationProvider({ provider: 'rbac', roles_file: 'broken.yaml' }, { baseDir: dir }),
      ),
    ).toBe('AUTHZ_CONFIG_UNREADABLE');
    expect(
      await codeOf(
        loadAuthorizationProvider({ provider: 'rbac', roles_file: 'bad-roles.yaml' }, { baseDir: dir }),
      ),
    ).toBe('AUTHZ_CONFIG_INVALID');
  });
});

describe('loadAuthorizationProvider: custom modules', () => {
  it.each([
    ['a provider object (default export)', './object.mjs', {}, 'ok', 'nope'],
    ['an async factory', './factory.mjs', { allowed: ['a'] }, 'a', 'b'],
    ['a class', './klass.mjs', { prefix: 'pub-' }, 'pub-x', 'x'],
    ['a class whose methods are instance fields', './klass-fields.mjs', {}, 'ok', 'nope'],
    ['a module that is itself the provider (named exports)', './named.mjs', {}, 'ok', 'nope'],
  ])('loads %s', async (_name, provider, options, allowed, denied) => {
    const p = await loadAuthorizationProvider({ provider, options }, { baseDir: dir });
    expect(p.authorize(req(allowed)).allow).toBe(true);
    expect((await p.authorizeAsync(req(denied))).allow).toBe(false);
    expect(p.filterResources(principal(), 'tool', [denied, allowed])).toEqual([allowed]);
  });

  it('checks what a custom provider answers: a non-boolean allow or a foreign name is a provider failure', async () => {
    const p = await loadAuthorizationProvider({ provider: './liar.mjs' }, { baseDir: dir });
    expect(await codeOf(Promise.resolve().then(() => p.authorize(req('x'))))).toBe('AUTHZ_PROVIDER_FAILURE');
    expect(await codeOf(p.authorizeAsync(req('x')))).toBe('AUTHZ_PROVIDER_FAILURE');
    expect(await codeOf(Promise.resolve().then(() => p.filterResources(principal(), 'tool', ['a'])))).toBe(
      'AUTHZ_PROVIDER_FAILURE',
    );
  });

  it('accepts absolute paths and file URLs', async () => {
    const abs = path.join(dir, 'object.mjs');
    expect((await loadAuthorizationProvider({ provider: abs })).authorize(req('ok')).allow).toBe(true);
    const url = new URL(`file://${abs}`).href;
    expect((await loadAuthorizationProvider({ provider: url })).authorize(req('ok')).allow).toBe(true);
  });

  it('imports a changed module again only under a new moduleVersion', async () => {
    const file = path.join(dir, 'changing.mjs');
    const version = (target: string) =>
      `export function authorize(r) { return { allow: r.target === '${target}', reasons: [], policyId: 'v' }; }
export async function authorizeAsync(r) { return authorize(r); }
export function filterResources(p, res, names) { return names.filter((n) => n === '${target}'); }`;
    await writeFile(file, version('first'));
    const load = (moduleVersion?: string) =>
      loadAuthorizationProvider(
        { provider: './changing.mjs' },
        { baseDir: dir, ...(moduleVersion === undefined ? {} : { moduleVersion }) },
      );
    expect((await load('1')).authorize(req('first')).allow).toBe(true);
    await writeFile(file, version('second'));
    // ES modules are cached by URL: the same version is the same module.
    expect((await load('1')).authorize(req('first')).allow).toBe(true);
    const next = await load('2');
    expect(next.authorize(req('second')).allow).toBe(true);
    expect(next.authorize(req('first')).allow).toBe(false);
  });

  it.each([
    ['missing filterResources', './no-filter.mjs', 'filterResources'],
    ['methods that are not functions', './not-functions.mjs', 'authorize, authorizeAsync, filterResources'],
    ['no usable export', './nothing.mjs', 'exports none'],
    ['a factory that throws', './factory-throws.mjs', 'no credentials'],
    ['a syntax error', './syntax-error.mjs', 'Cannot load'],
    ['a missing file', './absent.mjs', 'Cannot load'],
  ])('refuses %s with AUTHZ_PROVIDER_INVALID', async (_name, provider, mention) => {
    try {
      await loadAuthorizationProvider({ provider }, { baseDir: dir });
      expect.unreachable();
    } catch (error) {
      expect(isSkillportError(error, 'AUTHZ_PROVIDER_INVALID')).toBe(true);
      expect((error as Error).message).toContain(mention);
    }
  });
});

describe('parseAuthorizationConfig', () => {
  it('defaults enabled and fail_closed to true', () => {
    expect(parseAuthorizationConfig({ provider: 'rbac', roles: {} })).toMatchObject({
      enabled: true,
      fail_closed: true,
    });
  });
});

describe('resolveAuthorizer', () => {
  const collect = () => {
    const audit: AuthzAuditEvent[] = [];
    const warnings: string[] = [];
    return {
      audit,
      warnings,
      options: {
        baseDir: dir,
        onAudit: (e: AuthzAuditEvent) => audit.push(e),
        onWarning: (m: string) => warnings.push(m),
      },
    };
  };

  it('wires the configured provider, fail policy and default role', async () => {
    const { options } = collect();
    const a = await resolveAuthorizer({ provider: 'rbac', roles: ROLES, default_role: 'viewer' }, options);
    expect(a.unavailable).toBeNull();
    expect(a.defaultRole).toBe('viewer');
    expect(a.decide(req('search')).allow).toBe(true);
    expect(a.filterTools(principal(), ['x', 'search'])).toEqual(['search']);
  });

  it('is disabled for an absent section or enabled: false', async () => {
    for (const source of [undefined, null, { enabled: false, provider: 'rbac', roles: ROLES }]) {
      const a = await resolveAuthorizer(source, collect().options);
      expect(a.enabled).toBe(false);
      expect(a.decide(req('x', 'ghost')).outcome).toBe('disabled');
    }
    const { options, warnings } = collect();
    const a = await resolveAuthorizer({ enabled: false, provider: 'rbac', roles: ROLES, typo: 1 }, options);
    expect(a.enabled).toBe(false);
    expect(warnings[0]).toContain('authorization.typo');
  });

  it.each([
    ['an unreadable roles file', { provider: 'rbac', roles_file: 'gone.yaml' }, 'config_unreadable'],
    ['a broken roles file', { provider: 'rbac', roles_file: 'broken.yaml' }, 'config_unreadable'],
    ['an invalid roles file', { provider: 'rbac', roles_file: 'bad-roles.yaml' }, 'resolution_error'],
    ['a custom module that fails the interface check', { provider: './no-filter.mjs' }, 'resolution_error'],
    ['a module that cannot be imported', { provider: './absent.mjs' }, 'resolution_error'],
    ['an invalid section', { provider: 'rbac', roles: ROLES, unknown: 1 }, 'resolution_error'],
  ])('%s: fail closed denies, fail open allows with a warning', async (_name, cfg, cause) => {
    const closed = collect();
    const a = await resolveAuthorizer(cfg, closed.options);
    expect(a.unavailable?.cause).toBe(cause);
    expect(closed.warnings[0]).toContain('deny');
    expect(a.decide(req('search'))).toMatchObject({ allow: false, outcome: 'failed_closed', cause });
    expect(await a.decideAsync(req('search'))).toMatchObject({
      allow: false,
      outcome: 'failed_closed',
      cause,
    });
    expect(closed.audit).toHaveLength(2);

    const open = collect();
    const b = await resolveAuthorizer({ ...cfg, fail_closed: false }, open.options);
    expect(b.decide(req('search'))).toMatchObject({ allow: true, outcome: 'failed_open', cause });
    expect(await b.decideAsync(req('search'))).toMatchObject({ allow: true, outcome: 'failed_open', cause });
    expect(open.warnings[0]).toContain('ALLOW');
  });

  it('fails closed when the section itself cannot be read, whatever it might have said', async () => {
    const { options } = collect();
    const a = await resolveAuthorizer(async () => {
      throw new Error('EACCES config.yaml');
    }, options);
    expect(a.unavailable?.cause).toBe('config_unreadable');
    expect(a.decide(req('search'))).toMatchObject({ allow: false, cause: 'config_unreadable' });
    const b = await resolveAuthorizer(() => ({ provider: 'rbac', roles: ROLES }), options);
    expect(b.decide(req('search')).allow).toBe(true);
  });
});

describe('loadAuthorizationProvider config spellings', () => {
  const principal = { userId: 'u', role: 'viewer', isInternal: false, attributes: {} };
  const request = { principal, resource: 'tool', action: 'tool:call', target: 'bash', context: {} };

  it('accepts camelCase keys, `type`, and a whole config holding the section', async () => {
    for (const config of [
      {
        type: 'rbac',
        failClosed: true,
        defaultRole: 'viewer',
        roles: { viewer: { tools: { allow: ['read'] } } },
      },
      { authorization: { provider: 'rbac', roles: { viewer: { tools: { allow: ['read'] } } } } },
    ]) {
      const provider = await loadAuthorizationProvider(config);
      expect(provider.authorize(request as never).allow).toBe(false);
      expect(provider.authorize({ ...request, target: 'read' } as never).allow).toBe(true);
    }
  });

  it('still refuses an alias given beside its canonical key', async () => {
    await expect(
      loadAuthorizationProvider({ provider: 'rbac', type: 'cedar', roles: { viewer: {} } }),
    ).rejects.toMatchObject({ code: 'AUTHZ_CONFIG_INVALID' });
  });
});
