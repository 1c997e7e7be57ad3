import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    // Every bundled public skill except the denied one.
    expect(list.skills.map((s) => s.name)).toContain('skill-creator');
    expect(list.skills.map((s) => s.name)).not.toContain('skill-reviewer');
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

describe('watching the authorization configuration', () => {
  const { mkdtempSync, writeFileSync, renameSync, rmSync } = fs;
  let dir: string;
  let h: GatewayHarness;
  let admin: string;
  let rita: string;
  const sees = async (name: string) => (await h.request(`/api/skills/${name}`, { token: rita })).status;
  const listed = async () =>
    (
      (await (await h.request('/api/skills', { token: rita })).json()) as { skills: { name: string }[] }
    ).skills.map((s) => s.name);
  const policyDiagnostics = async (token: string) =>
    (
      (await (await h.request('/api/diagnostics', { token })).json()) as {
        diagnostics: { code: string; message: string }[];
      }
    ).diagnostics.filter((d) => d.code === 'AUTHZ_POLICY_STALE');
  /** Polls: the watcher is debounced, so a change applies a little after it is written. */
  const eventually = async (check: () => Promise<boolean>, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not seen within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'skillport-watch-'));
    writeFileSync(
      path.join(dir, 'roles.yaml'),
      'roles:\n  admin: {}\n  user:\n    skills:\n      deny: [skill-reviewer]\n',
    );
    h = await createHarness({
      authorization: { provider: 'rbac', default_role: 'user', roles_file: path.join(dir, 'roles.yaml') },
    });
    admin = await h.login();
    await h.request('/api/users', {
      method: 'POST',
      token: admin,
      json: { username: 'rita', password: 'user password 1' },
    });
    rita = await h.login('rita', 'user password 1');
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies a changed file without a reload call, also to the cached listing', async () => {
    expect(await sees('skill-reviewer')).toBe(404);
    expect(await listed()).not.toContain('skill-reviewer');
    expect((await h.request('/api/prompt', { token: rita })).status).toBe(200);
    writeFileSync(
      path.join(dir, 'roles.yaml'),
      'roles:\n  admin: {}\n  user:\n    skills:\n      deny: [skill-creator]\n    routes:\n      deny: [prompt.read]\n',
    );
    await eventually(async () => (await sees('skill-reviewer')) === 200);
    expect(await listed()).toContain('skill-reviewer');
    expect(await listed()).not.toContain('skill-creator');
    // A route allowed under the old policy (and remembered) is decided by the new one.
    expect((await h.request('/api/prompt', { token: rita })).status).toBe(403);
    expect(h.logs()).toContain('authorization configuration reloaded');
  });

  it('keeps the running policy when the new file is broken, reports it, and recovers when it is fixed', async () => {
    writeFileSync(path.join(dir, 'roles.yaml'), 'roles: [this is: not: valid yaml');
    await eventually(async () => (await policyDiagnostics(admin)).length === 1);
    expect(await sees('skill-creator')).toBe(404);
    expect(await sees('skill-reviewer')).toBe(200);
    expect((await h.request('/api/me', { token: admin })).status).toBe(200);
    expect(h.logs()).toContain('authorization reload failed, keeping the running policy');
    // Not shown to users: the policy is the admins' business.
    expect(await policyDiagnostics(rita)).toEqual([]);
    // Replaced by a rename, as deployments do: still noticed.
    writeFileSync(path.join(dir, 'roles.next'), 'roles:\n  admin: {}\n  user: {}\n');
    renameSync(path.join(dir, 'roles.next'), path.join(dir, 'roles.yaml'));
    await eventually(async () => (await sees('skill-creator')) === 200);
    expect(await policyDiagnostics(admin)).toEqual([]);
  });
});
