import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../test-support/gateway-harness.js';

describe('with RBAC authorization', () => {
  let h: GatewayHarness;
  let user: string;
  let admin: string;
  beforeAll(async () => {
    h = await createHarness({
      authorization: {
        provider: 'rbac',
        default_role: 'user',
        roles: {
          admin: {},
          user: { skills: { deny: ['skill-reviewer'] }, routes: { deny: ['prompt.read'] } },
        },
      },
    });
    admin = await h.login();
    await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'ursula', password: 'user password 1' },
    });
    user = await h.login('ursula', 'user password 1');
  });
  afterAll(() => h.close());

  it('filters the list, search and detail by the policy; hidden answers like missing', async () => {
    const list = (await (await h.request('/api/skills', { token: user })).json()) as {
      skills: { name: string }[];
    };
    expect(list.skills.map((s) => s.name)).toEqual(['csv-profiler', 'json-query', 'skill-creator']);
    const search = (await (await h.request('/api/catalog/search?q=%2Bskill', { token: user })).json()) as {
      results: { name: string }[];
    };
    expect(search.results.map((s) => s.name)).toEqual(['skill-creator']);
    const hidden = await h.request('/api/skills/skill-reviewer', { token: user });
    expect(hidden.status).toBe(404);
    const missing = await h.request('/api/skills/skill-reviewez', { token: user });
    expect((await hidden.text()).replaceAll('skill-reviewer', 'skill-reviewez')).toBe(await missing.text());
    expect((await h.request('/api/skills/skill-reviewer', { token: admin })).status).toBe(200);
  });

  it('applies route permissions from the policy and reports them in /api/me', async () => {
    expect((await h.request('/api/prompt', { token: user })).status).toBe(403);
    const me = (await (await h.request('/api/me', { token: user })).json()) as {
      permissions: string[];
      authorization: { enabled: boolean };
    };
    expect(me.authorization.enabled).toBe(true);
    expect(me.permissions).toContain('skills.read');
    expect(me.permissions).not.toContain('prompt.read');
  });

  it('audits every denial, without tokens', async () => {
    const res = await h.request('/api/audit?action=authz.decision&outcome=denied&limit=500', {
      token: admin,
    });
    const text = await res.text();
    expect(text).toContain('skill:list:skill-reviewer');
    expect(text).toContain('route:prompt.read:prompt.read');
    expect(text).not.toContain('sps_');
  });
});

describe('a policy that cannot be read', () => {
  it('fails closed by default: every guarded route is denied, even to admins (never "authorization off")', async () => {
    const h = await createHarness({ authorization: { provider: 'rbac', roles_file: 'missing-roles.yaml' } });
    try {
      const admin = await h.login();
      for (const path of ['/api/me', '/api/skills', '/api/users']) {
        const res = await h.request(path, { token: admin });
        expect([path, res.status]).toEqual([path, 403]);
      }
    } finally {
      await h.close();
    }
  });

  it('allows with a warning when the policy says fail_closed: false', async () => {
    const h = await createHarness({
      authorization: { provider: 'rbac', roles_file: 'missing-roles.yaml', fail_closed: false },
    });
    try {
      const admin = await h.login();
      expect((await h.request('/api/skills', { token: admin })).status).toBe(200);
      expect(h.logs()).toContain('authorization provider unavailable');
    } finally {
      await h.close();
    }
  });
});

describe('reloading the authorization configuration', () => {
  it('applies a changed roles file on reload and keeps the running policy when the new file is unreadable', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/skillport-roles-`);
    const rolesFile = `${dir}/roles.yaml`;
    writeFileSync(rolesFile, 'roles:\n  admin: {}\n  user:\n    skills:\n      deny: [skill-reviewer]\n');
    const h = await createHarness({
      authorization: { provider: 'rbac', default_role: 'user', roles_file: rolesFile },
    });
    try {
      const admin = await h.login();
      await h.request('/api/users', {
        method: 'POST',
        token: admin,
        json: { username: 'rita', password: 'user password 1' },
      });
      const rita = await h.login('rita', 'user password 1');
      const sees = async () => (await h.request('/api/skills/skill-reviewer', { token: rita })).status;
      expect(await sees()).toBe(404);
      writeFileSync(rolesFile, 'roles:\n  admin: {}\n  user: {}\n');
      const ok = (await (await h.request('/api/skills/reload', { method: 'POST', token: admin })).json()) as {
        authorization: { reloaded: boolean };
      };
      expect(ok.authorization).toEqual({ reloaded: true });
      expect(await sees()).toBe(200);
      writeFileSync(rolesFile, 'roles: [this is: not: valid yaml');
      const bad = (await (
        await h.request('/api/skills/reload', { method: 'POST', token: admin })
      ).json()) as {
        authorization: { reloaded: boolean; error?: string };
      };
      expect(bad.authorization.reloaded).toBe(false);
      expect(bad.authorization.error).toBeTruthy();
      expect(await sees()).toBe(200);
      expect((await h.request('/api/me', { token: admin })).status).toBe(200);
    } finally {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
