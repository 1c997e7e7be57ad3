import { describe, expect, it } from 'vitest';
import { isSkillportError } from '../errors/index.js';
import { buildPrincipal, PrincipalSchema, stripClientAuthorizationFields } from './index.js';

function code(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return isSkillportError(error) ? error.code : 'non-skillport-error';
  }
}

describe('buildPrincipal', () => {
  it('builds a frozen principal that satisfies PrincipalSchema', () => {
    const p = buildPrincipal({ userId: 'u1', role: 'editor', authSource: 'session' });
    expect(p).toEqual({ userId: 'u1', role: 'editor', isInternal: false, attributes: {} });
    expect(PrincipalSchema.parse(p)).toEqual(p);
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.attributes)).toBe(true);
  });

  it('derives isInternal only from the authentication source', () => {
    expect(buildPrincipal({ userId: 'cron', role: 'system', authSource: 'internal' }).isInternal).toBe(true);
    for (const spoof of [
      { userId: 'u', role: 'internal', authSource: 'session' },
      { userId: 'u', role: 'admin', authSource: 'token', isInternal: true },
      { userId: 'u', role: 'admin', authSource: 'token', is_internal: true, auth_source: 'internal' },
      { userId: 'u', role: 'admin', authSource: 'Internal' },
      { userId: 'u', role: 'admin', isInternal: true },
    ]) {
      expect(buildPrincipal(spoof).isInternal).toBe(false);
    }
  });

  it('falls back to the default role and keeps a missing role as null for the provider to refuse', () => {
    expect(buildPrincipal({ userId: 'u', authSource: 'session' }, { defaultRole: 'viewer' }).role).toBe(
      'viewer',
    );
    expect(
      buildPrincipal({ userId: 'u', role: 'admin', authSource: 'session' }, { defaultRole: 'viewer' }).role,
    ).toBe('admin');
    expect(buildPrincipal({ userId: 'u', authSource: 'session' }).role).toBeNull();
    expect(code(() => buildPrincipal({ userId: 'u', authSource: 's' }, { defaultRole: '' }))).toBe(
      'AUTHZ_PRINCIPAL_INVALID',
    );
  });

  it('believes channelUserId only from internal callers', () => {
    expect(
      buildPrincipal({ userId: 'bot', role: 'r', authSource: 'internal', channelUserId: 'slack:U1' })
        .channelUserId,
    ).toBe('slack:U1');
    expect(
      buildPrincipal({ userId: 'u', role: 'r', authSource: 'session', channelUserId: 'slack:U1' }),
    ).not.toHaveProperty('channelUserId');
  });

  it('drops fields that are not part of the trusted context', () => {
    const p = buildPrincipal({
      userId: 'u',
      role: 'r',
      authSource: 'session',
      permissions: ['*'],
      principal: { role: 'admin' },
    });
    expect(Object.keys(p).sort()).toEqual(['attributes', 'isInternal', 'role', 'userId']);
  });

  it('deep-copies attributes so later mutation of the source cannot change the identity', () => {
    const attributes = { team: 'ml', tags: ['a', 'b'], nested: { level: 1 } };
    const oauth = { provider: 'github', subject: '42', scopes: ['repo'] };
    const p = buildPrincipal({ userId: 'u', role: 'r', authSource: 'oauth', attributes, oauth });
    attributes.tags.push('admin');
    attributes.nested.level = 99;
    oauth.scopes.push('admin');
    expect(p.attributes).toEqual({ team: 'ml', tags: ['a', 'b'], nested: { level: 1 } });
    expect(p.oauth).toEqual({ provider: 'github', subject: '42', scopes: ['repo'] });
    expect(Object.isFrozen(p.attributes.tags)).toBe(true);
    expect(Object.isFrozen(attributes.tags)).toBe(false);
  });

  it.each([
    ['not an object', 'session-token', ''],
    ['missing userId', { role: 'r', authSource: 'session' }, 'userId'],
    ['empty userId', { userId: '', role: 'r', authSource: 'session' }, 'userId'],
    ['empty authSource', { userId: 'u', role: 'r', authSource: '' }, 'authSource'],
    ['empty role', { userId: 'u', role: '', authSource: 's' }, 'role'],
    [
      'non-JSON attribute',
      { userId: 'u', authSource: 's', attributes: { when: new Date() } },
      'attributes.when',
    ],
    ['function attribute', { userId: 'u', authSource: 's', attributes: { f: () => 1 } }, 'attributes.f'],
    ['NaN attribute', { userId: 'u', authSource: 's', attributes: { n: Number.NaN } }, 'attributes.n'],
    ['class instance', { userId: 'u', authSource: 's', attributes: { m: new Map() } }, 'attributes.m'],
    ['attributes not an object', { userId: 'u', authSource: 's', attributes: ['x'] }, 'attributes'],
    [
      'prototype pollution key',
      { userId: 'u', authSource: 's', attributes: JSON.parse('{"__proto__": {"admin": true}}') },
      'attributes.__proto__',
    ],
    ['bad oauth', { userId: 'u', authSource: 's', oauth: { provider: 'gh' } }, 'oauth.subject'],
  ])('refuses %s, naming the field', (_name, ctx, path) => {
    try {
      buildPrincipal(ctx);
      expect.unreachable();
    } catch (error) {
      expect(isSkillportError(error, 'AUTHZ_PRINCIPAL_INVALID')).toBe(true);
      expect((error as Error).message).toContain(path);
    }
  });

  it('refuses cyclic and oversized attribute trees without overflowing the stack', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(code(() => buildPrincipal({ userId: 'u', authSource: 's', attributes: cyclic }))).toBe(
      'AUTHZ_PRINCIPAL_INVALID',
    );
    const wide = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, { v: i }]));
    expect(code(() => buildPrincipal({ userId: 'u', authSource: 's', attributes: wide }))).toBe(
      'AUTHZ_PRINCIPAL_INVALID',
    );
  });
});

describe('stripClientAuthorizationFields', () => {
  it('removes identity and privilege claims at any depth and leaves the rest', () => {
    const body = {
      message: 'hi',
      context: {
        is_internal: true,
        thread: 't1',
        configurable: { authz_attributes: { admin: true }, model: 'm' },
      },
      isInternal: true,
      role: 'admin',
      items: [{ channel_user_id: 'x', keep: 1 }],
    };
    expect(stripClientAuthorizationFields(body)).toEqual({
      message: 'hi',
      context: { thread: 't1', configurable: { model: 'm' } },
      items: [{ keep: 1 }],
    });
    expect(body.isInternal).toBe(true);
  });
});

describe('buildPrincipal snake_case trusted context', () => {
  it('reads user_id and auth_source like their camelCase forms', () => {
    const p = buildPrincipal({ user_id: 'u7', role: 'viewer', auth_source: 'internal' });
    expect(p.userId).toBe('u7');
    expect(p.isInternal).toBe(true);
    expect(
      buildPrincipal({ user_id: 'u7', role: 'viewer', auth_source: 'session', isInternal: true }).isInternal,
    ).toBe(false);
  });
});
