import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type GatewayHarness } from '../../test-support/gateway-harness.js';
import { writeSkill } from '../../test-support/write-skill.js';

// GET /api/skills answers from a cache of serialised listings. Each test first lists (filling the
// cache), then changes one input of the listing and expects the very next answer to show it.
let h: GatewayHarness;
let admin: string;
let alice: string;
let bob: string;
let ritaId: string;
let rita: string;
const policyDir = mkdtempSync(path.join(tmpdir(), 'skillport-listing-policy-'));
const rolesFile = path.join(policyDir, 'roles.yaml');

type Listed = { skills: { name: string; enabled: boolean }[] };
const list = async (token: string, query = '') => {
  const res = await h.request(`/api/skills${query}`, { token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Listed;
};
const names = async (token: string, query = '') => (await list(token, query)).skills.map((s) => s.name);
const enabledOf = async (token: string, name: string) =>
  (await list(token)).skills.find((s) => s.name === name)?.enabled;

async function createUser(username: string): Promise<{ id: string; token: string }> {
  const res = await h.request('/api/users', {
    method: 'POST',
    token: admin,
    json: { username, password: 'user password 1' },
  });
  const id = ((await res.json()) as { user: { id: string } }).user.id;
  return { id, token: await h.login(username, 'user password 1') };
}

beforeAll(async () => {
  writeFileSync(rolesFile, 'roles:\n  admin: {}\n  user:\n    skills:\n      deny: [team-secret]\n');
  h = await createHarness({
    authorization: { provider: 'rbac', default_role: 'user', roles_file: rolesFile },
  });
  admin = await h.login();
  const a = await createUser('alice');
  alice = a.token;
  bob = (await createUser('bob')).token;
  ({ id: ritaId, token: rita } = await createUser('rita'));
  const custom = h.gateway.services.skills.customRoot;
  writeSkill(custom, 'team-secret', { description: 'Hidden from plain users by the policy.' });
  writeSkill(custom, 'shared-tool', { description: 'A shared custom skill.' });
  writeSkill(h.gateway.services.skills.userRoot(a.id), 'alice-notes', { description: 'Alice only.' });
  expect((await h.request('/api/skills/reload', { method: 'POST', token: admin })).status).toBe(200);
});
afterAll(async () => {
  await h.close();
  rmSync(policyDir, { recursive: true, force: true });
});

describe('cached GET /api/skills', () => {
  it('never serves one user’s listing to another, however the requests interleave', async () => {
    for (let round = 0; round < 3; round++) {
      const [forAlice, forBob, forAdmin] = await Promise.all([names(alice), names(bob), names(admin)]);
      expect(forAlice).toContain('alice-notes');
      expect(forBob).not.toContain('alice-notes');
      expect(forAdmin).not.toContain('alice-notes');
      expect(forAlice).not.toContain('team-secret');
      expect(forBob).not.toContain('team-secret');
      expect(forAdmin).toContain('team-secret');
    }
  });

  it('keeps the enabled filters apart', async () => {
    const all = await names(alice);
    expect(await names(alice, '?enabled=false')).toEqual([]);
    expect(await names(alice, '?enabled=true')).toEqual(all);
  });

  it('shows a switch for everyone and a personal switch on the next request, to the right users only', async () => {
    expect(await enabledOf(bob, 'shared-tool')).toBe(true);
    const off = await h.request('/api/skills/shared-tool/enabled', {
      method: 'PUT',
      token: admin,
      json: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(await enabledOf(bob, 'shared-tool')).toBe(false);
    expect(await names(bob, '?enabled=false')).toEqual(['shared-tool']);
    expect(await enabledOf(alice, 'alice-notes')).toBe(true);
    await h.request('/api/skills/alice-notes/enabled', {
      method: 'PUT',
      token: alice,
      json: { enabled: false },
    });
    expect(await enabledOf(alice, 'alice-notes')).toBe(false);
    await h.request('/api/skills/shared-tool/enabled', {
      method: 'PUT',
      token: admin,
      json: { enabled: true },
    });
    expect(await enabledOf(bob, 'shared-tool')).toBe(true);
  });

  it('shows a new skill after a reload', async () => {
    expect(await names(bob)).not.toContain('late-arrival');
    writeSkill(h.gateway.services.skills.customRoot, 'late-arrival', { description: 'Added later.' });
    await h.request('/api/skills/reload', { method: 'POST', token: admin });
    expect(await names(bob)).toContain('late-arrival');
  });

  it('follows a changed role of the caller', async () => {
    expect(await names(rita)).not.toContain('team-secret');
    await h.request(`/api/users/${ritaId}`, { method: 'PATCH', token: admin, json: { role: 'admin' } });
    expect(await names(rita)).toContain('team-secret');
    await h.request(`/api/users/${ritaId}`, { method: 'PATCH', token: admin, json: { role: 'user' } });
    expect(await names(rita)).not.toContain('team-secret');
  });

  it('follows a reloaded policy', async () => {
    expect(await names(bob)).not.toContain('team-secret');
    writeFileSync(rolesFile, 'roles:\n  admin: {}\n  user:\n    skills:\n      deny: [shared-tool]\n');
    await h.request('/api/skills/reload', { method: 'POST', token: admin });
    const after = await names(bob);
    expect(after).toContain('team-secret');
    expect(after).not.toContain('shared-tool');
  });
});
